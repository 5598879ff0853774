/**
 * Installs whatever is missing, so that `npm start` and `npm test` work on
 * a fresh clone: npm packages (when package-lock.json changed), and for
 * tests Debian's Chromium and the PHP/WordPress/MariaDB stack via apt-get,
 * and the WordPress the block-editor e2e tests run on (npm registry).
 *
 *   node scripts/setup.mjs --start   npm packages
 *   node scripts/setup.mjs --test    npm packages, chromium, PHP stack, editor WordPress
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

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

function has( command ) {
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
		} ).status === 0
	);
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
	// `npm ci` trips over optional platform bindings missing from the lock (an npm quirk);
	// `npm install` honours the lock all the same.
	sh( 'npm', [ 'install', '--no-audit', '--no-fund', '--loglevel=error' ] );
	writeFileSync( stamp, hash );
}

let aptUpdated = false;
function aptInstall( packages ) {
	if ( ! packages.length ) {
		return;
	}
	if ( ! has( 'apt-get' ) ) {
		console.error(
			`setup: missing ${ packages.join( ', ' ) } and no apt-get to install them`
		);
		process.exit( 1 );
	}
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	if ( ! aptUpdated ) {
		sh( 'apt-get', [ 'update', '-qq' ], { env } );
		aptUpdated = true;
	}
	sh(
		'apt-get',
		[ 'install', '-y', '-qq', '--no-install-recommends', ...packages ],
		{ env }
	);
}

npmPackages();

if ( forTests ) {
	const missing = [];
	if ( ! existsSync( '/usr/bin/chromium' ) ) {
		missing.push( 'chromium' );
	}
	if ( ! has( 'php' ) ) {
		missing.push( 'php-cli' );
	}
	aptInstall( missing );
	if ( existsSync( join( root, 'scripts', 'setup-php.sh' ) ) ) {
		sh( 'bash', [ join( root, 'scripts', 'setup-php.sh' ) ] );
	}
	// Not fatal here: when it fails, the other suites still run and the
	// block-editor e2e test fails, quoting the reason (.cache/wordpress-editor.error).
	const editor = spawnSync(
		process.execPath,
		[ join( root, 'scripts', 'setup-wordpress-editor.mjs' ) ],
		{ stdio: 'inherit', cwd: root }
	);
	if ( editor.status !== 0 ) {
		console.error(
			'setup: the block editor WordPress could not be prepared; tests/e2e/editor will fail'
		);
	}
}
