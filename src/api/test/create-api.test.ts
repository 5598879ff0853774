/**
 * @jest-environment node
 */
import { createApi, type CoreApiFetch } from '../create-api';

const settings = {
	restRoot: 'http://site.test/wp-json/',
	ajaxUrl: '/wp-admin/admin-ajax.php',
	nonce: 'stale00000',
};

type Seen = { url: string; method?: string; headers: Record< string, string > };

function json( body: unknown, status = 200, headers = {} ) {
	return new Response( JSON.stringify( body ), { status, headers } );
}

function recorder( answer: ( seen: Seen ) => Response ) {
	const seen: Seen[] = [];
	const fetchImpl = jest.fn( async ( url: string, init: RequestInit ) => {
		const request = {
			url,
			method: init.method,
			headers: init.headers as Record< string, string >,
		};
		seen.push( request );
		return answer( request );
	} );
	return { seen, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe( 'createApi', () => {
	it( 'recovers from a stale nonce: refresh, then one retry; the fresh nonce lands in core’s nonce middleware', async () => {
		const core: CoreApiFetch = { nonceMiddleware: { nonce: 'stale00000' } };
		const { seen, fetchImpl } = recorder( ( r ) => {
			if ( r.url.includes( 'rest-nonce' ) ) {
				return new Response( 'c0ffee0001' );
			}
			return r.headers[ 'X-WP-Nonce' ] === 'c0ffee0001'
				? json( { id: 2, name: 'Erika' } )
				: json(
						{ code: 'rest_cookie_invalid_nonce', message: 'No' },
						403
					);
		} );
		const kiosk = createApi( settings, core, fetchImpl );
		await expect(
			kiosk.fetch( { path: '/wp/v2/users/me' } )
		).resolves.toEqual( { id: 2, name: 'Erika' } );
		expect( seen.map( ( r ) => r.url ) ).toEqual( [
			'http://site.test/wp-json/wp/v2/users/me?_locale=user',
			'/wp-admin/admin-ajax.php?action=rest-nonce&_locale=user',
			'http://site.test/wp-json/wp/v2/users/me?_locale=user',
		] );
		expect( core.nonceMiddleware?.nonce ).toBe( 'c0ffee0001' );
		expect( kiosk.nonce.nonce ).toBe( 'c0ffee0001' );
	} );

	it( 'sends the nonce core holds now (another script may have refreshed it)', async () => {
		const core: CoreApiFetch = { nonceMiddleware: { nonce: 'stale00000' } };
		const { seen, fetchImpl } = recorder( () => json( {} ) );
		const kiosk = createApi( settings, core, fetchImpl );
		core.nonceMiddleware!.nonce = 'fresh00000';
		await kiosk.fetch( { path: '/wp/v2/types' } );
		expect( seen[ 0 ].headers[ 'X-WP-Nonce' ] ).toBe( 'fresh00000' );
	} );

	it( 'retries a Store API request once when an expired Nonce was refused and a fresh one came back', async () => {
		const { seen, fetchImpl } = recorder( ( r ) =>
			r.headers.Nonce === 'store-new'
				? json( { order_id: 7 } )
				: json(
						{
							code: 'woocommerce_rest_invalid_nonce',
							message: 'No',
						},
						403,
						{ Nonce: 'store-new', 'Nonce-Timestamp': '5' }
					)
		);
		const kiosk = createApi(
			{ ...settings, storeApiNonce: 'store-old' },
			{},
			fetchImpl
		);
		await expect(
			kiosk.fetch( { path: '/wc/store/v1/checkout', method: 'POST' } )
		).resolves.toEqual( { order_id: 7 } );
		expect( seen.map( ( r ) => r.headers.Nonce ) ).toEqual( [
			'store-old',
			'store-new',
		] );
	} );

	it( 'does not retry when the refusal brought no fresh Store API nonce', async () => {
		const { seen, fetchImpl } = recorder( () =>
			json(
				{ code: 'woocommerce_rest_invalid_nonce', message: 'No' },
				403
			)
		);
		const kiosk = createApi(
			{ ...settings, storeApiNonce: 'store-old' },
			{},
			fetchImpl
		);
		await expect(
			kiosk.fetch( { path: '/wc/store/v1/checkout', method: 'POST' } )
		).rejects.toMatchObject( { code: 'woocommerce_rest_invalid_nonce' } );
		expect( seen ).toHaveLength( 1 );
	} );

	it( 'sends PUT as POST with X-HTTP-Method-Override, and keeps a named locale', async () => {
		const { seen, fetchImpl } = recorder( () => json( {} ) );
		const kiosk = createApi( settings, {}, fetchImpl );
		const options = {
			path: '/wc/store/v1/checkout?_locale=de_DE',
			method: 'PUT',
		};
		await kiosk.fetch( options );
		expect( seen[ 0 ] ).toMatchObject( {
			url: 'http://site.test/wp-json/wc/store/v1/checkout?_locale=de_DE',
			method: 'POST',
			headers: { 'X-HTTP-Method-Override': 'PUT' },
		} );
		// The caller's options are left as they were.
		expect( options ).toEqual( {
			path: '/wc/store/v1/checkout?_locale=de_DE',
			method: 'PUT',
		} );
	} );
} );

describe( 'the page-wide wp.apiFetch', () => {
	it( 'is left alone: no middleware and no fetch handler of Kiosk’s is installed on it', async () => {
		const apiFetch = ( await import( '@wordpress/api-fetch' ) ).default;
		const use = jest.spyOn( apiFetch, 'use' );
		const setFetchHandler = jest.spyOn( apiFetch, 'setFetchHandler' );
		const { init, reset } = await import( '../index' );
		reset();
		init( settings, apiFetch, jest.fn() );
		expect( use ).not.toHaveBeenCalled();
		expect( setFetchHandler ).not.toHaveBeenCalled();
		reset();
	} );
	it( "answers the preloaded GET of the cart from the page once, through core's preloading middleware, then asks the server", async () => {
		const { createPreloadingMiddleware } = jest.requireActual(
			'@wordpress/api-fetch'
		).default;
		const core: CoreApiFetch = { createPreloadingMiddleware };
		const cart = { items_count: 1 };
		const { seen, fetchImpl } = recorder( () =>
			json( { items_count: 2 }, 200, {
				'Content-Type': 'application/json',
			} )
		);
		const kiosk = createApi(
			{
				...settings,
				preloadedApiRequests: {
					'/wc/store/v1/cart': { body: cart, headers: {} },
				},
			},
			core,
			fetchImpl
		);
		await expect(
			kiosk.fetch( { path: '/wc/store/v1/cart' } )
		).resolves.toEqual( cart );
		expect( seen ).toHaveLength( 0 );
		await expect(
			kiosk.fetch( { path: '/wc/store/v1/cart' } )
		).resolves.toEqual( { items_count: 2 } );
		expect( seen ).toHaveLength( 1 );
	} );
} );
