/**
 * The drawer's first open after an add to cart shows the cart the add
 * answered, without asking the server again; once the store loads the cart
 * itself, its own answer wins.
 */
import { register, select } from '@wordpress/data';
import { cartStore } from '../../../data/cart';
import { showLastCart } from '../drawer/last-cart';

const answer = {
	items: [ { key: 'a1', id: 12, quantity: 1, name: 'Buch', totals: {} } ],
	items_count: 1,
	coupons: [],
	fees: [],
	totals: { total_price: '1800', currency_code: 'EUR', tax_lines: [] },
	errors: [],
	shipping_rates: [],
	billing_address: {},
	shipping_address: {},
};

const cart = () =>
	select( cartStore ) as unknown as {
		hasCartLoaded: () => boolean;
		getCartData: () => { itemsCount: number };
		hasStartedResolution: ( name: string, args: unknown[] ) => boolean;
	};

beforeAll( () => register( cartStore ) );

it( 'ignores no answer or one that is not a cart', () => {
	expect( showLastCart( undefined ) ).toBe( false );
	expect( showLastCart( { code: 'rest_error' } ) ).toBe( false );
	expect( cart().hasCartLoaded() ).toBe( false );
} );

it( 'shows the last add’s cart at once and marks the first load done, asking nothing', () => {
	const fetch = jest.fn();
	global.fetch = fetch as never;
	expect( showLastCart( answer ) ).toBe( true );
	expect( cart().hasCartLoaded() ).toBe( true );
	expect( cart().getCartData().itemsCount ).toBe( 1 );
	expect( fetch ).not.toHaveBeenCalled();
} );

it( 'leaves a cart the store has loaded (or is loading) alone', () => {
	expect( cart().hasStartedResolution( 'getCartData', [] ) ).toBe( true );
	expect( showLastCart( { ...answer, items_count: 5 } ) ).toBe( false );
	expect( cart().getCartData().itemsCount ).toBe( 1 );
} );
