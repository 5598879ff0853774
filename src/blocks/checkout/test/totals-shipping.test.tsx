/**
 * The order summary's shipping line when no shipping method can be counted
 * (SPEC section 8): 'Totals will be recalculated when a valid shipping
 * method is selected.' instead of 'Calculated at next step'.
 */
import { act, render, screen } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { cartStore } from '@kiosk/data';
import { checkoutStore } from '@kiosk/checkout-data';
import { cartResponse } from '../../../data/cart/test/fixtures';
import type { CartResponse } from '../../../data/cart/types';
import { CheckoutContext } from '../context';
import { testCheckoutContext } from './fixtures';
import { OrderSummaryTotals } from '../inner-blocks/order-summary-totals/block';

const NOTICE =
	'Totals will be recalculated when a valid shipping method is selected.';

const rate = ( method_id: string, rate_id: string ) =>
	( {
		rate_id,
		method_id,
		name: rate_id,
		price: '490',
		taxes: '0',
		selected: true,
	} ) as never;

function renderTotals(
	shippingRates: CartResponse[ 'shipping_rates' ],
	prefersCollection = false
) {
	const registry = createRegistry();
	registry.register( cartStore );
	registry.register( checkoutStore );
	act( () => {
		(
			registry.dispatch( cartStore ) as unknown as {
				receiveCart: ( r: CartResponse ) => void;
			}
		 ).receiveCart(
			cartResponse( {
				shipping_rates: shippingRates,
				totals: {
					...cartResponse().totals,
					total_shipping: null,
					total_shipping_tax: null,
				},
			} as Partial< CartResponse > )
		);
		(
			registry.dispatch( checkoutStore ) as any
		 ).__internalSetPrefersCollection( prefersCollection );
	} );
	render(
		<RegistryProvider value={ registry }>
			<CheckoutContext.Provider value={ testCheckoutContext() }>
				<OrderSummaryTotals />
			</CheckoutContext.Provider>
		</RegistryProvider>
	);
}

const pkg = ( rates: unknown[] ) =>
	[ { package_id: 0, name: 'Sendung', shipping_rates: rates } ] as never;

describe( 'the order summary shipping line', () => {
	it( 'says the totals will be recalculated when no shipping rate is available', () => {
		renderTotals( pkg( [] ) );
		expect( screen.getByText( NOTICE ) ).toBeTruthy();
		expect( screen.queryByText( 'Calculated at next step' ) ).toBeNull();
	} );

	it( 'says so when delivery is chosen but the package offers only pickup; not when pickup is chosen, or a rate can be counted', () => {
		const pickupOnly = pkg( [
			rate( 'pickup_location', 'pickup_location:1' ),
		] );
		renderTotals( pickupOnly );
		expect( screen.getByText( NOTICE ) ).toBeTruthy();
		document.body.innerHTML = '';
		renderTotals( pickupOnly, true );
		expect( screen.queryByText( NOTICE ) ).toBeNull();
		document.body.innerHTML = '';
		renderTotals( pkg( [ rate( 'flat_rate', 'flat_rate:1' ) ] ) );
		expect( screen.queryByText( NOTICE ) ).toBeNull();
	} );
} );
