/**
 * Extension blocks (`registerCheckoutBlock`) in the mini cart drawer's
 * inner areas, read through the page's registry (`window.kiosk.registry`).
 */
import { render, screen } from '@testing-library/react';
import type { CartView } from '../cart-view';
import { view } from './view';

const mockCart = { state: {} as CartView[ 'state' ] };
jest.mock( '../../../shared/cart/use-store-cart', () => ( {
	useStoreCart: () => mockCart.state,
	useCartActions: () => ( {} ),
} ) );

import { MiniCartDrawer } from '../../../components/mini-cart-drawer/mini-cart-drawer';
import {
	setUpPageRegistry,
	putOnPage,
	sayingBlock,
	area,
} from './page-registry';

const registry = setUpPageRegistry( false );
const block = ( name: string, parent: string | string[] ) =>
	sayingBlock( registry(), name, parent );

describe( 'extension blocks in the mini cart drawer', () => {
	it( 'renders a block in each part of the filled drawer', () => {
		putOnPage( registry() );
		block( 'contents', 'woocommerce/mini-cart-contents' );
		block( 'filled', 'kiosk/filled-mini-cart-contents-block' );
		block( 'title', 'kiosk/mini-cart-title-block' );
		block( 'items', 'kiosk/mini-cart-items-block' );
		block( 'footer', 'woocommerce/mini-cart-footer-block' );
		block( 'empty', 'kiosk/empty-mini-cart-contents-block' );
		mockCart.state = view().state;
		render( <MiniCartDrawer isOpen onClose={ () => undefined } /> );
		const within_ = ( selector: string, name: string ) =>
			expect( area( selector ) ).toContainElement(
				screen.getByText( `Erweiterung ${ name }` )
			);
		within_( '.kiosk-mini-cart-contents', 'contents' );
		within_( '.kiosk-filled-mini-cart', 'filled' );
		within_( '.kiosk-filled-mini-cart', 'title' );
		within_( '.kiosk-mini-cart__items', 'items' );
		within_( '.kiosk-mini-cart__footer', 'footer' );
		expect(
			screen.queryByText( 'Erweiterung empty' )
		).not.toBeInTheDocument();
	} );

	it( 'renders the empty-drawer part on an empty cart', () => {
		putOnPage( registry() );
		block( 'empty', 'kiosk/empty-mini-cart-contents-block' );
		block( 'footer', 'kiosk/mini-cart-footer-block' );
		mockCart.state = view( { items: [] } ).state;
		render( <MiniCartDrawer isOpen onClose={ () => undefined } /> );
		expect( area( '.kiosk-empty-mini-cart' ) ).toContainElement(
			screen.getByText( 'Erweiterung empty' )
		);
		expect(
			screen.queryByText( 'Erweiterung footer' )
		).not.toBeInTheDocument();
	} );
} );
