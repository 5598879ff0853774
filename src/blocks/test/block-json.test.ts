/**
 * @jest-environment node
 *
 * Every Kiosk block.json: the `kiosk` category the plugin registers in PHP
 * (an unregistered one makes the editor warn for each block), the plugin's
 * text domain, and inner blocks kept out of the inserter by their parent.
 */
import fs from 'fs';
import path from 'path';

const ROOT = path.resolve( __dirname, '..', '..', '..' );

function blockJsonFiles( dir: string, out: string[] = [] ): string[] {
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			blockJsonFiles( full, out );
		} else if ( entry.name === 'block.json' ) {
			out.push( full );
		}
	}
	return out;
}

const files = [
	path.join( ROOT, 'block.json' ),
	...blockJsonFiles( path.join( ROOT, 'src' ) ),
];
const blocks = files.map( ( file ) => ( {
	file: path.relative( ROOT, file ),
	metadata: JSON.parse( fs.readFileSync( file, 'utf8' ) ),
} ) );

describe( 'block.json files', () => {
	it( 'puts every block in the kiosk category with the kiosk text domain', () => {
		expect( blocks.length ).toBeGreaterThan( 15 );
		const wrong = blocks
			.filter(
				( { metadata } ) =>
					metadata.category !== 'kiosk' ||
					metadata.textdomain !== 'kiosk'
			)
			.map(
				( { file, metadata } ) =>
					`${ file }: ${ metadata.category } / ${ metadata.textdomain }`
			);
		expect( wrong ).toEqual( [] );
	} );

	it( 'keeps inner blocks out of the inserter unless the owner may remove them (then they can come back), under a parent that exists', () => {
		const names = new Set(
			blocks.map( ( { metadata } ) => metadata.name )
		);
		const removable = (
			metadata: ( typeof blocks )[ number ][ 'metadata' ]
		) => metadata.attributes?.lock?.default?.remove === false;
		const wrong = blocks
			.filter( ( { metadata } ) => metadata.parent )
			.filter(
				( { metadata } ) =>
					( metadata.supports?.inserter !== false ) !==
						removable( metadata ) ||
					! metadata.parent.every( ( p: string ) => names.has( p ) )
			)
			.map( ( { file } ) => file );
		expect( wrong ).toEqual( [] );
	} );
} );
