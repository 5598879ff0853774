/**
 * WordPress-style options: a key/value table of JSON values.
 */
import type { Database } from 'better-sqlite3';

export interface Options {
	get: < T >( name: string, fallback: T ) => T;
	set: ( name: string, value: unknown ) => void;
}

/** Creates the options table. */
export function migrateOptions( db: Database ): void {
	db.exec(
		'CREATE TABLE IF NOT EXISTS options (name TEXT PRIMARY KEY, value TEXT NOT NULL)'
	);
}

/** Options backed by the `options` table. */
export function createOptions( db: Database ): Options {
	const read = db.prepare( 'SELECT value FROM options WHERE name = ?' );
	const write = db.prepare(
		'INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value'
	);
	return {
		get< T >( name: string, fallback: T ): T {
			const row = read.get( name ) as { value: string } | undefined;
			return row ? ( JSON.parse( row.value ) as T ) : fallback;
		},
		set( name, value ) {
			write.run( name, JSON.stringify( value ) );
		},
	};
}
