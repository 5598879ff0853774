/**
 * The bench's site on the production-shaped stack (`--production`):
 * scripts/stack/production/ (two nginx + PHP-FPM nodes behind an nginx
 * balancer with the full-page cache, Redis as the object cache) on the
 * bench's MariaDB, a site cloned from the run's template. The same face as
 * `startHost()` where the bench needs one (`url`, `php`, `dispose`), and
 * `warm( url )`: fetches a page without cookies until the balancer keeps it,
 * as a page a live site's readers have asked for once is kept.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire( import.meta.url );
const { connectMariaDb } = require( '../stack/mariadb.cjs' );
const { startProductionStack } = require( '../stack/production/stack.cjs' );
const { wpCli } = require( '../stack/site.cjs' );

/** Starts the stack; resolves to the bench's host. */
export async function startProductionHost() {
	const socket = process.env.KIOSK_E2E_DB_SOCKET;
	if ( ! socket ) {
		throw new Error(
			'KIOSK_E2E_DB_SOCKET is not set: run stackSetup() first'
		);
	}
	const mariadb = connectMariaDb( socket );
	const dir = mkdtempSync( join( tmpdir(), 'kiosk-bench-production-' ) );
	const db = `bench_production_${ process.pid }`;
	const stack = await startProductionStack( {
		dir,
		mariadb,
		db,
		create: true,
	} );
	let counter = 0;
	return {
		url: stack.url,
		php( code ) {
			const file = join( dir, `eval-${ ++counter }.php` );
			writeFileSync( file, `<?php\n${ code }\n` );
			return wpCli( stack.env, file );
		},
		async warm( url ) {
			for ( let i = 0; i < 5; i++ ) {
				const response = await fetch( url );
				await response.arrayBuffer();
				if ( response.headers.get( 'x-cache' ) === 'HIT' ) {
					return 'HIT';
				}
			}
			return 'never kept';
		},
		async dispose() {
			await stack.stop();
			mariadb.query( `DROP DATABASE IF EXISTS ${ db }` );
			rmSync( dir, { recursive: true, force: true } );
		},
	};
}
