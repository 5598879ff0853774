/**
 * The cart family's registration table (blocks.ts) and its block.json
 * files agree: every inner block folder's block.json name is in the table
 * and every name in the table has its block.json; the editor registers
 * those (inner-blocks/metadata.ts) and the front end has an area component
 * for each (layout/cart-areas.tsx).
 */
import fs from 'fs';
import path from 'path';
import { CART_BLOCKS } from '../blocks';
import { CART } from '../inner-blocks/template';
import { INNER_BLOCKS } from '../inner-blocks/metadata';
import { AREAS } from '../layout/cart-areas';
import metadata from '../block.json';

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

const tableNames = () => [ ...CART_BLOCKS ].sort();

describe( 'the cart family table', () => {
	it( 'names the block as its block.json does', () => {
		expect( metadata.name ).toBe( CART );
	} );

	it( 'holds exactly the inner blocks that have a block.json', () => {
		expect( namesOnDisk() ).toHaveLength( 9 );
		expect( tableNames() ).toEqual( namesOnDisk() );
	} );

	it( 'is what the editor registers', () => {
		expect( INNER_BLOCKS.map( ( block ) => block.name ).sort() ).toEqual(
			tableNames()
		);
	} );

	it( 'gives the front end an area component for each name', () => {
		expect( Object.keys( AREAS ).sort() ).toEqual( tableNames() );
		Object.values( AREAS ).forEach( ( area ) =>
			expect( typeof area ).toBe( 'function' )
		);
	} );
} );
