/**
 * Cart persistence: one JSON document per session key.
 */
import type { Database } from 'better-sqlite3';
import { emptyCart, type CartDoc } from './cart-doc';

export interface CartStore {
	load: ( cartKey: string ) => CartDoc;
	save: ( cartKey: string, doc: CartDoc ) => void;
	remove: ( cartKey: string ) => void;
	exists: ( cartKey: string ) => boolean;
}

/** Cart storage on SQLite. */
export function createCartStore( db: Database, now: () => number ): CartStore {
	const read = db.prepare( 'SELECT data FROM shop_carts WHERE cart_key = ?' );
	const write = db.prepare(
		'INSERT INTO shop_carts (cart_key, data, updated_at) VALUES (?, ?, ?) ON CONFLICT(cart_key) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at'
	);
	const drop = db.prepare( 'DELETE FROM shop_carts WHERE cart_key = ?' );
	return {
		load( cartKey ) {
			const row = read.get( cartKey ) as { data: string } | undefined;
			return row
				? { ...emptyCart(), ...( JSON.parse( row.data ) as CartDoc ) }
				: emptyCart();
		},
		save( cartKey, doc ) {
			write.run( cartKey, JSON.stringify( doc ), now() );
		},
		remove( cartKey ) {
			drop.run( cartKey );
		},
		exists: ( cartKey ) => !! read.get( cartKey ),
	};
}
