/**
 * The shop service shared by the routes: catalogue, carts, sessions, the
 * shop options, and cart responses and errors with the Store API headers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cart } from '../../src/types/store-api';
import type { HostContext } from '../host-module';
import { restError } from '../wp/rest';
import { createCatalogue, type Catalogue } from './products';
import { createCartStore, type CartStore } from './carts';
import { createSessions, type Sessions, type StoreSession } from './session';
import { cartHash, type CartDoc } from './cart-doc';
import { computeCart, type ComputedCart } from './cart-calc';
import { SHOP_DEFAULTS } from './config';

declare module 'fastify' {
	interface FastifyRequest {
		storeSession: StoreSession | null;
		storeHash: string | null;
	}
}

export type ShopOptions = typeof SHOP_DEFAULTS;

export interface Shop {
	context: HostContext;
	catalogue: Catalogue;
	carts: CartStore;
	sessions: Sessions;
	options: () => ShopOptions;
	session: ( request: FastifyRequest ) => StoreSession;
	load: ( request: FastifyRequest ) => CartDoc;
	save: ( request: FastifyRequest, doc: CartDoc ) => void;
	compute: ( request: FastifyRequest, doc: CartDoc ) => ComputedCart;
	sendCart: (
		request: FastifyRequest,
		reply: FastifyReply,
		doc: CartDoc,
		status?: number
	) => FastifyReply;
	/** Call after stock changed (cached carts show stock). */
	stockChanged: () => void;
	/** A Store API error; `withCart` adds the current cart as `data.cart`. */
	fail: (
		request: FastifyRequest,
		reply: FastifyReply,
		status: number,
		code: string,
		message: string,
		data?: Record< string, unknown >,
		withCart?: boolean
	) => FastifyReply;
}

/** Creates the shop service. */
export function createShop( context: HostContext ): Shop {
	const catalogue = createCatalogue( context.db );
	const carts = createCartStore( context.db, context.now );
	const sessions = createSessions( context );
	// Rendered carts by session: the same document, stock and options give the same JSON.
	const rendered = new Map< string, { signature: string; json: string } >();
	let stockVersion = 0;
	const CACHE_LIMIT = 2000;

	const shop: Shop = {
		context,
		catalogue,
		carts,
		sessions,
		options: () => ( {
			...SHOP_DEFAULTS,
			...context.options.get< Partial< ShopOptions > >(
				'kiosk_shop_options',
				{}
			),
		} ),
		session( request ) {
			if ( ! request.storeSession ) {
				request.storeSession = sessions.resolve( request );
			}
			return request.storeSession;
		},
		load( request ) {
			const doc = carts.load( shop.session( request ).cartKey );
			request.storeHash = cartHash( doc );
			return doc;
		},
		save( request, doc ) {
			const session = shop.session( request );
			carts.save( session.cartKey, doc );
			request.storeHash = cartHash( doc );
		},
		compute( request, doc ): ComputedCart {
			const session = shop.session( request );
			return computeCart( doc, catalogue, {
				includeTax: shop.options().displayCartPricesIncludingTax,
				userId: session.userId,
				now: context.now(),
			} );
		},
		sendCart( request, reply, doc, status = 200 ) {
			const session = shop.session( request );
			const options = shop.options();
			const signature = `${ stockVersion }|${ session.userId }|${ JSON.stringify( options ) }|${ Math.floor( context.now() / 3600000 ) }|${ JSON.stringify( doc ) }`;
			let entry = rendered.get( session.cartKey );
			if ( ! entry || entry.signature !== signature ) {
				const body: Cart = shop.compute( request, doc ).cart;
				entry = { signature, json: JSON.stringify( body ) };
				rendered.delete( session.cartKey );
				rendered.set( session.cartKey, entry );
				if ( rendered.size > CACHE_LIMIT ) {
					rendered.delete( rendered.keys().next().value as string );
				}
			}
			return reply
				.code( status )
				.type( 'application/json; charset=UTF-8' )
				.send( entry.json );
		},
		stockChanged() {
			stockVersion++;
		},
		fail(
			request,
			reply,
			status,
			code,
			message,
			data = {},
			withCart = true
		) {
			const extra = withCart
				? {
						...data,
						cart: shop.compute( request, shop.load( request ) )
							.cart,
					}
				: data;
			return restError( reply, status, code, message, extra );
		},
	};
	return shop;
}
