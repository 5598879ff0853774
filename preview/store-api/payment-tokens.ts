/**
 * Saved payment tokens (WooCommerce's WC_Payment_Token_CC) of customers.
 * They are per visitor, so they are never printed into HTML: logged-in
 * users read them from GET /wp-json/kiosk/v1/saved-payment-methods.
 */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { SavedPaymentMethods } from '../../src/types/store-api';
import type { HostContext } from '../host-module';
import { restError } from '../wp/rest';

interface TokenRow {
	id: number;
	user_id: number;
	gateway: string;
	type: string;
	brand: string;
	last4: string;
	expiry: string;
	is_default: number;
}

/** Seeds the demo customer's Visa ending in 4242. */
export function seedTokens( db: Database ): void {
	const customer = db
		.prepare( 'SELECT id FROM users WHERE login = ?' )
		.get( 'kunde' ) as { id: number } | undefined;
	if ( customer ) {
		db.prepare(
			'INSERT INTO shop_payment_tokens (user_id, gateway, type, brand, last4, expiry, is_default) VALUES (?, ?, ?, ?, ?, ?, 1)'
		).run( customer.id, 'kiosk_card_demo', 'cc', 'Visa', '4242', '12/28' );
	}
}

/** Token access. */
export function createTokens( db: Database ) {
	const byUser = db.prepare(
		'SELECT * FROM shop_payment_tokens WHERE user_id = ? ORDER BY id'
	);
	const byId = db.prepare(
		'SELECT * FROM shop_payment_tokens WHERE id = ? AND user_id = ?'
	);
	return {
		find: ( id: number, userId: number ) =>
			byId.get( id, userId ) as TokenRow | undefined,
		saved( userId: number ): SavedPaymentMethods {
			const result: SavedPaymentMethods = {};
			for ( const row of byUser.all( userId ) as TokenRow[] ) {
				( result[ row.type ] ||= [] ).push( {
					method: {
						gateway: row.gateway,
						brand: row.brand,
						last4: row.last4,
					},
					expires: row.expiry,
					is_default: row.is_default === 1,
					tokenId: row.id,
					display_brand: row.brand.toLowerCase(),
					networks: { preferred: null },
					actions: {},
				} );
			}
			return result;
		},
	};
}

/**
 * The checkout's inline `customerPaymentMethods` (logged-in users only), as
 * the plugin prints WooCommerce's list; the route stays for the host's tests.
 */
export function registerTokenRoute(
	app: FastifyInstance,
	context: HostContext,
	tokens: ReturnType< typeof createTokens >
): void {
	context.addSettings( ( request ) => {
		const user = context.currentUser( request );
		return user && request.url.split( '?' )[ 0 ] === '/kasse/'
			? { customerPaymentMethods: tokens.saved( user.id ) }
			: {};
	} );
	app.get(
		'/wp-json/kiosk/v1/saved-payment-methods',
		async ( request, reply ) => {
			const user = context.currentUser( request );
			if ( ! user ) {
				return restError(
					reply,
					401,
					'rest_not_logged_in',
					'Sie sind zurzeit nicht angemeldet.'
				);
			}
			return reply.send( tokens.saved( user.id ) );
		}
	);
}
