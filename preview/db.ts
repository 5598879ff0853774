/**
 * Opens the SQLite database under the data folder.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Opens (and creates) `{dataDir}/kiosk.sqlite` in WAL mode. */
export function openDatabase( dataDir: string ): Database.Database {
	mkdirSync( dataDir, { recursive: true } );
	const db = new Database( join( dataDir, 'kiosk.sqlite' ) );
	db.pragma( 'journal_mode = WAL' );
	// synchronous=NORMAL is SQLite's advice for WAL: commits survive a process
	// crash or restart; only an OS crash may lose the last ones. FULL fsyncs
	// every cart write, which puts the Store API's p99 in the milliseconds.
	db.pragma( 'synchronous = NORMAL' );
	db.pragma( 'foreign_keys = ON' );
	db.pragma( 'busy_timeout = 5000' );
	return db;
}
