/**
 * Installs whatever is missing, so that `npm start` and `npm test` work on
 * a fresh clone: npm packages (when package-lock.json changed), and for
 * tests Debian's Chromium, PHP, MariaDB and phpcs via apt-get and the real stack's
 * releases (scripts/stack/). `npm start` assembles the stack itself.
 *
 *   node scripts/setup.mjs --start   npm packages
 *   node scripts/setup.mjs --test    npm packages, the real stack, Chromium, phpcs, PHPUnit
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const forTests = process.argv.includes( '--test' );

function sh( command, args, options = {} ) {
	console.log( `setup: ${ command } ${ args.join( ' ' ) }` );
	const result = spawnSync( command, args, {
		stdio: 'inherit',
		cwd: root,
		...options,
	} );
	if ( result.status !== 0 ) {
		console.error(
			`setup: '${ command } ${ args.join( ' ' ) }' failed (${ result.status })`
		);
		process.exit( result.status || 1 );
	}
}

function npmPackages() {
	const lock = join( root, 'package-lock.json' );
	const stamp = join( root, 'node_modules', '.kiosk-lock-hash' );
	const hash = createHash( 'sha1' )
		.update( readFileSync( lock ) )
		.digest( 'hex' );
	if ( existsSync( stamp ) && readFileSync( stamp, 'utf8' ) === hash ) {
		return;
	}
	// Exactly the committed lockfile. (unrs-resolver is pinned to 1.12.2 in
	// package.json's overrides: 1.13.0 names platform bindings the registry
	// does not have, which made `npm ci` refuse the lockfile.)
	sh( 'npm', [ 'ci', '--no-audit', '--no-fund', '--loglevel=error' ] );
	writeFileSync( stamp, hash );
}

npmPackages();

if ( forTests ) {
	// The real stack the e2e tests run on: Debian's PHP, MariaDB and Chromium
	// (apt-get when missing) and the four releases, unpacked and checked;
	// and Debian's phpcs for the phpcs suite.
	const { ensureRuntime } = require( './stack/runtime.cjs' );
	const { ensureArchives } = require( './stack/archives.cjs' );
	ensureRuntime( { browser: true, phpcs: true } );
	await ensureArchives();
	if ( existsSync( join( root, 'scripts', 'setup-php.sh' ) ) ) {
		sh( 'bash', [ join( root, 'scripts', 'setup-php.sh' ) ] );
	}
}
