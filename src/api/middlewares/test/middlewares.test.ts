/**
 * @jest-environment node
 */
import { createRootUrlMiddleware, joinRoot } from '../root-url';
import { createWpNonceMiddleware } from '../wp-nonce';
import { createStoreApiMiddleware } from '../store-api';
import { normalizeErrorsMiddleware } from '../normalize-errors';
import { createNonceRefreshMiddleware } from '../nonce-refresh';
import { fetchAllMiddleware } from '../fetch-all';
import { mediaRetryMiddleware, MAX_POST_PROCESS_RETRIES } from '../media-retry';
import { createNonceState } from '../../nonce-state';
import { createStoreApiSession } from '../../store-api-session';
import type { APIFetchOptions } from '../../types';

const json = (
	body: unknown,
	status = 200,
	headers: Record< string, string > = {}
) =>
	new Response( JSON.stringify( body ), {
		status,
		headers: { 'Content-Type': 'application/json', ...headers },
	} );

describe( 'root URL', () => {
	it( 'resolves a path against the REST root', async () => {
		const next = jest.fn( async ( o: APIFetchOptions ) => o );
		await createRootUrlMiddleware( 'https://example.test/wp-json/' )(
			{ path: '/wc/store/v1/cart' },
			next
		);
		expect( next.mock.calls[ 0 ][ 0 ].url ).toBe(
			'https://example.test/wp-json/wc/store/v1/cart'
		);
	} );
	it( 'supports plain permalinks (?rest_route=)', () => {
		expect(
			joinRoot( 'https://e.test/?rest_route=/', 'wp/v2/posts?per_page=2' )
		).toBe( 'https://e.test/?rest_route=/wp/v2/posts&per_page=2' );
	} );
	it( 'leaves a full URL alone', async () => {
		const next = jest.fn( async ( o: APIFetchOptions ) => o );
		await createRootUrlMiddleware( '/wp-json/' )( { url: '/x' }, next );
		expect( next.mock.calls[ 0 ][ 0 ] ).toEqual( { url: '/x' } );
	} );
} );

describe( 'WP nonce', () => {
	const state = createNonceState( 'abc1234567' );
	const mw = createWpNonceMiddleware( state, '/wp-json/' );
	it( 'sends X-WP-Nonce on WordPress routes', async () => {
		const next = jest.fn( async ( o: APIFetchOptions ) => o );
		await mw( { url: '/wp-json/wp/v2/users/me' }, next );
		expect(
			( next.mock.calls[ 0 ][ 0 ].headers as Record< string, string > )[
				'X-WP-Nonce'
			]
		).toBe( 'abc1234567' );
	} );
	it( 'sends no nonce to Contact Form 7 or outside the REST root', async () => {
		const next = jest.fn( async ( o: APIFetchOptions ) => o );
		await mw(
			{ url: '/wp-json/contact-form-7/v1/contact-forms/1/feedback' },
			next
		);
		await mw( { url: '/wp-admin/admin-ajax.php?action=rest-nonce' }, next );
		next.mock.calls.forEach( ( [ o ] ) =>
			expect( o.headers ).toBeUndefined()
		);
	} );
	it( 'uses the nonce current at request time', async () => {
		const next = jest.fn( async ( o: APIFetchOptions ) => o );
		state.nonce = 'fff0000000';
		await mw( { url: '/wp-json/wp/v2/users/me' }, next );
		expect(
			( next.mock.calls[ 0 ][ 0 ].headers as Record< string, string > )[
				'X-WP-Nonce'
			]
		).toBe( 'fff0000000' );
	} );
} );

describe( 'Store API tokens', () => {
	it( 'sends the Nonce, also in batch sub-requests, and never a Cart-Token (the cookie session is the cart)', async () => {
		const session = createStoreApiSession( {
			nonce: 'n1',
			cartToken: 't1',
		} );
		const next = jest.fn( async () => json( {} ) );
		await createStoreApiMiddleware( session )(
			{
				url: '/wp-json/wc/store/v1/batch',
				method: 'POST',
				data: { requests: [ { path: '/wc/store/v1/cart/add-item' } ] },
			},
			next
		);
		const sent = (
			next.mock.calls[ 0 ] as unknown as [ APIFetchOptions ]
		 )[ 0 ];
		expect( sent.headers ).toEqual( { Nonce: 'n1' } );
		expect(
			( sent.data as { requests: Array< { headers: object } > } )
				.requests[ 0 ].headers
		).toEqual( { Nonce: 'n1' } );
	} );
	it( 'reads the token headers from responses, errors included', async () => {
		const session = createStoreApiSession();
		const next = async () =>
			json( { code: 'x', message: 'y' }, 400, {
				Nonce: 'n2',
				'Nonce-Timestamp': '100',
				'Cart-Token': 't2',
				'Cart-Hash': 'h2',
				'User-ID': '7',
			} );
		await createStoreApiMiddleware( session )(
			{ url: '/wp-json/wc/store/v1/cart' },
			next
		);
		expect( session.get() ).toEqual( {
			nonce: 'n2',
			nonceTimestamp: 100,
			cartToken: 't2',
			cartHash: 'h2',
			userId: 7,
		} );
	} );
	it( 'never lets an older nonce overwrite a newer one', async () => {
		const session = createStoreApiSession( {
			nonce: 'new',
			nonceTimestamp: 200,
		} );
		const next = async () =>
			json( {}, 200, { Nonce: 'old', 'Nonce-Timestamp': '150' } );
		await createStoreApiMiddleware( session )(
			{ url: '/wp-json/wc/store/v1/cart' },
			next
		);
		expect( session.get().nonce ).toBe( 'new' );
	} );
	it( 'ignores requests to other routes', async () => {
		const session = createStoreApiSession( { nonce: 'n1' } );
		const next = jest.fn( async ( o: APIFetchOptions ) => o );
		await createStoreApiMiddleware( session )(
			{ url: '/wp-json/wp/v2/posts' },
			next
		);
		expect( next.mock.calls[ 0 ][ 0 ].headers ).toBeUndefined();
	} );
} );

