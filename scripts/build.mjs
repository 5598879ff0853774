/**
 * `npm run build`: the plugin's scripts and the demo plugin's test-mode
 * gateways (wp-scripts + webpack), then the translation files. A lock
 * keeps parallel builds apart.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire( import.meta.url );
const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const lock = join( root, '.cache', 'build.lock' );

async function acquire() {
	mkdirSync( join( root, '.cache' ), { recursive: true } );
	for ( let i = 0; i < 600; i++ ) {
		try {
			mkdirSync( lock );
			return;
		} catch {
			try {
				if ( Date.now() - statSync( lock ).mtimeMs > 10 * 60 * 1000 ) {
					rmSync( lock, { recursive: true, force: true } );
				}
			} catch {}
			await new Promise( ( r ) => setTimeout( r, 500 ) );
		}
	}
	throw new Error( 'build lock not released' );
}

async function main() {
	const started = Date.now();
	await acquire();
	try {
		const wpScripts = join( root, 'node_modules', '.bin', 'wp-scripts' );
		const result = spawnSync(
			wpScripts,
			[ 'build', '--config', 'webpack.config.js' ],
			{ cwd: root, stdio: [ 'ignore', 'pipe', 'inherit' ] }
		);
		const output = result.stdout.toString();
		if ( result.status !== 0 ) {
			console.log( output );
			throw new Error( 'webpack build failed' );
		}
		require( './theme-font.cjs' ).copyThemeFont( root );
		require( './blocks-manifest.cjs' ).writeBlockManifests(
			join( root, 'build' )
		);
		const { run } = require( './i18n/lib.cjs' );
		const i18n = run();
		console.log(
			`build: ok in ${ Date.now() - started } ms (${ i18n.json.length } translation files, ${ i18n.missing.length } strings without German)`
		);
	} finally {
		rmSync( lock, { recursive: true, force: true } );
	}
}

main().catch( ( error ) => {
	console.error( error.message || error );
	process.exit( 1 );
} );
