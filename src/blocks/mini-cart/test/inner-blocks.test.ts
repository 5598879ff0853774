/**
 * @jest-environment node
 *
 * The mini cart's inner blocks: one per area, each placed once in the
 * default layout under the parent its block.json names, all locked (no
 * removing, no moving) as WooCommerce's mini-cart areas are; the title's
 * label is the owner's to edit.
 */
import type { LayoutNode } from '../../../shared-ui/layout/tree';
import { INNER_BLOCKS } from '../inner-blocks/metadata';
import {
	CONTENTS,
	DEFAULT_AREAS,
	FILLED,
	TITLE,
	savedAreas,
	toTemplate,
} from '../inner-blocks/template';

/** [ name, parent ] for every node. */
function flatten(
	nodes: LayoutNode[],
	parent: string
): Array< [ string, string ] > {
	return nodes.flatMap( ( node ) => [
		[ node.name, parent ] as [ string, string ],
		...flatten( node.innerBlocks, node.name ),
	] );
}

const metadata = ( name: string ) =>
	INNER_BLOCKS.find( ( block ) => block.name === name ) as {
		parent?: string[];
		attributes: Record< string, { default?: unknown } >;
	};

describe( 'mini cart inner blocks', () => {
	const placed = flatten( DEFAULT_AREAS, CONTENTS );

	it( 'places every inner block below the contents exactly once', () => {
		expect(
			[ CONTENTS, ...placed.map( ( [ name ] ) => name ) ].sort()
		).toEqual( INNER_BLOCKS.map( ( block ) => block.name ).sort() );
	} );

	it( 'places each block under the parent its block.json allows', () => {
		for ( const [ name, parent ] of placed ) {
			expect( [ name, metadata( name ).parent ] ).toEqual( [
				name,
				[ parent ],
			] );
		}
	} );

	it( 'locks every area against removing and moving, as WooCommerce does', () => {
		for ( const block of INNER_BLOCKS ) {
			expect( [
				block.name,
				metadata( block.name ).attributes.lock,
			] ).toEqual( [
				block.name,
				{ type: 'object', default: { remove: true, move: true } },
			] );
		}
	} );

	it( 'gives the title an editable label, empty by default', () => {
		expect( metadata( TITLE ).attributes.label ).toEqual( {
			type: 'string',
			default: '',
		} );
	} );

	it( 'turns the default layout into the editor template', () => {
		expect( toTemplate( DEFAULT_AREAS )[ 0 ] ).toEqual( [
			FILLED,
			{},
			[
				[ TITLE, {}, [] ],
				[ 'kiosk/mini-cart-items-block', {}, [] ],
				[ 'kiosk/mini-cart-footer-block', {}, [] ],
			],
		] );
	} );

	it( 'reads the areas of a saved template part, or none without the contents and their filled view', () => {
		const contents = ( inner: LayoutNode[] ): LayoutNode => ( {
			name: CONTENTS,
			attributes: {},
			innerBlocks: inner,
		} );
		expect( savedAreas( [ contents( DEFAULT_AREAS ) ] ) ).toBe(
			DEFAULT_AREAS
		);
		expect( savedAreas( null ) ).toBeNull();
		expect( savedAreas( [] ) ).toBeNull();
		expect( savedAreas( [ contents( [] ) ] ) ).toBeNull();
		expect( savedAreas( DEFAULT_AREAS ) ).toBeNull();
	} );
} );
