import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { register } from '@wordpress/data';
import { noticesStore } from '../../../data/notices';
import { cartFromResponse } from '../../../data/cart/map-cart';
import { cartItem, cartResponse } from '../../../data/cart/test/fixtures';
import { CartLayout } from '../block';
import { couponErrorMessage } from '../inner-blocks/order-summary/coupon-form';
import { ratePrice } from '../inner-blocks/order-summary/shipping';
import { PROCEED_TO_CHECKOUT_EVENT } from '../inner-blocks/proceed-to-checkout/proceed-to-checkout';
import { shippingCountryOptions } from '../../../shared/cart/settings';
import type { CartView } from '../cart-view';
import type { CartResponse, ShippingRate } from '../../../data/cart/types';

register( noticesStore );

const settings = {
	shopUrl: '/shop/',
	cartUrl: '/warenkorb/',
	checkoutUrl: '/kasse/',
	shippingUrl: '/versand-und-zahlung/',
	displayCartPricesIncludingTax: true,
	displayItemizedTaxes: false,
	taxesEnabled: true,
	isAdmin: false,
	shippingCountries: [
		{ code: 'DE', name: 'Deutschland' },
		{ code: 'NL', name: 'Niederlande' },
	],
};

function view(
	response: Partial< CartResponse > = {},
	overrides: Partial< CartView[ 'state' ] > = {}
): CartView {
	const actions = {
		changeCartItemQuantity: jest.fn().mockResolvedValue( undefined ),
		removeItemFromCart: jest.fn().mockResolvedValue( undefined ),
		applyCoupon: jest.fn().mockResolvedValue( true ),
		removeCoupon: jest.fn().mockResolvedValue( true ),
		selectShippingRate: jest.fn().mockResolvedValue( undefined ),
		updateCustomerData: jest.fn().mockResolvedValue( undefined ),
		addItemToCart: jest.fn().mockResolvedValue( undefined ),
	};
	return {
		state: {
			cart: cartFromResponse( cartResponse( response ) ),
			errors: [],
			isLoading: false,
			pendingQuantity: [],
			pendingDelete: [],
			pendingAdd: [],
			isApplyingCoupon: false,
			removingCoupon: '',
			isUpdatingCustomer: false,
			isSelectingRate: false,
			...overrides,
		},
		actions,
		settings,
	};
}

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

	it( 'hides the express area when no express method is registered', () => {
		const { container } = render( <CartLayout view={ view() } /> );
		expect( container.querySelector( '.kiosk-cart-express' ) ).toBeNull();
	} );

	it( 'fires the proceed-to-checkout event, which can stop navigation', () => {
		render( <CartLayout view={ view() } /> );
		const listener = jest.fn( ( e: Event ) => e.preventDefault() );
		document.body.addEventListener( PROCEED_TO_CHECKOUT_EVENT, listener );
		const link = screen.getByRole( 'link', {
			name: 'Proceed to Checkout',
		} );
		expect( link ).toHaveAttribute( 'href', '/kasse/' );
		fireEvent.click( link );
		expect( listener ).toHaveBeenCalled();
		document.body.removeEventListener(
			PROCEED_TO_CHECKOUT_EVENT,
			listener
		);
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
