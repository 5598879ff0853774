/**
 * The load bench's own production-shaped stack: a scratch MariaDB and a
 * site from the template, as an e2e file gets (scripts/stack/production/).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureArchives } from '../stack/archives.cjs';
import { installKioskFromZips } from '../stack/kiosk.cjs';
import { startMariaDb } from '../stack/mariadb.cjs';
import { ensureRuntime } from '../stack/runtime.cjs';
import { scratchDir } from '../stack/scratch.cjs';
import { wpCli } from '../stack/site.cjs';
import { ensureTemplate } from '../stack/template.cjs';
import { startProductionStack } from '../stack/production/stack.cjs';

/** Starts everything; `php(code)` runs PHP in the site; `stop()` ends it all and removes the data. */
export async function startBenchStack() {
	ensureRuntime( { production: true } );
	await ensureArchives();
	installKioskFromZips( { build: false } );
	// The database in memory where the machine has it; the site beside the
	// template on disk (its uploads are hard links to the template's).
	const dbDir = scratchDir( 'kiosk-bench-load-db-' );
	const dir = mkdtempSync( join( tmpdir(), 'kiosk-bench-load-' ) );
	const mariadb = await startMariaDb( dbDir );
	await ensureTemplate( mariadb );
	const stack = await startProductionStack( {
		dir: join( dir, 'stack' ),
		mariadb,
		db: 'kiosk_bench',
		create: true,
	} );
	let counter = 0;
	return {
		...stack,
		cacheLog: join( dir, 'stack', 'balancer', 'cache.log' ),
		php( code ) {
			const file = join( dir, `eval-${ ++counter }.php` );
			writeFileSync( file, `<?php\n${ code }\n` );
			return wpCli( stack.env, file );
		},
		async stop() {
			await stack.stop();
			await mariadb.stop();
			rmSync( dir, { recursive: true, force: true } );
			rmSync( dbDir, { recursive: true, force: true } );
		},
	};
}
