'use strict';
/**
 * The e2e run's stack: Debian's PHP, MariaDB and Chromium, the releases,
 * Kiosk from its zips and the template site. The e2e suite's global setup
 * (tests/e2e/support/global-setup.cjs) assembles it; `npm test`
 * (scripts/test.mjs) assembles it beforehand, beside the unit tests, so that
 * the template's WordPress install does not wait for them:
 *
 *   node scripts/stack/e2e-stack.cjs    assembles the stack, template included
 *
 * after which a global setup run with KIOSK_E2E_STACK_READY=1 only starts
 * its MariaDB (the template is rebuilt anyway when it is stale).
 */
const { rmSync } = require( 'node:fs' );
const { ensureRuntime } = require( './runtime.cjs' );
const { ensureArchives } = require( './archives.cjs' );
const { installKioskFromZips } = require( './kiosk.cjs' );
const { startMariaDb } = require( './mariadb.cjs' );
const { scratchDir } = require( './scratch.cjs' );
const { ensureTemplate } = require( './template.cjs' );

/** The runtime, the releases and Kiosk's zips, unpacked (built beforehand). */
async function assembleStack() {
	ensureRuntime( { browser: true } );
	await ensureArchives();
	installKioskFromZips( { build: false } );
}

/**
 * A throw-away MariaDB for the run, in memory where the machine allows,
 * with the template checked (built when missing or stale).
 *
 * @return {Promise<{ mariadb: import('./mariadb.cjs').MariaDb, dir: string, stop: () => Promise<void> }>} The server, its folder and a stop that removes both.
 */
async function startRunDatabase() {
	const dir = scratchDir( 'kiosk-e2e-db-' );
	const mariadb = await startMariaDb( dir );
	await ensureTemplate( mariadb );
	return {
		mariadb,
		dir,
		async stop() {
			await mariadb.stop();
			rmSync( dir, { recursive: true, force: true } );
		},
	};
}

module.exports = { assembleStack, startRunDatabase };

if ( require.main === module ) {
	( async () => {
		const started = Date.now();
		await assembleStack();
		const run = await startRunDatabase();
		await run.stop();
		process.stderr.write(
			`e2e stack: ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s\n`
		);
	} )().catch( ( error ) => {
		process.stderr.write( `${ error.stack || error }\n` );
		process.exit( 1 );
	} );
}