describe( 'error normalisation', () => {
	const call = ( response: Response | Promise< never >, parse?: boolean ) =>
		normalizeErrorsMiddleware( { url: '/x', parse }, async () => response );
	it( 'treats 204 as an empty result', async () => {
		await expect(
			call( new Response( null, { status: 204 } ) )
		).resolves.toBeNull();
	} );
	it( 'gives invalid_json for a non-JSON answer', async () => {
		await expect(
			call( new Response( '<html>', { status: 200 } ) )
		).rejects.toMatchObject( { code: 'invalid_json' } );
	} );
	it( 'keeps a WordPress error body as it is', async () => {
		await expect(
			call(
				json(
					{
						code: 'rest_forbidden',
						message: 'Nope',
						data: { status: 403 },
					},
					403
				)
			)
		).rejects.toMatchObject( { code: 'rest_forbidden', message: 'Nope' } );
	} );
	it( 'gives unknown_error for an error without a code', async () => {
		await expect(
			call( json( { oops: true }, 500 ) )
		).rejects.toMatchObject( {
			code: 'unknown_error',
			data: { status: 500 },
		} );
	} );
	it( 'passes the raw response through when parse is false', async () => {
		const response = json( { a: 1 } );
		await expect( call( response, false ) ).resolves.toBe( response );
	} );
} );

