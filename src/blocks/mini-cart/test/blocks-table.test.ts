/**
 * The mini cart family's registration table (blocks.ts) and its block.json
 * files agree: every inner block folder's block.json name is in the table
 * and every name in the table has its block.json; the editor registers
 * those (inner-blocks/metadata.ts) and the drawer has an area component for
 * each but the contents (which the drawer itself renders).
 */
import fs from 'fs';
import path from 'path';
import { MINI_CART_BLOCKS } from '../blocks';
import { INNER_BLOCKS } from '../inner-blocks/metadata';
import { AREAS } from '../layout/mini-cart-areas';

const FAMILY = path.join( __dirname, '..' );

/** The name in each block.json below inner-blocks/, read from disk. */
function namesOnDisk(): string[] {
	const inner = path.join( FAMILY, 'inner-blocks' );
	return fs
		.readdirSync( inner )
		.map( ( folder ) => path.join( inner, folder, 'block.json' ) )
		.filter( ( file ) => fs.existsSync( file ) )
		.map( ( file ) => JSON.parse( fs.readFileSync( file, 'utf8' ) ).name )
		.sort();
}

const tableNames = () => [ ...MINI_CART_BLOCKS ].sort();

describe( 'the mini cart family table', () => {
	it( 'holds exactly the inner blocks that have a block.json', () => {
		expect( namesOnDisk() ).toHaveLength( 6 );
		expect( tableNames() ).toEqual( namesOnDisk() );
	} );

	it( 'is what the editor registers', () => {
		expect( INNER_BLOCKS.map( ( block ) => block.name ).sort() ).toEqual(
			tableNames()
		);
	} );

	it( 'gives the drawer an area component for each name but the contents', () => {
		expect( Object.keys( AREAS ).sort() ).toEqual(
			tableNames().filter(
				( name ) => name !== 'kiosk/mini-cart-contents'
			)
		);
		Object.values( AREAS ).forEach( ( area ) =>
			expect( typeof area ).toBe( 'function' )
		);
	} );
} );
