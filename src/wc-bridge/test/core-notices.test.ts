/**
 * A notice an extension or gateway creates through WordPress's own
 * `core/notices` store, with the call shapes they use on WooCommerce's
 * checkout (`createErrorNotice( message, { context: 'wc/checkout' } )`,
 * `createNotice( 'error', message, { context: 'wc/checkout/payments', id } )`,
 * `removeNotice( id, context )`), shows in Kiosk's notices store for that
 * place: where WordPress's store (`@wordpress/notices`, the real one here)
 * is on the page, copied; where it is not (Kiosk's pages: `wp-notices`
 * needs `wp-components`), answered by Kiosk's notices store.
 */
import { createRegistry } from '@wordpress/data';
import { store as coreNotices } from '@wordpress/notices';
import { noticesStore } from '@kiosk/data';
import { forwardCoreNotices, installCoreNotices } from '../core-notices';
import type { DataRegistry } from '../stores';

// The package's components (not its store) need @wordpress/components.
jest.mock( '@wordpress/components', () => ( {} ) );

function setUp( withCore = true ) {
	const data = createRegistry();
	data.register( noticesStore );
	if ( withCore ) {
		data.register( coreNotices );
	}
	const stop = forwardCoreNotices( data as unknown as DataRegistry );
	const kiosk = ( context: string ) =>
		( data.select( noticesStore ) as any ).getNotices( context );
	const core = data.dispatch( 'core/notices' ) as any;
	return { data, stop, kiosk, core };
}

describe( 'core/notices on Kiosk’s pages', () => {
	it( 'does nothing where core/notices is not on the page', () => {
		expect( setUp( false ).stop ).toBeNull();
	} );

	it( 'shows an error notice in wc/checkout in the checkout’s notices, and one in wc/cart in the cart’s', () => {
		const { kiosk, core } = setUp();
		core.createErrorNotice( 'Die Zahlung wurde abgelehnt.', {
			context: 'wc/checkout',
		} );
		core.createErrorNotice( 'Gutschein ungültig.', {
			context: 'wc/cart',
		} );
		expect( kiosk( 'kiosk/checkout' ) ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				content: 'Die Zahlung wurde abgelehnt.',
			} ),
		] );
		expect( kiosk( 'kiosk/cart' ).map( ( n: any ) => n.content ) ).toEqual(
			[ 'Gutschein ungültig.' ]
		);
		// Notices of other contexts (the editor's, `global`) stay out.
		core.createErrorNotice( 'Nicht für den Shop.' );
		expect( kiosk( 'kiosk/global' ) ).toEqual( [] );
	} );

	it( 'keeps the id and the context wc/checkout/payments, and removes the notice when core/notices removes it', () => {
		const { kiosk, core } = setUp();
		core.createNotice( 'warning', 'Bitte Karte prüfen.', {
			id: 'acme-card',
			context: 'wc/checkout/payments',
			type: 'snackbar',
		} );
		expect( kiosk( 'wc/checkout/payments' ) ).toEqual( [
			expect.objectContaining( {
				id: 'acme-card',
				status: 'warning',
				type: 'snackbar',
			} ),
		] );
		core.removeNotice( 'acme-card', 'wc/checkout/payments' );
		expect( kiosk( 'wc/checkout/payments' ) ).toEqual( [] );
	} );

	it( 'stops copying once unsubscribed', () => {
		const { kiosk, core, stop } = setUp();
		stop!();
		core.createErrorNotice( 'Zu spät.', { context: 'wc/checkout' } );
		expect( kiosk( 'kiosk/checkout' ) ).toEqual( [] );
	} );
} );

describe( 'core/notices answered by Kiosk’s notices store (no wp-notices on the page)', () => {
	function kioskOnly() {
		const data = createRegistry();
		data.register( noticesStore );
		installCoreNotices( data as unknown as DataRegistry );
		const kiosk = ( context: string ) =>
			( data.select( noticesStore ) as any ).getNotices( context );
		return { data, kiosk, core: data.dispatch( 'core/notices' ) as any };
	}

	it( 'takes WordPress’s call shapes and shows the notice in the checkout’s, the cart’s and the payment methods’ notices', () => {
		const { data, kiosk, core } = kioskOnly();
		core.createErrorNotice( 'Die Zahlung wurde abgelehnt.', {
			context: 'wc/checkout',
		} );
		core.createNotice( 'warning', 'Bitte Karte prüfen.', {
			id: 'acme-card',
			context: 'wc/checkout/payments',
		} );
		core.createSuccessNotice( 'Gutschein angewendet.', {
			context: 'wc/cart',
		} );
		expect( kiosk( 'kiosk/checkout' ) ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				content: 'Die Zahlung wurde abgelehnt.',
			} ),
		] );
		expect( kiosk( 'wc/checkout/payments' ) ).toEqual( [
			expect.objectContaining( { id: 'acme-card', status: 'warning' } ),
		] );
		expect( kiosk( 'kiosk/cart' ).map( ( n: any ) => n.content ) ).toEqual(
			[ 'Gutschein angewendet.' ]
		);
		// Read back under WordPress's names, as an extension does.
		expect(
			( data.select( 'core/notices' ) as any )
				.getNotices( 'wc/checkout/payments' )
				.map( ( n: any ) => n.id )
		).toEqual( [ 'acme-card' ] );
		core.removeNotice( 'acme-card', 'wc/checkout/payments' );
		expect( kiosk( 'wc/checkout/payments' ) ).toEqual( [] );
		core.removeAllNotices( 'default', 'wc/checkout' );
		expect( kiosk( 'kiosk/checkout' ) ).toEqual( [] );
	} );

	it( 'tells its subscribers when Kiosk’s notices change', () => {
		const { data, core } = kioskOnly();
		const listener = jest.fn();
		data.subscribe( listener, 'core/notices' );
		core.createErrorNotice( 'Fehler.', { context: 'wc/checkout' } );
		expect( listener ).toHaveBeenCalled();
	} );
} );
