/**
 * The drawer renders the saved mini-cart tree (the `mini-cart` template
 * part, printed by the server as `data-kiosk-blocks` on the header's mini
 * cart): the areas in the saved order, removed ones absent, the title's
 * saved label; without a tree (or one without the mini cart's views), the
 * default layout.
 */
import { render, screen } from '@testing-library/react';
import { register } from '@wordpress/data';
import { noticesStore } from '../../../data/notices';
import type { LayoutNode } from '../../../shared-ui/layout/tree';
import MiniCartContents from '../inner-blocks/mini-cart-contents/frontend';
import {
	CONTENTS,
	EMPTY,
	FILLED,
	FOOTER,
	ITEMS,
	TITLE,
} from '../inner-blocks/template';
import { savedMiniCartTree } from '../drawer/mount';
import { view } from './view';

register( noticesStore );

const node = (
	name: string,
	inner: LayoutNode[] = [],
	attributes: Record< string, unknown > = {}
): LayoutNode => ( { name, attributes, innerBlocks: inner } );

/** A saved template part with these areas in the filled view. */
const saved = (
	filled: LayoutNode[],
	empty: LayoutNode[] = [ node( EMPTY ) ]
): LayoutNode[] => [ node( CONTENTS, [ node( FILLED, filled ), ...empty ] ) ];

const SELECTORS = {
	title: '.kiosk-mini-cart__title',
	items: '.kiosk-mini-cart__items',
	footer: '.kiosk-mini-cart__footer',
	empty: '.kiosk-empty-mini-cart',
};

/** Which areas render, top to bottom. */
function areas(): string[] {
	const all = [
		...document.querySelectorAll( '.kiosk-mini-cart-contents *' ),
	];
	return Object.entries( SELECTORS )
		.map( ( [ name, selector ] ): [ string, number ] => [
			name,
			all.indexOf( document.querySelector( selector ) as Element ),
		] )
		.filter( ( [ , index ] ) => index >= 0 )
		.sort( ( a, b ) => a[ 1 ] - b[ 1 ] )
		.map( ( [ name ] ) => name );
}

describe( 'the mini cart drawer’s layout', () => {
	it( 'renders the default layout without a saved tree: title, items, footer', () => {
		render( <MiniCartContents view={ view() } tree={ null } /> );
		expect( areas() ).toEqual( [ 'title', 'items', 'footer' ] );
		expect(
			screen.getByRole( 'heading', {
				name: /^Your cart \(\d+ items?\)$/,
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Go to checkout' } )
		).toBeInTheDocument();
	} );

	it( 'renders the empty view only, on an empty cart', () => {
		render(
			<MiniCartContents
				view={ view( { items: [], items_count: 0 } ) }
				tree={ null }
			/>
		);
		expect( areas() ).toEqual( [ 'empty' ] );
		expect(
			screen.getByRole( 'link', { name: 'Browse store' } )
		).toHaveAttribute( 'href', '/shop/' );
	} );

	it( 'renders a skeleton and neither view while the cart loads', () => {
		const { container } = render(
			<MiniCartContents
				view={ view( {}, { isLoading: true } ) }
				tree={ null }
			/>
		);
		expect( areas() ).toEqual( [] );
		expect(
			container.querySelector( '.kiosk-mini-cart-contents' )
		).not.toBeEmptyDOMElement();
	} );

	it( 'renders the areas in the saved order', () => {
		render(
			<MiniCartContents
				view={ view() }
				tree={ saved( [
					node( ITEMS ),
					node( FOOTER ),
					node( TITLE ),
				] ) }
			/>
		);
		expect( areas() ).toEqual( [ 'items', 'footer', 'title' ] );
	} );

	it( 'leaves out an area the saved tree lacks', () => {
		render(
			<MiniCartContents
				view={ view() }
				tree={ saved( [ node( TITLE ), node( ITEMS ) ] ) }
			/>
		);
		expect( areas() ).toEqual( [ 'title', 'items' ] );
	} );

	it( 'shows the title’s saved label with the item count', () => {
		const v = view();
		render(
			<MiniCartContents
				view={ v }
				tree={ saved( [
					node( TITLE, [], { label: 'Mein Einkauf' } ),
					node( ITEMS ),
					node( FOOTER ),
				] ) }
			/>
		);
		const count = v.state.cart.itemsCount;
		expect(
			screen.getByRole( 'heading', {
				name: `Mein Einkauf (${ count } item${ count === 1 ? '' : 's' })`,
			} )
		).toBeInTheDocument();
	} );

	it( 'falls back to the default layout for a tree without the mini cart’s views', () => {
		render(
			<MiniCartContents
				view={ view() }
				tree={ [ node( CONTENTS, [ node( 'core/paragraph' ) ] ) ] }
			/>
		);
		expect( areas() ).toEqual( [ 'title', 'items', 'footer' ] );
	} );

	it( 'reads the tree the server printed on the header’s mini cart', () => {
		document.body.innerHTML = `<div class="wp-block-kiosk-mini-cart" data-kiosk-blocks='${ JSON.stringify(
			saved( [ node( TITLE ) ] )
		) }'></div>`;
		expect( savedMiniCartTree() ).toEqual( saved( [ node( TITLE ) ] ) );
		document.body.innerHTML =
			'<div class="wp-block-kiosk-mini-cart"></div>';
		expect( savedMiniCartTree() ).toBeNull();
		// A post's own mini cart markup further down gives the drawer no layout.
		document.body.innerHTML = `<div class="wp-block-kiosk-mini-cart"></div><div class="kiosk-article__content"><div class="wp-block-kiosk-mini-cart" data-kiosk-blocks='${ JSON.stringify(
			saved( [ node( TITLE ) ] )
		) }'></div></div>`;
		expect( savedMiniCartTree() ).toBeNull();
	} );
} );
