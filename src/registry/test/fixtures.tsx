/**
 * Shared by the registry's tests: a payment method with every required
 * field, as an extension registers one.
 */
export const validPaymentMethod = () => ( {
	name: 'bacs',
	label: <span>Überweisung</span>,
	ariaLabel: 'Überweisung',
	content: <div />,
	edit: <div />,
	canMakePayment: () => true,
} );
