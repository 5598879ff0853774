import { createWcSettings } from '../wc-settings';

const bacs = { title: 'Überweisung (Vorkasse)', supports: [ 'products' ] };

function settings(
	woo: Record< string, unknown > | undefined,
	kiosk: Record< string, unknown > = {
		paymentMethodData: { bacs },
	}
) {
	return createWcSettings( () => [ kiosk, woo ] );
}

describe( 'wc.wcSettings', () => {
	it( "reads a method's data as WooCommerce's gateways ask for it: getSetting( '<name>_data' ) and getPaymentMethodData", () => {
		const wc = settings( undefined );
		expect( wc.getSetting( 'bacs_data' ) ).toEqual( bacs );
		expect( wc.getPaymentMethodData( 'bacs' ) ).toEqual( bacs );
		expect( wc.getSetting( 'bacs' ) ).toBe( false );
	} );

	it( "answers WooCommerce's fallbacks: false for getSetting, null for getPaymentMethodData, or the caller's", () => {
		const wc = settings( undefined );
		expect( wc.getSetting( 'stripe_data' ) ).toBe( false );
		expect( wc.getSetting( 'stripe_data', {} ) ).toEqual( {} );
		expect( wc.getPaymentMethodData( 'stripe' ) ).toBeNull();
		expect( wc.getPaymentMethodData( 'stripe', {} ) ).toEqual( {} );
		expect( wc.getSetting( 'currency', 'x' ) ).toBe( 'x' );
	} );

	it( "passes the value through the caller's filter, as WooCommerce's getSetting does", () => {
		const wc = settings( undefined );
		expect(
			wc.getSetting( 'bacs_data', null, ( value ) => ( {
				...( value as object ),
				seen: true,
			} ) )
		).toEqual( { ...bacs, seen: true } );
	} );

	it( "prefers WooCommerce's printed wcSettings, read when asked (it may be printed after the registry's script)", () => {
		const page: { wcSettings?: Record< string, unknown > } = {};
		const wc = createWcSettings( () => [
			{ paymentMethodData: { bacs } },
			page.wcSettings,
		] );
		expect( wc.getSetting( 'adminUrl', '' ) ).toBe( '' );
		page.wcSettings = { adminUrl: 'https://example.test/wp-admin/' };
		expect( wc.getSetting( 'adminUrl', '' ) ).toBe(
			'https://example.test/wp-admin/'
		);
		expect( wc.allSettings.paymentMethodData ).toEqual( { bacs } );
	} );
} );
