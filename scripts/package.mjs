/**
 * `npm run package`: builds when the build is missing or older than the
 * sources, then writes the installable zips (Debian's `zip` CLI):
 *
 *   dist/kiosk.zip        the plugin: kiosk.php, php/ minus the theme, build/
 *                         (minus source maps and the i18n map),
 *                         languages/ (compiled files, not the de_DE fragments),
 *                         block.json, readme.txt, uninstall.php — all under kiosk/
 *   dist/kiosk-theme.zip  the theme: php/theme under kiosk/, with the German
 *                         catalogue as languages/de_DE.mo
 *
 *   node scripts/package.mjs [--no-build] [--out <dir>]
 */
import { spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	rmSync,
	statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const args = process.argv.slice( 2 );
const outArg = args.indexOf( '--out' );
const out = resolve( outArg > -1 ? args[ outArg + 1 ] : join( root, 'dist' ) );

function newest( dir, filter = () => true ) {
	if ( ! existsSync( dir ) ) {
		return 0;
	}
	let time = 0;
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			if (
				entry.name !== 'node_modules' &&
				entry.name !== 'test' &&
				entry.name !== 'vendor'
			) {
				time = Math.max( time, newest( path, filter ) );
			}
		} else if ( filter( path ) ) {
			time = Math.max( time, statSync( path ).mtimeMs );
		}
	}
	return time;
}

function run( command, commandArgs, options = {} ) {
	const result = spawnSync( command, commandArgs, {
		stdio: 'inherit',
		cwd: root,
		...options,
	} );
	if ( result.status !== 0 ) {
		console.error(
			`package: ${ command } ${ commandArgs.join( ' ' ) } failed (${ result.status ?? result.error })`
		);
		process.exit( result.status || 1 );
	}
}

// 1. Build when needed.
const built = newest( join( root, 'build' ), ( p ) =>
	p.endsWith( '.asset.php' )
);
const sources = Math.max(
	newest( join( root, 'src' ) ),
	newest( join( root, 'languages', 'de_DE' ) )
);
if ( ! args.includes( '--no-build' ) && ( ! built || sources > built ) ) {
	console.log( 'package: building' );
	run( process.execPath, [ join( root, 'scripts', 'build.mjs' ) ] );
}

// 2. Stage.
const stage = mkdtempSync( join( tmpdir(), 'kiosk-package-' ) );
const plugin = join( stage, 'plugin', 'kiosk' );
const theme = join( stage, 'theme', 'kiosk' );
mkdirSync( plugin, { recursive: true } );
mkdirSync( theme, { recursive: true } );

const copy = ( from, to, filter = () => true ) => {
	if ( existsSync( from ) ) {
		cpSync( from, to, {
			recursive: true,
			filter: ( src ) => filter( relative( from, src ) ),
		} );
	}
};
for ( const file of [
	'kiosk.php',
	'uninstall.php',
	'block.json',
	'readme.txt',
] ) {
	copy( join( root, file ), join( plugin, file ) );
}
copy(
	join( root, 'php' ),
	join( plugin, 'php' ),
	( rel ) => rel !== 'theme' && ! rel.startsWith( 'theme/' )
);
copy(
	join( root, 'build' ),
	join( plugin, 'build' ),
	( rel ) =>
		rel !== 'vendor' &&
		! rel.startsWith( 'vendor/' ) &&
		! /\.(br|gz|map)$/.test( rel ) &&
		rel !== 'i18n-map.json'
);
copy(
	join( root, 'languages' ),
	join( plugin, 'languages' ),
	( rel ) =>
		rel === '' ||
		( ! rel.includes( '/' ) && /\.(mo|po|pot|json)$/.test( rel ) )
);
copy( join( root, 'php', 'theme' ), theme );
if ( existsSync( join( root, 'languages', 'kiosk-de_DE.mo' ) ) ) {
	mkdirSync( join( theme, 'languages' ), { recursive: true } );
	cpSync(
		join( root, 'languages', 'kiosk-de_DE.mo' ),
		join( theme, 'languages', 'de_DE.mo' )
	);
}

// 3. Zip.
mkdirSync( out, { recursive: true } );
for ( const [ dir, name ] of [
	[ join( stage, 'plugin' ), 'kiosk.zip' ],
	[ join( stage, 'theme' ), 'kiosk-theme.zip' ],
] ) {
	const target = join( out, name );
	rmSync( target, { force: true } );
	run( 'zip', [ '-r', '-X', '-q', target, 'kiosk' ], { cwd: dir } );
	console.log(
		`package: ${ relative( process.cwd(), target ) || target } (${ Math.round( statSync( target ).size / 1024 ) } KB)`
	);
}
rmSync( stage, { recursive: true, force: true } );
