/**
 * The cart's order summary: fees, shipping rates and the shipping
 * estimate, coupons.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { register } from '@wordpress/data';
import { noticesStore } from '../../../data/notices';
import { CartLayout } from '../block';
import { couponErrorMessage } from '../inner-blocks/order-summary/coupon-form';
import { countryName, ratePrice } from '../inner-blocks/order-summary/shipping';
import { shippingCountryOptions } from '../../../shared/cart/settings';
import { view } from './view';
import type { ShippingRate } from '../../../data/cart/types';

register( noticesStore );

const EUR = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};
const rate = (
	price: string,
	overrides: Partial< ShippingRate > = {}
): ShippingRate => ( {
	...EUR,
	rate_id: `r${ price }`,
	name: `Rate ${ price }`,
	description: '',
	delivery_time: '',
	price,
	taxes: '0',
	instance_id: 1,
	method_id: 'flat_rate',
	meta_data: [],
	selected: false,
	...overrides,
} );

describe( 'cart order summary', () => {
	it( 'hides fees with a zero total and shows the estimated total', () => {
		const fee = ( id: string, total: string ) => ( {
			key: id,
			id,
			name: id,
			totals: { ...EUR, total, total_tax: '0' },
		} );
		render(
			<CartLayout
				view={ view( {
					fees: [
						fee( 'Geschenkverpackung', '250' ),
						fee( 'Nullgebühr', '0' ),
					],
				} ) }
			/>
		);
		expect( screen.getByText( 'Geschenkverpackung' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Nullgebühr' ) ).toBeNull();
		expect( screen.getByText( 'Estimated total' ) ).toBeInTheDocument();
	} );

	it( "shows 'Free' for zero-price rates and collapses several packages", () => {
		expect( ratePrice( rate( '0' ), true ) ).toBe( 'Free' );
		expect( ratePrice( rate( '500' ), true ) ).toBe( '5,00 €' );
		const pkg = ( id: number ) => ( {
			package_id: id,
			name: `Paket ${ id }`,
			destination: {
				address_1: '',
				address_2: '',
				city: '',
				state: '',
				postcode: '',
				country: 'DE',
			},
			items: [],
			shipping_rates: [ rate( '0' ), rate( '500' ) ],
		} );
		const { container } = render(
			<CartLayout
				view={ view( { shipping_rates: [ pkg( 1 ), pkg( 2 ) ] } ) }
			/>
		);
		expect(
			container.querySelectorAll( 'details.kiosk-shipping-package' )
		).toHaveLength( 2 );
	} );

	it( "offers the shop's shipping countries in the shipping estimate", async () => {
		expect(
			shippingCountryOptions(
				{
					DE: { name: 'Deutschland' },
					FR: { name: 'Frankreich' },
					NL: { name: 'Niederlande' },
				},
				[ 'NL', 'DE', 'XX' ]
			)
		).toEqual( [
			{ code: 'NL', name: 'Niederlande' },
			{ code: 'DE', name: 'Deutschland' },
		] );
		expect(
			shippingCountryOptions( { DE: { name: 'Deutschland' } }, [] )
		).toEqual( [ { code: 'DE', name: 'Deutschland' } ] );
		const { findByLabelText, getByRole } = render(
			<CartLayout view={ view( { needs_shipping: true } ) } />
		);
		fireEvent.click(
			getByRole( 'button', {
				name: /^(Change address|Enter address to check delivery options)$/,
			} )
		);
		const select = ( await findByLabelText(
			'Country/Region'
		) ) as HTMLSelectElement;
		expect(
			Array.from( select.options ).map( ( o ) => o.textContent )
		).toEqual( [ 'Deutschland', 'Niederlande' ] );
	} );

	it( 'takes the coupon error from details.checkout, details.cart, then message', () => {
		const error = {
			message: 'm',
			data: { details: { checkout: 'c', cart: 'k' } },
		};
		expect( couponErrorMessage( error, true ) ).toBe( 'c' );
		expect( couponErrorMessage( error, false ) ).toBe( 'k' );
		expect( couponErrorMessage( { message: 'm' } ) ).toBe( 'm' );
		// WooCommerce's own answer for an unknown code, entities and all.
		expect(
			couponErrorMessage( {
				message:
					'Coupon &quot;falsch&quot; cannot be applied because it does not exist.',
			} )
		).toBe(
			'Coupon "falsch" cannot be applied because it does not exist.'
		);
		expect(
			couponErrorMessage( {
				message: '&lt;img src=x onerror=alert(1)&gt;<b>x</b>',
			} )
		).toBe( '<img src=x onerror=alert(1)>x' );
	} );

	it( 'shows a failed coupon under the field and disables Apply while empty', async () => {
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
		expect(
			screen.getByRole( 'button', { name: 'Apply' } )
		).toBeDisabled();
		fireEvent.change( field, { target: { value: 'X' } } );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		} );
		await waitFor( () =>
			expect(
				screen.getByText( 'Gutschein „X“ existiert nicht!' )
			).toHaveAttribute( 'id', 'kiosk-coupon-code-error' )
		);
		expect( field ).toHaveAttribute(
			'aria-describedby',
			'kiosk-coupon-code-error'
		);
	} );

	it( 'names the destination country, not its code', () => {
		const countries = [ { code: 'DE', name: 'Deutschland' } ];
		expect( countryName( 'DE', countries ) ).toBe( 'Deutschland' );
		// Not among the shop's: the browser's German name.
		expect( countryName( 'AT', countries ) ).toBe( 'Österreich' );
		render(
			<CartLayout
				view={ view( {
					shipping_address: {
						...view().state.cart.shippingAddress,
						postcode: '51147',
						city: 'Köln',
						country: 'DE',
					},
				} as never ) }
			/>
		);
		expect(
			screen.getByText( 'Shipping to 51147 Köln Deutschland' )
		).toBeInTheDocument();
	} );
} );
