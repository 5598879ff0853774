/**
 * Once per e2e run: assembles the real stack (Debian's PHP, MariaDB and
 * Chromium, the four releases, Kiosk from its zips, the template site) and
 * starts this run's own MariaDB in a scratch folder (in memory where the
 * machine allows, scripts/stack/scratch.cjs). Each test file then gets
 * its own site from the template (host.ts). `npm test` assembles the stack
 * before the suite (scripts/stack/e2e-stack.cjs) and says so with
 * KIOSK_E2E_STACK_READY=1; the template is still checked here.
 */

const { mkdirSync } = require( 'node:fs' );
const { join } = require( 'node:path' );
const {
	assembleStack,
	startRunDatabase,
} = require( '../../../scripts/stack/e2e-stack.cjs' );

module.exports = async () => {
	const started = Date.now();
	if ( process.env.KIOSK_E2E_STACK_READY !== '1' ) {
		await assembleStack();
	}
	const run = await startRunDatabase();
	process.env.KIOSK_E2E_DB_SOCKET = run.mariadb.socket;
	// The tests' `php cli.php` runs share compiled scripts (site.cjs, wpCli()).
	const opcache = join( run.dir, 'cli-opcache' );
	mkdirSync( opcache );
	process.env.KIOSK_CLI_OPCACHE_DIR = opcache;
	// Compressed sizes of the bytes the measuring tests saw (support/measure.ts, sizes()).
	const sizes = join( run.dir, 'sizes' );
	mkdirSync( sizes );
	process.env.KIOSK_E2E_SIZES_DIR = sizes;
	globalThis.__kioskE2e = run;
	process.stderr.write(
		`\ne2e: real stack ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s\n`
	);
};
