/**
 * Saved cart trees for the layout tests, and a cart rendered from one.
 */
import { render } from '@testing-library/react';
import {
	LayoutContext,
	type LayoutNode,
} from '../../../../shared-ui/layout/tree';
import { CartLayout } from '../../block';
import type { CartView } from '../../cart-view';
import { crossSell, view } from '../../test/view';

export const node = (
	name: string,
	inner: LayoutNode[] = []
): LayoutNode => ( {
	name: name.includes( '/' ) ? name : `kiosk/${ name }-block`,
	attributes: {},
	innerBlocks: inner,
} );

/** A saved tree with the given items and totals columns, in that order. */
export const tree = ( columns: LayoutNode[] ): LayoutNode[] => [
	node( 'filled-cart', columns ),
	node( 'empty-cart' ),
];
export const items = ( ...names: string[] ) =>
	node(
		'cart-items',
		names.map( ( name ) => node( name ) )
	);
export const totals = ( ...names: string[] ) =>
	node(
		'cart-totals',
		names.map( ( name ) => node( name ) )
	);
export const ALL_ITEMS = [ 'cart-line-items', 'cart-cross-sells' ];
export const ALL_TOTALS = [
	'cart-order-summary',
	'cart-express-payment',
	'proceed-to-checkout',
];

/** A filled cart with one cross-sell and the express area possible. */
export function filled(): CartView {
	const v = view();
	v.state.cart.crossSells = [ crossSell( v ) ];
	return v;
}

export function renderCart( layout: LayoutNode[] | null, v = filled() ) {
	return render(
		<LayoutContext.Provider value={ layout }>
			<CartLayout view={ v } />
		</LayoutContext.Provider>
	);
}

/** The document order of the given selectors (-1: absent). */
export function order( selectors: string[] ): number[] {
	const all = [ ...document.querySelectorAll( '.kiosk-cart *' ) ];
	return selectors.map( ( selector ) => {
		const found = document.querySelector( selector );
		return found ? all.indexOf( found ) : -1;
	} );
}

export const AREAS = [
	'.kiosk-cart__items',
	'.kiosk-cart-items',
	'.kiosk-cross-sells',
	'.kiosk-cart__totals',
	'.kiosk-order-summary',
	'.kiosk-proceed-to-checkout',
];
