/**
 * The shop's tables: products (with stock), carts (one JSON document per
 * session or account), orders (drafts included) and payment tokens.
 */
import type { Database } from 'better-sqlite3';

/** Creates the shop's tables. */
export function migrateShop( db: Database ): void {
	db.exec( `
		CREATE TABLE IF NOT EXISTS shop_products (
			id INTEGER PRIMARY KEY,
			parent INTEGER NOT NULL DEFAULT 0,
			slug TEXT NOT NULL,
			type TEXT NOT NULL,
			data TEXT NOT NULL,
			stock INTEGER
		);
		CREATE INDEX IF NOT EXISTS shop_products_slug ON shop_products (slug);
		CREATE TABLE IF NOT EXISTS shop_carts (
			cart_key TEXT PRIMARY KEY,
			data TEXT NOT NULL,
			updated_at INTEGER NOT NULL
		);
		CREATE TABLE IF NOT EXISTS shop_orders (
			id INTEGER PRIMARY KEY AUTOINCREMENT,
			order_key TEXT NOT NULL UNIQUE,
			cart_key TEXT NOT NULL,
			status TEXT NOT NULL,
			customer_id INTEGER NOT NULL DEFAULT 0,
			data TEXT NOT NULL,
			created_at INTEGER NOT NULL,
			updated_at INTEGER NOT NULL
		);
		CREATE INDEX IF NOT EXISTS shop_orders_draft ON shop_orders (cart_key, status);
		CREATE TABLE IF NOT EXISTS shop_payment_tokens (
			id INTEGER PRIMARY KEY AUTOINCREMENT,
			user_id INTEGER NOT NULL,
			gateway TEXT NOT NULL,
			type TEXT NOT NULL,
			brand TEXT NOT NULL,
			last4 TEXT NOT NULL,
			expiry TEXT NOT NULL,
			is_default INTEGER NOT NULL DEFAULT 0
		);
	` );
}
