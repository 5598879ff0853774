/**
 * Store API sessions: which cart a request works on, its nonce, and the
 * Cart-Token (a signed JWT holding the cart's session key, as WooCommerce's).
 *
 * Guests are identified by an HttpOnly session cookie or a Cart-Token; a
 * logged-in customer's cart belongs to the account.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HostContext } from '../host-module';

export const SESSION_COOKIE = 'wp_woocommerce_session_kiosk';
export const NONCE_ACTION = 'wc_store_api';
const TOKEN_DAYS = 2;

export interface StoreSession {
	/** `g:{sid}` for guests, `u:{id}` for customers. */
	cartKey: string;
	userId: number;
	/** Salt of the session's nonces. */
	nonceToken: string;
	/** A guest session id that still has to be sent as a cookie. */
	newGuestId: string;
	/** The guest session id in the request's cookie (for merging on login). */
	cookieGuestId: string;
	/** Whether the request carried a valid Cart-Token. */
	viaCartToken: boolean;
}

const b64 = ( value: string | Buffer ) =>
	Buffer.from( value ).toString( 'base64url' );

/** Session helpers bound to a secret. */
export function createSessions( context: HostContext ) {
	let secret = context.options.get< string >( 'kiosk_store_api_secret', '' );
	if ( ! secret ) {
		secret = randomBytes( 32 ).toString( 'hex' );
		context.options.set( 'kiosk_store_api_secret', secret );
	}
	const sign = ( value: string ) =>
		createHmac( 'sha256', secret ).update( value ).digest( 'base64url' );
	const same = ( a: string, b: string ) =>
		a.length === b.length &&
		timingSafeEqual( Buffer.from( a ), Buffer.from( b ) );

	function cartToken( cartKey: string ): string {
		const head = b64( JSON.stringify( { alg: 'HS256', typ: 'JWT' } ) );
		const body = b64(
			JSON.stringify( {
				user_id: cartKey,
				exp: Math.floor( context.now() / 1000 ) + TOKEN_DAYS * 86400,
				iss: 'store-api',
			} )
		);
		return `${ head }.${ body }.${ sign( `${ head }.${ body }` ) }`;
	}

	function readCartToken( token: unknown ): string | null {
		if ( typeof token !== 'string' || token.length > 512 ) {
			return null;
		}
		const parts = token.split( '.' );
		if (
			parts.length !== 3 ||
			! same( sign( `${ parts[ 0 ] }.${ parts[ 1 ] }` ), parts[ 2 ] )
		) {
			return null;
		}
		try {
			const payload = JSON.parse(
				Buffer.from( parts[ 1 ], 'base64url' ).toString()
			) as { user_id?: unknown; exp?: unknown };
			if (
				typeof payload.user_id !== 'string' ||
				typeof payload.exp !== 'number' ||
				payload.exp * 1000 < context.now()
			) {
				return null;
			}
			return /^(g:[a-f0-9]{32}|u:\d+)$/.test( payload.user_id )
				? payload.user_id
				: null;
		} catch {
			return null;
		}
	}

	function readCookie( value: string | undefined ): string {
		if ( ! value ) {
			return '';
		}
		const [ sid, signature ] = value.split( '||' );
		return sid &&
			signature &&
			/^[a-f0-9]{32}$/.test( sid ) &&
			same( sign( sid ), signature )
			? sid
			: '';
	}

	/** Resolves the session of a request. */
	function resolve( request: FastifyRequest ): StoreSession {
		const user = context.currentUser( request );
		const cookieGuestId = readCookie( request.cookies[ SESSION_COOKIE ] );
		const fromToken = readCartToken( request.headers[ 'cart-token' ] );
		if ( fromToken ) {
			const tokenUser = fromToken.startsWith( 'u:' )
				? Number( fromToken.slice( 2 ) )
				: 0;
			return {
				cartKey: fromToken,
				userId: tokenUser,
				nonceToken: tokenUser
					? ( user?.token ?? '' )
					: fromToken.slice( 2 ),
				newGuestId: '',
				cookieGuestId,
				viaCartToken: true,
			};
		}
		if ( user ) {
			return {
				cartKey: `u:${ user.id }`,
				userId: user.id,
				nonceToken: user.token,
				newGuestId: '',
				cookieGuestId,
				viaCartToken: false,
			};
		}
		const sid = cookieGuestId || randomBytes( 16 ).toString( 'hex' );
		return {
			cartKey: `g:${ sid }`,
			userId: 0,
			nonceToken: sid,
			newGuestId: cookieGuestId ? '' : sid,
			cookieGuestId,
			viaCartToken: false,
		};
	}

	/** Checks the Nonce header of a write; returns the error to send, if any. */
	function checkNonce(
		request: FastifyRequest,
		session: StoreSession
	): { status: number; code: string; message: string } | null {
		if ( session.viaCartToken ) {
			return null;
		}
		const nonce =
			request.headers.nonce ?? request.headers[ 'x-wc-store-api-nonce' ];
		if ( typeof nonce !== 'string' || nonce === '' ) {
			return {
				status: 401,
				code: 'woocommerce_rest_missing_nonce',
				message:
					'Fehlender Nonce-Header. Diese Schnittstelle erfordert einen gültigen Nonce.',
			};
		}
		if (
			! context.nonces.verify(
				nonce,
				NONCE_ACTION,
				session.userId,
				session.nonceToken
			)
		) {
			return {
				status: 403,
				code: 'woocommerce_rest_invalid_nonce',
				message: 'Der übermittelte Nonce ist ungültig oder abgelaufen.',
			};
		}
		return null;
	}

	/** Writes the Store API headers (and the guest cookie) onto a reply. */
	function writeHeaders(
		reply: FastifyReply,
		session: StoreSession,
		hash: string
	): void {
		reply.header(
			'Nonce',
			context.nonces.create(
				NONCE_ACTION,
				session.userId,
				session.nonceToken
			)
		);
		reply.header(
			'Nonce-Timestamp',
			String( Math.floor( context.now() / 1000 ) )
		);
		reply.header( 'User-ID', String( session.userId ) );
		reply.header( 'Cart-Token', cartToken( session.cartKey ) );
		reply.header( 'Cart-Hash', hash );
		if ( session.newGuestId ) {
			reply.setCookie(
				SESSION_COOKIE,
				`${ session.newGuestId }||${ sign( session.newGuestId ) }`,
				{
					path: '/',
					httpOnly: true,
					sameSite: 'lax',
					expires: new Date(
						context.now() + TOKEN_DAYS * 86400 * 1000
					),
				}
			);
		}
	}

	const cookieValue = ( sid: string ) => `${ sid }||${ sign( sid ) }`;
	return {
		resolve,
		checkNonce,
		writeHeaders,
		cartToken,
		readCartToken,
		cookieValue,
	};
}

export type Sessions = ReturnType< typeof createSessions >;
