/**
 * A product without a picture shows WooCommerce's placeholder image in the
 * cart (and so in the mini cart, which shows the same rows), as WooCommerce's
 * cart does; an empty box only where the server names no placeholder.
 */
import { render } from '@testing-library/react';
import { register } from '@wordpress/data';
import { noticesStore } from '../../../data/notices';
import { CartLayout } from '../block';
import { view } from './view';

register( noticesStore );

const PLACEHOLDER =
	'https://shop.example/wp-content/uploads/woocommerce-placeholder-300x300.png';

function withoutPictures() {
	const v = view();
	const items = v.state.cart.items.map( ( item ) => ( {
		...item,
		images: [],
	} ) );
	return { ...v, state: { ...v.state, cart: { ...v.state.cart, items } } };
}

afterEach( () => {
	delete ( window as { kioskSettings?: unknown } ).kioskSettings;
} );

it( 'shows WooCommerce’s placeholder image for a product without a picture', () => {
	( window as { kioskSettings?: unknown } ).kioskSettings = {
		placeholderImage: PLACEHOLDER,
	};
	render( <CartLayout view={ withoutPictures() } /> );
	const cells = document.querySelectorAll( '.kiosk-cart-item__image' );
	expect( cells.length ).toBeGreaterThan( 0 );
	cells.forEach( ( cell ) => {
		expect( cell.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe(
			PLACEHOLDER
		);
		expect( cell.querySelector( '.kiosk-cart-item__placeholder' ) ).toBe(
			null
		);
	} );
} );

it( 'keeps the empty box where the server names no placeholder', () => {
	render( <CartLayout view={ withoutPictures() } /> );
	expect(
		document.querySelectorAll(
			'.kiosk-cart-item__image .kiosk-cart-item__placeholder'
		).length
	).toBeGreaterThan( 0 );
} );
