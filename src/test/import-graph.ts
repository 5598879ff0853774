/**
 * Reads the import graph of `src` (static and dynamic imports, re-exports)
 * for the architecture tests. Type-only imports count too: they tie modules
 * together just the same for a reader.
 */
import fs from 'fs';
import path from 'path';

export const SRC = path.resolve( __dirname, '..' );

const ALIASES: Record< string, string > = {
	'@kiosk/api': 'api/index.ts',
	'@kiosk/data': 'data/index.ts',
	'@kiosk/registry': 'registry/index.ts',
	'@kiosk/types': 'types/store-api.ts',
};
const EXTENSIONS = [ '.ts', '.tsx', '/index.ts', '/index.tsx' ];
const PATTERN =
	/(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

/** Every .ts/.tsx file under a folder (absolute paths). */
export function sourceFiles( dir: string = SRC ): string[] {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return sourceFiles( full );
			}
			return /\.tsx?$/.test( entry.name ) &&
				! entry.name.endsWith( '.d.ts' )
				? [ full ]
				: [];
		} );
}

function resolve( from: string, specifier: string ): string | null {
	if ( ALIASES[ specifier ] ) {
		return path.join( SRC, ALIASES[ specifier ] );
	}
	if ( ! specifier.startsWith( '.' ) ) {
		return null;
	}
	const base = path.resolve( path.dirname( from ), specifier );
	if ( /\.tsx?$/.test( base ) && fs.existsSync( base ) ) {
		return base;
	}
	const found = EXTENSIONS.map( ( ext ) => base + ext ).find( ( file ) =>
		fs.existsSync( file )
	);
	return found || null;
}

/** The files under `src` a file imports. */
export function importsOf( file: string ): string[] {
	const text = fs.readFileSync( file, 'utf8' );
	const targets = new Set< string >();
	for ( const match of text.matchAll( PATTERN ) ) {
		const target = resolve( file, match[ 1 ] || match[ 2 ] );
		if ( target ) {
			targets.add( target );
		}
	}
	return [ ...targets ];
}

/** The packages a file imports (`react`, `@wordpress/data`, `@kiosk/data`, …): every specifier that is not a relative path. */
export function packagesOf( file: string ): string[] {
	const text = fs.readFileSync( file, 'utf8' );
	const found = new Set< string >();
	for ( const match of text.matchAll( PATTERN ) ) {
		const specifier = match[ 1 ] || match[ 2 ];
		if ( ! specifier.startsWith( '.' ) ) {
			found.add( specifier );
		}
	}
	return [ ...found ];
}

/** The import cycles among `files` (each as a list of paths relative to src). */
export function findCycles( files: string[] ): string[][] {
	const graph = new Map( files.map( ( f ) => [ f, importsOf( f ) ] ) );
	const state = new Map< string, 'open' | 'done' >();
	const stack: string[] = [];
	const cycles: string[][] = [];
	const visit = ( file: string ) => {
		state.set( file, 'open' );
		stack.push( file );
		for ( const next of graph.get( file ) || [] ) {
			if ( next === file ) {
				// `typeof import( './self' )`: a file naming its own types.
				continue;
			}
			if ( state.get( next ) === 'open' ) {
				cycles.push(
					stack
						.slice( stack.indexOf( next ) )
						.map( ( f ) => path.relative( SRC, f ) )
				);
			} else if ( ! state.has( next ) && graph.has( next ) ) {
				visit( next );
			}
		}
		stack.pop();
		state.set( file, 'done' );
	};
	files.forEach( ( file ) => state.has( file ) || visit( file ) );
	return cycles;
}
