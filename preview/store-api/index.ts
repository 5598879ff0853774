/**
 * The shop backend of the preview host: WooCommerce's Store API
 * (`/wp-json/wc/store/v1`) on SQLite.
 */
import type { FastifyInstance } from 'fastify';
import type { HostModule } from '../host-module';
import { restError } from '../wp/rest';
import { AUTH_COOKIE } from '../wp/users';
import { migrateShop } from './schema';
import { seedCatalogue } from './catalogue';
import { seedTokens, createTokens, registerTokenRoute } from './payment-tokens';
import { createShop, type Shop } from './shop';
import { cartHash } from './cart-doc';
import { SESSION_COOKIE } from './session';
import { registerCartRoutes } from './cart-routes';
import { registerCheckoutRoutes } from './checkout-routes';
import { registerProductRoutes } from './product-routes';
import { registerBatchRoute } from './batch';
import { shopSettings } from './settings';

export { getOrderForReceipt, receiptUrl } from './orders';
export type { Order, OrderData, OrderItem } from './orders';
export { formatPrice } from './money';

export const STORE_API_PREFIX = '/wp-json/wc/store/v1';

/** Merges a guest's cart into the account's on the first request after login. */
function mergeGuestCart(
	shop: Shop,
	cartKey: string,
	guestId: string
): boolean {
	const guestKey = `g:${ guestId }`;
	if ( ! shop.carts.exists( guestKey ) ) {
		return false;
	}
	const guest = shop.carts.load( guestKey );
	if ( guest.items.length ) {
		const account = shop.carts.load( cartKey );
		for ( const item of guest.items ) {
			if ( ! account.items.some( ( entry ) => entry.key === item.key ) ) {
				account.items.push( item );
			}
		}
		account.coupons = [
			...new Set( [ ...account.coupons, ...guest.coupons ] ),
		];
		shop.carts.save( cartKey, account );
	}
	shop.carts.remove( guestKey );
	return true;
}

async function storeApi( app: FastifyInstance, shop: Shop ) {
	app.decorateRequest( 'storeSession', null );
	app.decorateRequest( 'storeHash', null );

	app.addHook( 'onRequest', async ( request, reply ) => {
		const session = shop.session( request );
		if (
			session.userId &&
			! session.viaCartToken &&
			session.cookieGuestId
		) {
			mergeGuestCart( shop, session.cartKey, session.cookieGuestId );
			reply.clearCookie( SESSION_COOKIE, { path: '/' } );
		}
	} );

	app.addHook( 'preHandler', async ( request, reply ) => {
		if (
			request.method === 'GET' ||
			request.method === 'HEAD' ||
			request.method === 'OPTIONS' ||
			request.routeOptions.url === `${ STORE_API_PREFIX }/batch`
		) {
			return;
		}
		const problem = shop.sessions.checkNonce(
			request,
			shop.session( request )
		);
		if ( problem ) {
			return restError(
				reply,
				problem.status,
				problem.code,
				problem.message
			);
		}
	} );

	app.addHook( 'onSend', async ( request, reply, payload ) => {
		const session = shop.session( request );
		const hash =
			request.storeHash ?? cartHash( shop.carts.load( session.cartKey ) );
		shop.sessions.writeHeaders( reply, session, hash );
		if ( request.newAuthCookie ) {
			reply.setCookie( AUTH_COOKIE, request.newAuthCookie.token, {
				path: '/',
				httpOnly: true,
				sameSite: 'lax',
				expires: new Date( request.newAuthCookie.expires ),
			} );
			reply.clearCookie( SESSION_COOKIE, { path: '/' } );
		}
		return payload;
	} );

	app.setErrorHandler(
		(
			error: { statusCode?: number; code?: string; message: string },
			request,
			reply
		) => {
			const status =
				error.statusCode &&
				error.statusCode >= 400 &&
				error.statusCode < 500
					? error.statusCode
					: 500;
			if (
				error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
				error instanceof SyntaxError
			) {
				return restError(
					reply,
					400,
					'rest_invalid_json',
					'Ungültiger JSON-Body übermittelt.'
				);
			}
			if ( status === 500 ) {
				request.log.error( error );
				return restError(
					reply,
					500,
					'internal_server_error',
					'Es gab einen kritischen Fehler auf dieser Website.'
				);
			}
			return restError(
				reply,
				status,
				status === 415
					? 'rest_unsupported_media_type'
					: 'rest_invalid_request',
				error.message
			);
		}
	);

	registerProductRoutes( app, shop );
	registerCartRoutes( app, shop );
	registerCheckoutRoutes( app, shop );
	registerBatchRoute( app, STORE_API_PREFIX, shop );
}

const storeApiModule: HostModule = {
	name: 'store-api',
	migrate: migrateShop,
	seed( db ) {
		seedCatalogue( db );
		seedTokens( db );
	},
	async register( app, context ) {
		const shop = createShop( context );
		context.addSettings( () => ( { ...shopSettings( shop.options() ) } ) );
		registerTokenRoute( app, context, createTokens( context.db ) );
		await app.register( async ( instance ) => storeApi( instance, shop ), {
			prefix: STORE_API_PREFIX,
		} );
	},
};

export default storeApiModule;
