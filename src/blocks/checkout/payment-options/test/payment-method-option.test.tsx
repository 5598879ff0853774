/**
 * A method's label and content as WooCommerce's own gateways write them:
 * the label renders `props.components.PaymentMethodLabel`, the content
 * reads the payment props.
 */
import { render, screen } from '@testing-library/react';
import { PaymentMethodOption } from '../payment-method-option';
import { paymentComponents } from '../../payment-components';

jest.mock( '@kiosk/registry', () => ( {} ) );

type LabelProps = {
	components: {
		PaymentMethodLabel: ( p: { text: string } ) => JSX.Element;
	};
};

/** WooCommerce's offline methods' label (assets/js/extensions/payment-methods/bacs). */
const Label = ( props: LabelProps ) => {
	const { PaymentMethodLabel } = props.components;
	return <PaymentMethodLabel text="Überweisung (Vorkasse)" />;
};

const Content = ( props: { activePaymentMethod?: string } ) => (
	<p>Gewählt: { props.activePaymentMethod }</p>
);

describe( 'PaymentMethodOption', () => {
	it( "gives a label element the payment components, as WooCommerce's checkout does", () => {
		render(
			<PaymentMethodOption
				name="bacs"
				method={
					{
						label: <Label { ...( {} as LabelProps ) } />,
						ariaLabel: 'Überweisung (Vorkasse)',
						content: <Content />,
					} as never
				}
				checked
				props={ {
					components: paymentComponents,
					activePaymentMethod: 'bacs',
				} }
				isAdmin={ false }
				onSelect={ () => undefined }
			/>
		);
		expect(
			screen.getByRole( 'radio', { name: 'Überweisung (Vorkasse)' } )
		).toBeChecked();
		expect(
			screen.getByText( 'Überweisung (Vorkasse)' ).className
		).toContain( 'kiosk-payment-label' );
		expect( screen.getByText( 'Gewählt: bacs' ) ).toBeTruthy();
	} );

	it( 'renders a plain string label as it is', () => {
		render(
			<PaymentMethodOption
				name="cheque"
				method={
					{
						label: 'Scheck',
						ariaLabel: 'Scheck',
						content: null,
					} as never
				}
				checked={ false }
				props={ { components: paymentComponents } }
				isAdmin={ false }
				onSelect={ () => undefined }
			/>
		);
		expect(
			screen.getByRole( 'radio', { name: 'Scheck' } )
		).not.toBeChecked();
	} );
} );
