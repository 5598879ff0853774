/**
 * @jest-environment node
 *
 * The cart's inner blocks: one per area, each placed once in the default
 * layout under the parent its block.json names, with WooCommerce's locks
 * (the cross-sells and the express payment optional, the totals column
 * movable).
 */
import type { LayoutNode } from '../../../shared-ui/layout/tree';
import { INNER_BLOCKS } from '../inner-blocks/metadata';
import { DEFAULT_LAYOUT, toTemplate } from '../inner-blocks/template';

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

describe( 'cart inner blocks', () => {
	const placed = flatten( DEFAULT_LAYOUT, 'kiosk/cart' );

	it( 'places every inner block exactly once', () => {
		expect( placed.map( ( [ name ] ) => name ).sort() ).toEqual(
			INNER_BLOCKS.map( ( b ) => b.name ).sort()
		);
	} );

	it( 'places each block under the parent its block.json allows', () => {
		for ( const [ name, parent ] of placed ) {
			const metadata = INNER_BLOCKS.find( ( b ) => b.name === name );
			expect( [ name, metadata?.parent ] ).toEqual( [
				name,
				[ parent ],
			] );
		}
	} );

	it( 'gives the editor the default layout as its template', () => {
		expect( toTemplate( DEFAULT_LAYOUT )[ 0 ][ 0 ] ).toBe(
			'kiosk/filled-cart-block'
		);
		expect(
			toTemplate( DEFAULT_LAYOUT )[ 0 ][ 2 ].map( ( [ name ] ) => name )
		).toEqual( [ 'kiosk/cart-items-block', 'kiosk/cart-totals-block' ] );
	} );

	it( 'locks the areas as WooCommerce does: cross-sells and express payment removable and insertable, the totals column movable', () => {
		const locks = Object.fromEntries(
			INNER_BLOCKS.map( ( block ) => [
				block.name,
				[ block.attributes.lock.default, block.supports.inserter ],
			] )
		);
		const locked = [ { remove: true, move: true }, false ];
		expect( locks ).toEqual( {
			'kiosk/filled-cart-block': locked,
			'kiosk/empty-cart-block': locked,
			'kiosk/cart-items-block': locked,
			'kiosk/cart-line-items-block': locked,
			'kiosk/cart-cross-sells-block': [
				{ remove: false, move: false },
				true,
			],
			'kiosk/cart-totals-block': [ { remove: true }, false ],
			'kiosk/cart-order-summary-block': locked,
			'kiosk/cart-express-payment-block': [
				{ remove: false, move: false },
				true,
			],
			'kiosk/proceed-to-checkout-block': locked,
		} );
	} );
} );
