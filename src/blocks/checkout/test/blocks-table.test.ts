/**
 * The checkout family's registration table (blocks.ts) and its block.json
 * files agree: every inner block folder's block.json name is in the table
 * and every name in the table has its block.json; the editor registers
 * those (inner-blocks/template.ts) and the front end has an area component
 * for each area of each column (layout/checkout-areas.tsx), in the table's
 * order, and its default layouts are written with the table's names.
 */
import fs from 'fs';
import path from 'path';
import {
	CHECKOUT_BLOCKS,
	CHECKOUT_COLUMNS,
	CHECKOUT_FIELD_AREAS,
	CHECKOUT_SIDEBAR_AREAS,
} from '../blocks';
import { INNER_BLOCKS, TEMPLATE } from '../inner-blocks/template';
import {
	AREAS,
	FIELDS,
	NOTES,
	SIDEBAR_AREAS,
	SIDEBAR_DEFAULT_TREE,
	TOTALS,
} from '../layout/checkout-areas';
import type { LayoutNode } from '../../../shared-ui/layout/tree';
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

const tableNames = () => [ ...CHECKOUT_BLOCKS ].sort();

/** Every name in a tree, depth first. */
const namesIn = ( nodes: LayoutNode[] ): string[] =>
	nodes.flatMap( ( node ) => [ node.name, ...namesIn( node.innerBlocks ) ] );

describe( 'the checkout family table', () => {
	it( 'is the checkout’s: its block.json names kiosk/checkout', () => {
		expect( metadata.name ).toBe( 'kiosk/checkout' );
	} );

	it( 'holds exactly the inner blocks that have a block.json', () => {
		expect( namesOnDisk() ).toHaveLength( 15 );
		expect( tableNames() ).toEqual( namesOnDisk() );
		expect( new Set( CHECKOUT_BLOCKS ).size ).toBe(
			CHECKOUT_BLOCKS.length
		);
	} );

	it( 'is what the editor registers', () => {
		expect( INNER_BLOCKS.map( ( block ) => block.name ).sort() ).toEqual(
			tableNames()
		);
	} );

	it( 'groups the areas as the editor’s template places them', () => {
		expect( TEMPLATE.map( ( [ name ] ) => name ) ).toEqual( [
			...CHECKOUT_COLUMNS,
		] );
		expect( TEMPLATE[ 0 ][ 2 ].map( ( [ name ] ) => name ).sort() ).toEqual(
			[ ...CHECKOUT_FIELD_AREAS ].sort()
		);
		const sidebar = ( entries: typeof TEMPLATE ): string[] =>
			entries.flatMap( ( [ name, , inner ] ) => [
				name,
				...sidebar( inner ),
			] );
		expect( sidebar( TEMPLATE[ 1 ][ 2 ] ) ).toEqual( [
			...CHECKOUT_SIDEBAR_AREAS,
		] );
	} );

	it( 'gives the front end an area component for each area, the fields column’s in the table’s order', () => {
		expect( Object.keys( AREAS ) ).toEqual( [ ...CHECKOUT_FIELD_AREAS ] );
		expect( Object.keys( SIDEBAR_AREAS ).sort() ).toEqual(
			[ ...CHECKOUT_SIDEBAR_AREAS ].sort()
		);
		[
			...Object.values( AREAS ),
			...Object.values( SIDEBAR_AREAS ),
		].forEach( ( area ) => expect( typeof area ).toBe( 'function' ) );
	} );

	it( 'writes the front end’s default layouts with the table’s names', () => {
		expect( [ FIELDS, TOTALS ] ).toEqual( [ ...CHECKOUT_COLUMNS ] );
		expect( CHECKOUT_FIELD_AREAS ).toContain( NOTES );
		expect( namesIn( SIDEBAR_DEFAULT_TREE ) ).toEqual( [
			...CHECKOUT_SIDEBAR_AREAS,
		] );
	} );
} );
