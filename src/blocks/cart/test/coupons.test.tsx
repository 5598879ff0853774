/**
 * Coupon notices and focus: the applied and the removed snackbar each keep
 * their own 10 s and name the code as WooCommerce stored it; a coupon
 * error goes when the shopper edits the code; removing a coupon leaves
 * focus in the coupon area.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { register, select } from '@wordpress/data';
import { noticesStore } from '../../../data/notices';
import { CartLayout } from '../block';
import { storedCouponCode } from '../inner-blocks/order-summary/coupon-form';
import { view } from './view';

register( noticesStore );

const coupon = ( code: string ) =>
	( {
		code,
		label: code,
		discount_type: 'percent',
		totals: {},
	} ) as never;

const cartNotices = () =>
	(
		select( noticesStore ) as unknown as {
			getNotices: (
				c: string
			) => Array< { id: string; content: string } >;
		}
	 ).getNotices( 'kiosk/cart' );

describe( 'coupon codes in notices', () => {
	it( 'are the stored code, whatever the case typed', () => {
		expect(
			storedCouponCode( [ coupon( 'sommer10' ) ], ' SOMMER10 ' )
		).toBe( 'sommer10' );
		expect( storedCouponCode( [], 'Neu' ) ).toBe( 'Neu' );
	} );

	it( 'shows the applied coupon in upper case, as WooCommerce does, though the Store API gives it in lower case', () => {
		render(
			<CartLayout
				view={ view( { coupons: [ coupon( 'sommer10' ) ] } ) }
			/>
		);
		expect(
			document.querySelector( '.kiosk-coupon > span' )?.textContent
		).toBe( 'SOMMER10' );
		expect(
			screen.getByRole( 'button', { name: 'Remove coupon "SOMMER10"' } )
		).toBeTruthy();
	} );

	it( 'gives the applied and the removed snackbar each their own id, with the stored code', async () => {
		const v = view( { coupons: [ coupon( 'sommer10' ) ] } );
		render( <CartLayout view={ v } /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);
		const field = await screen.findByLabelText( 'Enter code' );
		fireEvent.change( field, { target: { value: 'SOMMER10' } } );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		} );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', {
					name: 'Remove coupon "SOMMER10"',
				} )
			);
		} );
		const notices = cartNotices();
		const applied = notices.find( ( n ) => n.id === 'coupon-applied' );
		const removed = notices.find( ( n ) => n.id === 'coupon-removed' );
		expect( applied?.content ).toBe(
			'Coupon code "sommer10" has been applied to your cart.'
		);
		expect( removed?.content ).toBe(
			'Coupon code "sommer10" has been removed from your cart.'
		);
	} );

	it( 'clears a coupon error when the shopper edits the code', async () => {
		const v = view();
		( v.actions.applyCoupon as jest.Mock ).mockRejectedValue( {
			code: 'woocommerce_rest_cart_coupon_error',
			message: 'Gutschein „X“ existiert nicht!',
		} );
		render( <CartLayout view={ v } /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);
		const field = await screen.findByLabelText( 'Enter code' );
		fireEvent.change( field, { target: { value: 'X' } } );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		} );
		await screen.findByText( 'Gutschein „X“ existiert nicht!' );
		fireEvent.change( field, { target: { value: 'XY' } } );
		expect(
			screen.queryByText( 'Gutschein „X“ existiert nicht!' )
		).toBeNull();
		expect( field ).toHaveAttribute( 'aria-invalid', 'false' );
	} );
} );

describe( 'focus after removing a coupon', () => {
	it( 'goes to the coupon panel’s toggle when none is left', async () => {
		const v = view( { coupons: [ coupon( 'fix5' ) ] } );
		const { rerender } = render( <CartLayout view={ v } /> );
		const button = screen.getByRole( 'button', {
			name: 'Remove coupon "FIX5"',
		} );
		button.focus();
		let done!: () => void;
		( v.actions.removeCoupon as jest.Mock ).mockReturnValue(
			new Promise< void >( ( resolve ) => ( done = resolve ) )
		);
		fireEvent.click( button );
		// The cart's answer: the coupon is gone.
		rerender( <CartLayout view={ { ...v, state: view().state } } /> );
		await act( async () => done() );
		await waitFor( () =>
			expect( document.activeElement ).toBe(
				screen.getByRole( 'button', { name: 'Add coupons' } )
			)
		);
	} );
} );
