/**
 * The checkout's form state stays the same object while what the areas read
 * stays the same, so the memoised fields column (CheckoutFields) does not
 * render again for every cart the server sends after an address pause.
 */
import { renderHook } from '@testing-library/react';
import type { Cart } from '@kiosk/data';
import type { CartResponse } from '../../../../data/cart/types';
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

const cartWith = ( overrides: Partial< CartResponse > = {} ): Cart =>
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
	/** The form for the test cart, and the form after a new cart from `overrides`. */
	function afterNewCart( overrides: Parameters< typeof cartWith >[ 0 ] ) {
		const { result, rerender } = hook( {
			cart: cartWith(),
			same: true,
			pickup: false,
		} );
		const first = result.current;
		rerender( { cart: cartWith( overrides ), same: true, pickup: false } );
		return { first, next: result.current };
	}

	it( 'keeps the same form for a new cart with the same flags (an answer to an address pause)', () => {
		const { first, next } = afterNewCart( {
			billing_address: {
				...cartResponse().billing_address,
				email: 'lesa.neu@example.com',
			},
		} );
		expect( next ).toBe( first );
		expect( next.cart ).toEqual( {
			needsShipping: true,
			needsPayment: true,
		} );
	} );

	it( 'gives a new form when a flag the areas read changes', () => {
		const { first, next } = afterNewCart( { needs_payment: false } );
		expect( next ).not.toBe( first );
		expect( next.cart.needsPayment ).toBe( false );
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
