/**
 * @jest-environment node
 */
import { createApi, type ApiFetchLike } from '../create-api';
import type { APIFetchMiddleware, APIFetchOptions } from '../types';

/** A minimal stand-in for @wordpress/api-fetch's middleware chain. */
function fakeApiFetch() {
	const middlewares: APIFetchMiddleware[] = [];
	let handler: ( o: APIFetchOptions ) => Promise< unknown > = async () =>
		null;
	const api = ( ( options: APIFetchOptions ) => {
		const chain = middlewares.reduceRight<
			( o: APIFetchOptions ) => Promise< unknown >
		>(
			( next, mw ) => ( o ) => mw( o, next ),
			( o ) => handler( o )
		);
		return chain( options );
	} ) as ApiFetchLike;
	api.use = ( mw ) => middlewares.unshift( mw );
	api.unregister = ( mw ) =>
		middlewares.splice( middlewares.indexOf( mw ), 1 ).length > 0;
	api.setFetchHandler = ( h ) => {
		handler = h;
	};
	return { api, middlewares };
}

describe( 'createApi', () => {
	const settings = {
		restRoot: 'http://site.test/wp-json/',
		ajaxUrl: '/wp-admin/admin-ajax.php',
		nonce: 'stale00000',
		locale: 'de_DE',
		isAdmin: false,
	};

	it( 'recovers from a stale nonce end to end: refresh, then one retry with the new nonce', async () => {
		const { api } = fakeApiFetch();
		const requests: Array< { url: string; nonce?: string } > = [];
		const fetchImpl = jest.fn( async ( url: string, init: RequestInit ) => {
			const nonce = ( init.headers as Record< string, string > )[
				'X-WP-Nonce'
			];
			requests.push( { url, nonce } );
			if ( url.includes( 'rest-nonce' ) ) {
				return new Response( 'c0ffee0001' );
			}
			return nonce === 'c0ffee0001'
				? new Response( JSON.stringify( { id: 2, name: 'Erika' } ), {
						headers: { 'Content-Type': 'application/json' },
					} )
				: new Response(
						JSON.stringify( {
							code: 'rest_cookie_invalid_nonce',
							message: 'Cookie check failed',
							data: { status: 403 },
						} ),
						{ status: 403 }
					);
		} );
		const kiosk = createApi(
			settings,
			api,
			fetchImpl as unknown as typeof fetch
		);
		await expect(
			kiosk.fetch( { path: '/wp/v2/users/me' } )
		).resolves.toEqual( { id: 2, name: 'Erika' } );
		expect( requests.map( ( r ) => r.url ) ).toEqual( [
			'http://site.test/wp-json/wp/v2/users/me',
			'/wp-admin/admin-ajax.php?action=rest-nonce',
			'http://site.test/wp-json/wp/v2/users/me',
		] );
		expect( kiosk.nonce.nonce ).toBe( 'c0ffee0001' );
	} );

	it( "answers the preloaded GET of the cart from the page once, through core's preloading middleware, then asks the server", async () => {
		const { api, middlewares } = fakeApiFetch();
		const { createPreloadingMiddleware } = jest.requireActual(
			'@wordpress/api-fetch'
		).default;
		api.createPreloadingMiddleware = createPreloadingMiddleware;
		const cart = { items_count: 1 };
		const fetchImpl = jest.fn(
			async () =>
				new Response( JSON.stringify( { items_count: 2 } ), {
					headers: { 'Content-Type': 'application/json' },
				} )
		);
		const kiosk = createApi(
			{
				...settings,
				preloadedApiRequests: {
					'/wc/store/v1/cart': { body: cart, headers: {} },
				},
			},
			api,
			fetchImpl as unknown as typeof fetch
		);
		await expect(
			kiosk.fetch( { path: '/wc/store/v1/cart' } )
		).resolves.toEqual( cart );
		expect( fetchImpl ).not.toHaveBeenCalled();
		await expect(
			kiosk.fetch( { path: '/wc/store/v1/cart' } )
		).resolves.toEqual( { items_count: 2 } );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		kiosk.teardown();
		expect( middlewares ).toHaveLength( 0 );
	} );

	it( 'removes its middlewares on teardown', () => {
		const { api, middlewares } = fakeApiFetch();
		createApi( settings, api, jest.fn() ).teardown();
		expect( middlewares ).toHaveLength( 0 );
	} );
} );

describe( "core's nonce middleware", () => {
	it( 'gets the fresh nonce when Kiosk refreshes a stale one', async () => {
		const { createNonceState } = await import( '../nonce-state' );
		const core = { nonce: 'aaaaaaaaaa' };
		const state = createNonceState( 'aaaaaaaaaa', ( fresh ) => {
			core.nonce = fresh;
		} );
		state.nonce = 'bbbbbbbbbb';
		expect( state.nonce ).toBe( 'bbbbbbbbbb' );
		expect( core.nonce ).toBe( 'bbbbbbbbbb' );
	} );
} );