describe( 'nonce refresh', () => {
	const invalid = () =>
		json(
			{
				code: 'rest_cookie_invalid_nonce',
				message: 'Cookie check failed',
				data: { status: 403 },
			},
			403
		);
	it( 'fetches a fresh nonce and retries once', async () => {
		const state = createNonceState( 'old0000000' );
		const seen: string[] = [];
		const next = jest.fn( async ( o: APIFetchOptions ) => {
			seen.push( `${ o.url }|${ state.nonce }` );
			if ( o.url?.includes( 'rest-nonce' ) ) {
				return new Response( 'abcdef1234' );
			}
			return state.nonce === 'abcdef1234' ? json( { id: 1 } ) : invalid();
		} );
		const response = await createNonceRefreshMiddleware(
			state,
			'/ajax?action=rest-nonce'
		)( { url: '/wp-json/wp/v2/users/me' }, next );
		expect( ( response as Response ).status ).toBe( 200 );
		expect( seen ).toEqual( [
			'/wp-json/wp/v2/users/me|old0000000',
			'/ajax?action=rest-nonce|old0000000',
			'/wp-json/wp/v2/users/me|abcdef1234',
		] );
	} );
	it( 'shares one refresh between requests refused together, and a later refusal of the old nonce just retries', async () => {
		const state = createNonceState( 'old0000000' );
		const seen: string[] = [];
		let release = () => {};
		const refreshed = new Promise< void >( ( r ) => ( release = r ) );
		const next = jest.fn( async ( o: APIFetchOptions ) => {
			seen.push( `${ o.url }|${ state.nonce }` );
			if ( o.url?.includes( 'rest-nonce' ) ) {
				await refreshed;
				return new Response( 'abcdef1234' );
			}
			return state.nonce === 'abcdef1234' ? json( { id: 1 } ) : invalid();
		} );
		const middleware = createNonceRefreshMiddleware(
			state,
			'/ajax?action=rest-nonce'
		);
		const both = Promise.all( [
			middleware( { url: '/wp-json/wp/v2/users/me' }, next ),
			middleware( { url: '/wp-json/wc/store/v1/cart' }, next ),
		] );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		release();
		const answers = ( await both ) as Response[];
		expect( answers.map( ( r ) => r.status ) ).toEqual( [ 200, 200 ] );
		expect(
			seen.filter( ( line ) => line.includes( 'rest-nonce' ) )
		).toHaveLength( 1 );

		// A request sent with the old nonce that is refused after the refresh.
		let calls = 0;
		const late = jest.fn( async ( o: APIFetchOptions ) => {
			seen.push( `late ${ o.url }` );
			calls++;
			return calls === 1 ? invalid() : json( { id: 2 } );
		} );
		state.nonce = 'old0000000';
		const pending = middleware( { url: '/wp-json/x' }, late );
		state.nonce = 'abcdef1234';
		await expect( pending ).resolves.toMatchObject( { status: 200 } );
		expect( late ).toHaveBeenCalledTimes( 2 );
		expect( seen.slice( -2 ) ).toEqual( [
			'late /wp-json/x',
			'late /wp-json/x',
		] );
	} );
	it( 'never loops: a second refusal ends the request', async () => {
		const state = createNonceState( 'old0000000' );
		const next = jest.fn( async ( o: APIFetchOptions ) =>
			o.url?.includes( 'rest-nonce' )
				? new Response( 'abcdef1234' )
				: invalid()
		);
		await expect(
			createNonceRefreshMiddleware( state, '/ajax?action=rest-nonce' )(
				{ url: '/wp-json/x' },
				next
			)
		).rejects.toMatchObject( {
			code: 'kiosk_nonce_refresh_failed',
			data: { original_code: 'rest_cookie_invalid_nonce' },
		} );
		expect( next ).toHaveBeenCalledTimes( 3 );
	} );
	it( 'gives up when the refresh endpoint answers no nonce (logged out)', async () => {
		const state = createNonceState( 'old0000000' );
		const next = jest.fn( async ( o: APIFetchOptions ) =>
			o.url?.includes( 'rest-nonce' )
				? new Response( '0', { status: 400 } )
				: invalid()
		);
		await expect(
			createNonceRefreshMiddleware( state, '/ajax?action=rest-nonce' )(
				{ url: '/wp-json/x' },
				next
			)
		).rejects.toMatchObject( { code: 'kiosk_nonce_refresh_failed' } );
		expect( next ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'fetch all', () => {
	it( 'follows pages of 100 for per_page=-1', async () => {
		const urls: string[] = [];
		const next = jest.fn( async ( o: APIFetchOptions ) => {
			urls.push( o.url || '' );
			const page = Number(
				new URL( o.url || '', 'http://x' ).searchParams.get( 'page' )
			);
			return json(
				[ page ],
				200,
				page < 3 ? { Link: '<http://x/next>; rel="next"' } : {}
			);
		} );
		const result = await fetchAllMiddleware(
			{ url: '/wp-json/wp/v2/posts?per_page=-1', parse: true },
			next
		);
		expect( result ).toEqual( [ 1, 2, 3 ] );
		expect( urls[ 0 ] ).toBe( '/wp-json/wp/v2/posts?per_page=100&page=1' );
		expect( urls ).toHaveLength( 3 );
	} );
	it( 'leaves bounded requests alone', async () => {
		const next = jest.fn( async ( o: APIFetchOptions ) => o );
		await fetchAllMiddleware( { url: '/x?per_page=10' }, next );
		expect( next ).toHaveBeenCalledWith( { url: '/x?per_page=10' } );
	} );
} );

describe( 'media post-process retry', () => {
	it( 'retries post-processing up to 5 times, then deletes and reports post_process', async () => {
		const calls: string[] = [];
		const next = jest.fn( async ( o: APIFetchOptions ) => {
			calls.push( `${ o.method } ${ o.path || o.url }` );
			if ( o.url === '/wp-json/wp/v2/media' ) {
				return new Response( '', {
					status: 500,
					headers: { 'X-WP-Upload-Attachment-Id': '42' },
				} );
			}
			return new Response( '', { status: 500 } );
		} );
		await expect(
			mediaRetryMiddleware(
				{ url: '/wp-json/wp/v2/media', method: 'POST' },
				next
			)
		).rejects.toMatchObject( { code: 'post_process' } );
		expect(
			calls.filter( ( c ) => c.includes( 'post-process' ) )
		).toHaveLength( MAX_POST_PROCESS_RETRIES );
		expect( calls[ calls.length - 1 ] ).toBe(
			'DELETE /wp/v2/media/42?force=true'
		);
	} );
	it( 'returns the processed attachment when a retry succeeds', async () => {
		let attempts = 0;
		const next = jest.fn( async ( o: APIFetchOptions ) => {
			if ( o.url === '/wp-json/wp/v2/media' ) {
				return new Response( '', {
					status: 502,
					headers: { 'X-WP-Upload-Attachment-Id': '9' },
				} );
			}
			attempts++;
			return attempts < 3
				? new Response( '', { status: 500 } )
				: json( { id: 9 } );
		} );
		const response = await mediaRetryMiddleware(
			{ url: '/wp-json/wp/v2/media', method: 'POST' },
			next
		);
		expect( attempts ).toBe( 3 );
		expect( await ( response as Response ).json() ).toEqual( { id: 9 } );
	} );
} );
