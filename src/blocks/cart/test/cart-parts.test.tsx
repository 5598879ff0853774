/**
 * The cart's parts as a shopper meets them: the empty cart, the line
 * items, notices, the express area, proceed to checkout, loading and
 * load errors.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { register } from '@wordpress/data';
import { noticesStore } from '../../../data/notices';
import { cartItem } from '../../../data/cart/test/fixtures';
import { CartLayout } from '../block';
import { PROCEED_TO_CHECKOUT_EVENT } from '../inner-blocks/proceed-to-checkout/block';
import { goTo } from '../../../shared/cart/settled-navigation';
import { view } from './view';

register( noticesStore );

describe( 'cart block parts', () => {
	it( 'shows the empty cart with a link to the shop', () => {
		render( <CartLayout view={ view( { items: [] } ) } /> );
		expect(
			screen.getByRole( 'heading', {
				name: 'Your cart is currently empty!',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Browse store' } )
		).toHaveAttribute( 'href', '/shop/' );
	} );

	it( 'shows a line with image, details, total, quantity and remove', () => {
		const v = view( {
			items: [
				cartItem( {
					low_stock_remaining: 2,
					prices: {
						...cartItem().prices,
						regular_price: '2490',
						price: '1990',
					},
				} ),
			],
		} );
		render( <CartLayout view={ v } /> );
		expect(
			screen.getByRole( 'link', { name: 'Jahresabo' } )
		).toHaveAttribute( 'href', '/produkt/jahresabo/' );
		expect( screen.getByText( 'Save 5,00 €' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Only 2 left in stock' )
		).toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Increase quantity of Jahresabo',
			} )
		);
		expect( v.actions.changeCartItemQuantity ).toHaveBeenCalledWith(
			'abc',
			2
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove Jahresabo from cart' } )
		);
		expect( v.actions.removeItemFromCart ).toHaveBeenCalledWith( 'abc' );
	} );

	it( 'shows the cart response errors as sanitised error notices', async () => {
		const { container } = render(
			<CartLayout
				view={ view( {
					errors: [
						{
							code: 'woocommerce_rest_product_out_of_stock',
							message:
								'<strong>Kochen mit Kiosk</strong> ist nicht vorrätig.<img src=x onerror="alert(1)">',
						},
						{
							code: 'woocommerce_rest_product_partially_out_of_stock',
							message: 'Nur noch 1 vorrätig.',
						},
					] as never,
				} ) }
			/>
		);
		await waitFor( () =>
			expect(
				container.querySelector( '.kiosk-notice--error strong' )
			).not.toBeNull()
		);
		const text = container.textContent || '';
		expect( text ).toContain( 'Kochen mit Kiosk ist nicht vorrätig.' );
		expect( text ).toContain( 'Nur noch 1 vorrätig.' );
		expect(
			text.includes( 'Please fix the following errors before continuing' )
		).toBe( true );
		expect( container.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'hides the express area when no express method is registered', () => {
		const { container } = render( <CartLayout view={ view() } /> );
		expect( container.querySelector( '.kiosk-cart-express' ) ).toBeNull();
	} );

	it( 'fires the proceed-to-checkout event, which can stop navigation', async () => {
		const go = jest.spyOn( goTo, 'href' ).mockImplementation( () => {} );
		render( <CartLayout view={ view() } /> );
		const listener = jest.fn( ( e: Event ) => e.preventDefault() );
		document.body.addEventListener( PROCEED_TO_CHECKOUT_EVENT, listener );
		const link = screen.getByRole( 'link', {
			name: 'Proceed to Checkout',
		} );
		expect( link ).toHaveAttribute( 'href', '/kasse/' );
		fireEvent.click( link );
		await waitFor( () => expect( listener ).toHaveBeenCalled() );
		document.body.removeEventListener(
			PROCEED_TO_CHECKOUT_EVENT,
			listener
		);
		expect( go ).not.toHaveBeenCalled();
		go.mockRestore();
	} );

	it( 'proceeds on the first click while a typed quantity is pending, once it is saved', async () => {
		const go = jest.spyOn( goTo, 'href' ).mockImplementation( () => {} );
		const v = view( {}, { pendingQuantity: [ 'abc' ] } );
		let save!: ( ok: boolean ) => void;
		( v.actions.flushPendingCartChanges as jest.Mock ).mockReturnValue(
			new Promise( ( resolve ) => ( save = resolve ) )
		);
		render( <CartLayout view={ v } /> );
		const link = screen.getByRole( 'link', {
			name: 'Proceed to Checkout',
		} );
		expect( link ).toHaveAttribute( 'aria-busy', 'true' );
		expect( fireEvent.click( link ) ).toBe( false );
		expect( v.actions.flushPendingCartChanges ).toHaveBeenCalled();
		expect( go ).not.toHaveBeenCalled();
		save( true );
		await waitFor( () =>
			expect( go ).toHaveBeenCalledWith( 'http://localhost/kasse/' )
		);
		go.mockRestore();
	} );

	it( "shows 'Unable to get cart data from the API.' when the first load failed", () => {
		render(
			<CartLayout
				view={ view(
					{},
					{
						errors: [
							{
								code: 'kiosk_cart_api_error',
								message:
									'Unable to get cart data from the API.',
							},
						],
					}
				) }
			/>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Unable to get cart data from the API.'
		);
	} );

	it( 'shows the skeleton while loading', () => {
		const { container } = render(
			<CartLayout view={ view( {}, { isLoading: true } ) } />
		);
		expect( container.querySelector( '.kiosk-skeleton' ) ).not.toBeNull();
	} );
} );
