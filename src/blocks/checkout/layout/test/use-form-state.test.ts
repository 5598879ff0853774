/**
 * The checkout's form state stays the same object while what the areas read
 * stays the same, so the memoised fields column (CheckoutFields) does not
 * render again for every cart the server sends after an address pause.
 */
import { renderHook } from '@testing-library/react';
import type { Cart } from '@kiosk/data';
import { cartFromResponse } from '../../../../data/cart/map-cart';
import { cartResponse } from '../../../../data/cart/test/fixtures';
import { useFormState } from '../use-form-state';

const pickupRates = [
	{
		package_id: 0,
		name: 'Sendung 1',
		destination: {},
		items: [],
		shipping_rates: [
			{ rate_id: 'pickup_location:0', method_id: 'pickup_location' },
		],
	},
] as never;

const cartWith = ( overrides = {} ): Cart =>
	cartFromResponse( cartResponse( overrides ) );

type Props = { cart: Cart; same: boolean; pickup: boolean };

function hook( initial: Props ) {
	return renderHook(
		( { cart, same, pickup }: Props ) =>
			useFormState( cart, true, same, pickup ),
		{ initialProps: initial }
	);
}

describe( 'useFormState', () => {
	it( 'keeps the same form for a new cart with the same flags (an answer to an address pause)', () => {
		const { result, rerender } = hook( {
			cart: cartWith(),
			same: true,
			pickup: false,
		} );
		const first = result.current;
		rerender( {
			cart: cartWith( {
				billing_address: {
					...cartResponse().billing_address,
					email: 'lesa.neu@example.com',
				},
			} ),
			same: true,
			pickup: false,
		} );
		expect( result.current ).toBe( first );
		expect( result.current.cart ).toEqual( {
			needsShipping: true,
			needsPayment: true,
		} );
	} );

	it( 'gives a new form when a flag the areas read changes', () => {
		const { result, rerender } = hook( {
			cart: cartWith(),
			same: true,
			pickup: false,
		} );
		const first = result.current;
		rerender( {
			cart: cartWith( { needs_payment: false } ),
			same: true,
			pickup: false,
		} );
		expect( result.current ).not.toBe( first );
		expect( result.current.cart.needsPayment ).toBe( false );
	} );

	it( 'offers pickup only where a pickup rate is in the cart, and keeps the choice', () => {
		const { result, rerender } = hook( {
			cart: cartWith(),
			same: true,
			pickup: true,
		} );
		expect( result.current ).toMatchObject( {
			hasPickup: false,
			pickup: false,
		} );
		rerender( {
			cart: cartWith( { shipping_rates: pickupRates } ),
			same: true,
			pickup: true,
		} );
		expect( result.current ).toMatchObject( {
			hasPickup: true,
			pickup: true,
		} );
	} );

	it( 'asks for the billing focus in the one render in which the billing address appears', () => {
		const cart = cartWith();
		const { result, rerender } = hook( {
			cart,
			same: true,
			pickup: false,
		} );
		expect( result.current.billingFocus ).toBe( false );
		rerender( { cart, same: false, pickup: false } );
		expect( result.current.billingFocus ).toBe( true );
		rerender( { cart, same: false, pickup: false } );
		expect( result.current.billingFocus ).toBe( false );
	} );
} );
