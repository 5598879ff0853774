/**
 * The cart renders its saved inner-block tree (printed by the server as
 * `data-kiosk-blocks`): the areas where the owner put them, removed ones
 * absent; without a tree (`<!-- wp:kiosk/cart /-->`), the default layout.
 */
import { screen } from '@testing-library/react';
import { parseLayout } from '../../../../shared-ui/layout/tree';
import { view } from '../../test/view';
import {
	ALL_ITEMS,
	ALL_TOTALS,
	AREAS,
	items,
	node,
	order,
	renderCart,
	totals,
	tree,
} from './layouts';
import { setUpPageRegistry } from '../../test/page-registry';

setUpPageRegistry( true );

describe( 'the cart’s saved layout', () => {
	it.each( [
		[ 'without a saved tree (<!-- wp:kiosk/cart /-->)', undefined ],
		[
			'from a saved tree the owner did not change',
			JSON.stringify(
				tree( [ items( ...ALL_ITEMS ), totals( ...ALL_TOTALS ) ] )
			),
		],
	] )( 'renders the default layout %s', ( _, printed ) => {
		renderCart( parseLayout( printed ) );
		const found = order( AREAS );
		expect( found.every( ( index ) => index >= 0 ) ).toBe( true );
		expect( [ ...found ].sort( ( a, b ) => a - b ) ).toEqual( found );
	} );

	it( 'leaves out the cross-sells the owner removed', () => {
		renderCart(
			tree( [ items( 'cart-line-items' ), totals( ...ALL_TOTALS ) ] )
		);
		expect( screen.queryByText( /Kiosk-Tasche/ ) ).toBeNull();
		expect( document.querySelector( '.kiosk-cross-sells' ) ).toBeNull();
		expect( document.querySelector( '.kiosk-cart-items' ) ).not.toBeNull();
	} );

	it( 'renders the areas in the saved order: cross-sells above the items, the totals column first', () => {
		renderCart(
			tree( [
				totals( 'proceed-to-checkout', 'cart-order-summary' ),
				items( 'cart-cross-sells', 'cart-line-items' ),
			] )
		);
		const [ column, proceed, summary, cross, lines ] = order( [
			'.kiosk-cart__totals',
			'.kiosk-proceed-to-checkout',
			'.kiosk-order-summary',
			'.kiosk-cross-sells',
			'.kiosk-cart-items',
		] );
		expect( column ).toBeLessThan( proceed );
		expect( proceed ).toBeLessThan( summary );
		expect( summary ).toBeLessThan( cross );
		expect( cross ).toBeLessThan( lines );
	} );

	it( 'renders the empty cart from the saved tree when the cart is empty', () => {
		renderCart(
			tree( [ items( ...ALL_ITEMS ), totals( ...ALL_TOTALS ) ] ),
			view( { items: [] } )
		);
		expect(
			screen.getByRole( 'heading', {
				name: 'Your cart is currently empty!',
			} )
		).toBeTruthy();
		expect( document.querySelector( '.kiosk-filled-cart' ) ).toBeNull();
	} );

	it( 'takes a tree without the cart’s areas for none: the default layout', () => {
		renderCart( [ node( 'demo/stray' ) ] );
		expect( order( AREAS ).every( ( index ) => index >= 0 ) ).toBe( true );
	} );
} );
