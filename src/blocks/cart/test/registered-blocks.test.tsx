/**
 * Extension blocks (`registerCheckoutBlock`) in the cart's inner areas
 * (the default layout), read through the page's registry
 * (`window.kiosk.registry`), which the cart's own bundle does not include.
 */
import { act, render, screen, within } from '@testing-library/react';
import { REGISTRY_READY_EVENT } from '../../../registry/ready-event';
import { CartLayout } from '../block';
import { crossSell, view } from './view';
import {
	setUpPageRegistry,
	putOnPage,
	sayingBlock,
	area,
} from './page-registry';

const registry = setUpPageRegistry( false );
const block = ( name: string, parent: string | string[] ) =>
	sayingBlock( registry(), name, parent );

describe( 'extension blocks in the cart', () => {
	it( 'renders a block in each filled-cart area, inside that area', () => {
		putOnPage( registry() );
		block( 'cart', 'kiosk/cart' );
		block( 'filled', 'woocommerce/filled-cart-block' );
		block( 'items', 'kiosk/cart-items-block' );
		block( 'totals', 'woocommerce/cart-totals-block' );
		block( 'summary', 'kiosk/cart-order-summary-block' );
		block( 'summary-totals', 'kiosk/cart-order-summary-totals-block' );
		block( 'checkout-only', 'kiosk/checkout-totals-block' );
		render( <CartLayout view={ view() } /> );

		expect(
			within( area( '.kiosk-cart' ) ).getByText( 'Erweiterung cart' )
		).toBeInTheDocument();
		expect(
			within( area( '.kiosk-filled-cart' ) ).getByText(
				'Erweiterung filled'
			)
		).toBeInTheDocument();
		expect(
			within( area( '.kiosk-cart__items' ) ).getByText(
				'Erweiterung items'
			)
		).toBeInTheDocument();
		expect(
			within( area( '.kiosk-cart__totals' ) ).getByText(
				'Erweiterung totals'
			)
		).toBeInTheDocument();
		expect(
			within( area( '.kiosk-order-summary' ) ).getByText(
				'Erweiterung summary'
			)
		).toBeInTheDocument();
		// The totals part of the summary: after the rows, before the total.
		const summaryTotals = screen.getByText( 'Erweiterung summary-totals' );
		expect( area( '.kiosk-order-summary' ) ).toContainElement(
			summaryTotals
		);
		expect(
			summaryTotals.compareDocumentPosition(
				area( '.kiosk-totals-footer' )
			) & Node.DOCUMENT_POSITION_FOLLOWING
		).toBeTruthy();
		expect(
			screen.queryByText( 'Erweiterung checkout-only' )
		).not.toBeInTheDocument();
		// The empty cart's area is not on a filled cart.
		expect( area( '.kiosk-empty-cart' ) ).toBeNull();
	} );

	it( 'renders the empty-cart area on an empty cart', () => {
		putOnPage( registry() );
		block( 'empty', 'kiosk/empty-cart-block' );
		block( 'filled', 'kiosk/filled-cart-block' );
		render( <CartLayout view={ view( { items: [] } ) } /> );
		expect(
			within( area( '.kiosk-empty-cart' ) ).getByText(
				'Erweiterung empty'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Erweiterung filled' )
		).not.toBeInTheDocument();
	} );

	it( 'renders the cross-sells area inside the cross-sells section', async () => {
		putOnPage( registry() );
		block( 'cross', 'kiosk/cart-cross-sells-block' );
		const v = view();
		v.state.cart.crossSells = [ crossSell( v ) ];
		render( <CartLayout view={ v } /> );
		const extension = await screen.findByText( 'Erweiterung cross' );
		expect( area( '.kiosk-cross-sells' ) ).toContainElement( extension );
	} );

	it( 'shows a block registered after the cart mounted', () => {
		putOnPage( registry() );
		render( <CartLayout view={ view() } /> );
		expect( screen.queryByText( /Erweiterung/ ) ).not.toBeInTheDocument();
		act( () => block( 'late', 'kiosk/cart-totals-block' ) );
		expect(
			within( area( '.kiosk-cart__totals' ) ).getByText(
				'Erweiterung late'
			)
		).toBeInTheDocument();
	} );

	it( 'renders nothing extra without a registry, and follows one loaded after first paint', () => {
		block( 'waiting', 'kiosk/cart-totals-block' );
		const { container } = render( <CartLayout view={ view() } /> );
		expect( screen.queryByText( /Erweiterung/ ) ).not.toBeInTheDocument();
		const before = container.innerHTML;
		// The handle runs: it announces itself before window.kiosk.registry is set.
		act( () => {
			document.dispatchEvent(
				new CustomEvent( REGISTRY_READY_EVENT, { detail: registry() } )
			);
		} );
		expect(
			within( area( '.kiosk-cart__totals' ) ).getByText(
				'Erweiterung waiting'
			)
		).toBeInTheDocument();
		expect( container.innerHTML ).not.toBe( before );
		act( () => block( 'after', 'kiosk/cart-totals-block' ) );
		expect( screen.getByText( 'Erweiterung after' ) ).toBeInTheDocument();
	} );

	it( 'shows the block error placeholder for a crashing block and keeps the cart', () => {
		putOnPage( registry() );
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		registry().registerCheckoutBlock( {
			metadata: {
				name: 'demo/crash',
				parent: 'kiosk/cart-totals-block',
			},
			component: () => {
				throw new Error( 'Erweiterung kaputt' );
			},
		} );
		block( 'fine', 'kiosk/cart-totals-block' );
		render( <CartLayout view={ view() } /> );
		error.mockRestore();
		const totals = within( area( '.kiosk-cart__totals' ) );
		expect( totals.getByRole( 'alert' ) ).toHaveTextContent( 'Oops!' );
		expect( totals.getByRole( 'alert' ) ).toHaveTextContent(
			'There was an error loading the content.'
		);
		// Not an administrator: no error message.
		expect(
			screen.queryByText( 'Erweiterung kaputt' )
		).not.toBeInTheDocument();
		expect( totals.getByText( 'Erweiterung fine' ) ).toBeInTheDocument();
		expect( totals.getByText( 'Cart totals' ) ).toBeInTheDocument();
		expect(
			within( area( '.kiosk-cart__items' ) ).getAllByText( 'Jahresabo' )
				.length
		).toBeGreaterThan( 0 );
	} );
} );
