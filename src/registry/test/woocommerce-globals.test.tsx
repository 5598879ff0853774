/**
 * The registry under WooCommerce's names, registered into as WooCommerce's
 * own offline gateways (assets/js/extensions/payment-methods/bacs) do.
 */
import { createPaymentMethodRegistry } from '../payment-methods';
import { exposeAsWooCommerce } from '../woocommerce-globals';

/** WooCommerce's bank transfer registration, written as its script writes it. */
function registerBacsAsWooCommerceDoes() {
	const { registerPaymentMethod } = window.wc!.wcBlocksRegistry!;
	const { getPaymentMethodData } = window.wc!.wcSettings!;
	const settings = getPaymentMethodData< {
		title: string;
		description: string;
		supports: string[];
	} >( 'bacs', {} );
	const Content = () => <p>{ settings.description }</p>;
	type LabelProps = {
		components: { PaymentMethodLabel: ( p: { text: string } ) => null };
	};
	const Label = ( props: LabelProps ) => {
		const { PaymentMethodLabel } = props.components;
		return <PaymentMethodLabel text={ settings.title } />;
	};
	registerPaymentMethod( {
		name: 'bacs',
		label: <Label { ...( {} as LabelProps ) } />,
		content: <Content />,
		edit: <Content />,
		canMakePayment: () => true,
		ariaLabel: settings.title,
		supports: { features: settings.supports },
	} );
}

beforeEach( () => {
	delete window.wc;
	window.kioskSettings = {
		paymentMethodData: {
			bacs: {
				title: 'Überweisung (Vorkasse)',
				description: 'Bitte überweisen Sie …',
				supports: [ 'products' ],
			},
		},
	} as never;
} );

describe( 'window.wc', () => {
	it( "hands a gateway written for WooCommerce's checkout Kiosk's registry, with the data WooCommerce's registry printed", () => {
		const registry = createPaymentMethodRegistry();
		exposeAsWooCommerce( registry );
		registerBacsAsWooCommerceDoes();
		const bacs = registry.getPaymentMethods().bacs;
		expect( bacs.ariaLabel ).toBe( 'Überweisung (Vorkasse)' );
		expect( bacs.supports ).toEqual( {
			features: [ 'products' ],
			showSavedCards: false,
			showSaveOption: false,
		} );
		expect( bacs.paymentMethodId ).toBe( 'bacs' );
		expect( window.wc!.wcBlocksRegistry!.getPaymentMethods() ).toEqual(
			registry.getPaymentMethods()
		);
	} );

	it( 'registers express methods under the same name as WooCommerce', () => {
		const registry = createPaymentMethodRegistry();
		exposeAsWooCommerce( registry );
		window.wc!.wcBlocksRegistry!.registerExpressPaymentMethod( {
			name: 'wallet',
			content: <button type="button">Pay</button>,
			edit: <button type="button">Pay</button>,
			canMakePayment: () => true,
			paymentMethodId: 'wallet_gateway',
			supports: { features: [ 'products' ] },
		} );
		expect(
			registry.getExpressPaymentMethods().wallet.paymentMethodId
		).toBe( 'wallet_gateway' );
	} );

	it( "leaves WooCommerce's own registry where its files already set one (its checkout block on the same page)", () => {
		const theirs = { registerPaymentMethod: jest.fn() };
		window.wc = { wcBlocksRegistry: theirs as never };
		exposeAsWooCommerce( createPaymentMethodRegistry() );
		expect( window.wc.wcBlocksRegistry ).toBe( theirs );
		expect( window.wc.wcSettings?.getPaymentMethodData( 'bacs' ) ).toEqual(
			expect.objectContaining( { title: 'Überweisung (Vorkasse)' } )
		);
	} );
} );
