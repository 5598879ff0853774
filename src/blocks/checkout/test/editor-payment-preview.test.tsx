/**
 * The checkout's payment step in the block editor previews the titles of
 * the gateways the shop has enabled (the server's `editorPreview.gateways`),
 * and says so when the shop has none; never „No registered Payment Methods“.
 */
import { render, screen } from '@testing-library/react';
import PaymentMethodsPreview from '../inner-blocks/payment-methods/editor-preview';
import ExpressPaymentPreview from '../inner-blocks/express-payment/editor-preview';
import { previewCart } from '../../../shared-ui/cart/preview-cart';

const form = { cart: { needsPayment: true } } as never;
const win = window as unknown as { kioskSettings?: unknown };

afterEach( () => {
	delete win.kioskSettings;
} );

it( 'shows the shop’s enabled gateways as inert options', () => {
	win.kioskSettings = {
		editorPreview: {
			gateways: [
				{ id: 'bacs', title: 'Überweisung (Vorkasse)' },
				{ id: 'cod', title: 'Nachnahme' },
			],
			product: null,
		},
	};
	render( <PaymentMethodsPreview form={ form } /> );
	const options = screen.getAllByRole( 'radio' );
	expect( options ).toHaveLength( 2 );
	options.forEach( ( option ) => expect( option ).toBeDisabled() );
	expect( screen.getByLabelText( 'Überweisung (Vorkasse)' ) ).toBeChecked();
	expect( screen.getByLabelText( 'Nachnahme' ) ).not.toBeChecked();
} );

it( 'says where to enable one when the shop has none', () => {
	render( <PaymentMethodsPreview form={ form } /> );
	expect( document.body ).toHaveTextContent(
		'Your shop has no payment method enabled yet'
	);
} );

it( 'the express area says what shows there, not that nothing is registered', () => {
	render( <ExpressPaymentPreview form={ form } /> );
	expect( document.body ).not.toHaveTextContent( 'No registered' );
	expect( document.body ).toHaveTextContent( 'Express payment buttons' );
} );

it( 'the sample cart needs payment, so the editor shows the payment step', () => {
	expect( previewCart().needsPayment ).toBe( true );
} );
