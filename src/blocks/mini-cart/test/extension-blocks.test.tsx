/**
 * Extension blocks (`registerCheckoutBlock`) in the mini cart drawer's
 * inner areas, read through the page's registry (`window.kiosk.registry`):
 * all of them in the default layout; where the saved tree puts them, and
 * where their lock forces them, in a saved one.
 */
import { render, screen } from '@testing-library/react';
import { register } from '@wordpress/data';
import * as pageRegistry from '../../../registry';
import {
	createCheckoutBlockRegistry,
	type CheckoutBlockRegistry,
} from '../../../registry/checkout-blocks';
import { noticesStore } from '../../../data/notices';
import type { CartView } from '../../../shared-ui/cart/cart-view';
import { view } from './view';

const mockCart = { state: {} as CartView[ 'state' ] };
jest.mock( '../../../shared-ui/cart/use-store-cart', () => ( {
	useStoreCart: () => mockCart.state,
	useCartActions: () => ( {} ),
} ) );

import { MiniCartDrawer } from '../drawer/mini-cart-drawer';

/** The registry's API, with checkout blocks of this test's own. */
let registry: typeof pageRegistry & CheckoutBlockRegistry;

register( noticesStore );

type KioskWindow = { kiosk?: { registry?: unknown } };

/** Puts the registry on the page, as the `kiosk-registry` handle does. */
function registryOnPage() {
	( window as unknown as KioskWindow ).kiosk = { registry };
}

/** Registers a block that says its name, for one area. */
function block( name: string, parent: string | string[] ) {
	registry.registerCheckoutBlock( {
		metadata: { name: `demo/${ name }`, parent },
		component: () => <p>Erweiterung { name }</p>,
	} );
}

const area = ( selector: string ) =>
	document.querySelector( selector ) as HTMLElement;

beforeEach( () => {
	registry = { ...pageRegistry, ...createCheckoutBlockRegistry() };
	( window as unknown as KioskWindow ).kiosk = undefined;
} );

describe( 'extension blocks in the mini cart drawer', () => {
	it( 'renders a block in each part of the filled drawer', () => {
		registryOnPage();
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
		registryOnPage();
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

	it( 'renders a block where the saved tree puts it, a forced one in its area, an unsaved one nowhere', () => {
		registryOnPage();
		block( 'saved', 'kiosk/mini-cart-title-block' );
		block( 'unsaved', 'kiosk/mini-cart-footer-block' );
		registry.registerCheckoutBlock( {
			metadata: {
				name: 'demo/forced',
				parent: [ 'kiosk/mini-cart-items-block' ],
				attributes: {
					lock: {
						type: 'object',
						default: { remove: true, move: true },
					},
				},
			},
			component: () => <p>Erweiterung forced</p>,
		} );
		mockCart.state = view().state;
		const node = ( name: string, innerBlocks: unknown[] = [] ) => ( {
			name,
			attributes: {},
			innerBlocks,
		} );
		const tree = [
			node( 'kiosk/mini-cart-contents', [
				node( 'kiosk/filled-mini-cart-contents-block', [
					node( 'kiosk/mini-cart-footer-block' ),
					node( 'kiosk/mini-cart-title-block', [
						node( 'demo/saved' ),
					] ),
					node( 'kiosk/mini-cart-items-block' ),
				] ),
				node( 'kiosk/empty-mini-cart-contents-block' ),
			] ),
		];
		render(
			<MiniCartDrawer
				isOpen
				onClose={ () => undefined }
				tree={ tree as never }
			/>
		);
		const saved = screen.getByText( 'Erweiterung saved' );
		expect( area( '.kiosk-mini-cart__footer' ) ).not.toContainElement(
			saved
		);
		// Right after the title, which the owner's tree put below the footer.
		expect(
			area( '.kiosk-mini-cart__title' ).nextElementSibling
		).toContainElement( saved );
		expect( area( '.kiosk-mini-cart__items' ) ).toContainElement(
			screen.getByText( 'Erweiterung forced' )
		);
		expect(
			screen.queryByText( 'Erweiterung unsaved' )
		).not.toBeInTheDocument();
	} );
} );
