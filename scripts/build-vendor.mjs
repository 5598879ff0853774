/**
 * Builds WordPress's core script handles (react, react-dom,
 * react-jsx-runtime, wp-element, wp-data, …) from the npm packages into
 * build/vendor/, under the globals WordPress uses (window.wp.data, …), each
 * with a *.asset.php manifest. The preview host serves them the way
 * WordPress core would. Starts from the handles the plugin's manifests
 * name and follows their dependencies until the set is closed.
 *
 * Skips the work when build/vendor matches the package-lock hash.
 */
import { createHash } from 'node:crypto';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	writeFileSync,
	copyFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire( import.meta.url );
const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const out = join( root, 'build', 'vendor' );
const webpack = require( 'webpack' );
const TerserPlugin = require( 'terser-webpack-plugin' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

/** Handles any page may need, beyond what the plugin's manifests name. */
const BASE_HANDLES = [
	'react',
	'react-dom',
	'react-jsx-runtime',
	'wp-element',
	'wp-data',
	'wp-api-fetch',
	'wp-hooks',
	'wp-i18n',
];

function lockHash() {
	const lock = existsSync( join( root, 'package-lock.json' ) )
		? readFileSync( join( root, 'package-lock.json' ) )
		: '';
	return createHash( 'sha1' )
		.update( lock )
		.update( readFileSync( fileURLToPath( import.meta.url ) ) )
		.digest( 'hex' );
}

/** Reads the dependency list of a *.asset.php file. */
export function readAssetDeps( file ) {
	const text = readFileSync( file, 'utf8' );
	const match = text.match( /'dependencies'\s*=>\s*array\(([^)]*)\)/ );
	return match
		? [ ...match[ 1 ].matchAll( /'([^']+)'/g ) ].map( ( m ) => m[ 1 ] )
		: [];
}

function pluginHandles() {
	const dir = join( root, 'build' );
	if ( ! existsSync( dir ) ) {
		return [];
	}
	// Editor scripts load in wp-admin, where WordPress serves the block
	// editor's handles; the preview host only prints front-end pages.
	return readdirSync( dir )
		.filter(
			( f ) =>
				f.endsWith( '.asset.php' ) &&
				! f.endsWith( '-editor.asset.php' )
		)
		.flatMap( ( f ) => readAssetDeps( join( dir, f ) ) );
}

const camel = ( s ) => s.replace( /-([a-z])/g, ( _, c ) => c.toUpperCase() );

function writeAsset( handle, deps, source ) {
	const version = createHash( 'md5' )
		.update( source )
		.digest( 'hex' )
		.slice( 0, 20 );
	const list = deps.map( ( d ) => `'${ d }'` ).join( ', ' );
	writeFileSync(
		join( out, `${ handle }.asset.php` ),
		`<?php return array('dependencies' => array(${ list }), 'version' => '${ version }');\n`
	);
}

function configFor( handle ) {
	const pkg = `@wordpress/${ handle.slice( 3 ) }`;
	// Read from disk: a package's `exports` may not expose its package.json.
	const meta = JSON.parse(
		readFileSync(
			join( root, 'node_modules', pkg, 'package.json' ),
			'utf8'
		)
	);
	const library = {
		name: [ 'wp', camel( handle.slice( 3 ) ) ],
		type: 'window',
	};
	if ( meta.wpScriptDefaultExport ) {
		library.export = 'default';
	}
	return {
		mode: 'production',
		name: handle,
		context: root,
		entry: { [ handle ]: pkg },
		output: { path: out, filename: '[name].js', library },
		optimization: {
			minimizer: [ new TerserPlugin( { extractComments: false } ) ],
		},
		performance: { hints: false },
		plugins: [
			new DependencyExtractionWebpackPlugin( {
				requestToExternal: ( request ) =>
					request === pkg ? false : undefined,
			} ),
		],
	};
}

function jsxRuntimeConfig() {
	return {
		mode: 'production',
		name: 'react-jsx-runtime',
		context: root,
		entry: { 'react-jsx-runtime': 'react/jsx-runtime' },
		output: {
			path: out,
			filename: '[name].js',
			library: { name: 'ReactJSXRuntime', type: 'window' },
		},
		externals: { react: 'React' },
		optimization: {
			minimizer: [ new TerserPlugin( { extractComments: false } ) ],
		},
		performance: { hints: false },
	};
}

function run( configs ) {
	return new Promise( ( resolvePromise, reject ) => {
		webpack( configs, ( error, stats ) => {
			if ( error || stats.hasErrors() ) {
				reject( error || new Error( stats.toString( 'errors-only' ) ) );
				return;
			}
			resolvePromise();
		} );
	} );
}

function copyReact() {
	const files = {
		react: join( root, 'node_modules/react/umd/react.production.min.js' ),
		'react-dom': join(
			root,
			'node_modules/react-dom/umd/react-dom.production.min.js'
		),
	};
	for ( const [ handle, file ] of Object.entries( files ) ) {
		copyFileSync( file, join( out, `${ handle }.js` ) );
		writeAsset(
			handle,
			handle === 'react-dom' ? [ 'react' ] : [],
			readFileSync( file )
		);
	}
	writeAsset(
		'react-jsx-runtime',
		[ 'react' ],
		readFileSync( join( out, 'react-jsx-runtime.js' ) )
	);
}

/** Builds the vendor handles; returns the handles built. */
export async function buildVendor( { force = false } = {} ) {
	const stamp = join( out, '.stamp' );
	const wanted = new Set(
		[ ...BASE_HANDLES, ...pluginHandles() ].filter(
			( h ) => ! h.startsWith( 'kiosk-' )
		)
	);
	const hash = lockHash();
	const built = new Set(
		existsSync( out )
			? readdirSync( out )
					.filter( ( f ) => f.endsWith( '.js' ) )
					.map( ( f ) => f.slice( 0, -3 ) )
			: []
	);
	const fresh = existsSync( stamp ) && readFileSync( stamp, 'utf8' ) === hash;
	if ( fresh && ! force && [ ...wanted ].every( ( h ) => built.has( h ) ) ) {
		return [ ...built ];
	}
	mkdirSync( out, { recursive: true } );
	const done = new Set();
	let todo = [ ...wanted ];
	while ( todo.length ) {
		const wpHandles = todo.filter( ( h ) => h.startsWith( 'wp-' ) );
		const configs = wpHandles.map( configFor );
		if ( todo.includes( 'react-jsx-runtime' ) ) {
			configs.push( jsxRuntimeConfig() );
		}
		if ( configs.length ) {
			await run( configs );
		}
		todo.forEach( ( h ) => done.add( h ) );
		const next = new Set();
		for ( const h of wpHandles ) {
			for ( const dep of readAssetDeps(
				join( out, `${ h }.asset.php` )
			) ) {
				if ( ! done.has( dep ) && ! wanted.has( dep ) ) {
					next.add( dep );
				}
			}
		}
		todo = [ ...next ];
		next.forEach( ( h ) => wanted.add( h ) );
	}
	copyReact();
	writeFileSync( stamp, hash );
	return [ ...done ];
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const started = Date.now();
	buildVendor( { force: process.argv.includes( '--force' ) } ).then(
		( handles ) =>
			console.log(
				`vendor: ${ handles.length } handles in ${ Date.now() - started } ms`
			),
		( error ) => {
			console.error( error );
			process.exit( 1 );
		}
	);
}
