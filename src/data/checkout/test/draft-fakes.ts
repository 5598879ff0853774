/**
 * What the draft-order tests share: a draft as GET /checkout returns it,
 * fakes of the checkout store and of the payment store's registry, and a
 * way to let pending promise callbacks run.
 */

/** A draft order as GET /checkout returns it. */
export const draft = {
	order_id: 42,
	customer_note: 'Bitte klingeln',
	payment_method: 'cheque',
	additional_fields: { 'kiosk/gift': true, 'kiosk/vat-id': 'DE123' },
};

/** A fake `kiosk/checkout` (fields the thunk reads, dispatch as spies). */
export function fakeCheckout() {
	const state = {
		orderId: 0,
		orderNotes: '',
		additionalFields: {} as Record< string, unknown >,
	};
	const select = {
		getOrderId: () => state.orderId,
		getOrderNotes: () => state.orderNotes,
		getAdditionalFields: () => state.additionalFields,
	};
	const dispatch = {
		__internalSetOrderId: jest.fn(),
		__internalSetOrderNotes: jest.fn(),
		setAdditionalFields: jest.fn(),
	};
	return { state, select, dispatch };
}

/** A fake registry whose `kiosk/payment` changes and notifies subscribers. */
export function fakePayment( initialised = true ) {
	const state = {
		initialised,
		chosen: false,
		expressActive: false,
		available: {
			bacs: { name: 'bacs' },
			cheque: { name: 'cheque' },
		} as Record< string, { name: string } >,
	};
	const listeners = new Set< () => void >();
	const actions = { selectPaymentMethod: jest.fn() };
	const registry = {
		select: () => ( {
			paymentMethodsInitialized: () => state.initialised,
			hasShopperChosenPaymentMethod: () => state.chosen,
			isExpressPaymentMethodActive: () => state.expressActive,
			getAvailablePaymentMethods: () => state.available,
		} ),
		dispatch: () => actions,
		subscribe: ( listener: () => void ) => {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
	const change = ( patch: Partial< typeof state > ) => {
		Object.assign( state, patch );
		listeners.forEach( ( listener ) => listener() );
	};
	return { state, actions, registry, listeners, change };
}

/** Lets pending promise callbacks run. */
export const settle = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
