import { createRegistry } from '@wordpress/data';
import { cartStore } from '..';
import { hydrateCart, preloadedCart } from '../hydrate';

const preload = {
	items: [ { key: 'a1', id: 12, quantity: 2, name: 'Abo', totals: {} } ],
	items_count: 2,
	coupons: [],
	fees: [],
	totals: { total_price: '2000', currency_code: 'EUR', tax_lines: [] },
	errors: [],
	shipping_rates: [],
	billing_address: {},
	shipping_address: {},
};

describe( 'hydrateCart', () => {
	it( 'fills the store from the preloaded cart and asks the Store API nothing', () => {
		const fetch = jest.fn();
		global.fetch = fetch as never;
		const registry = createRegistry();
		registry.register( cartStore );
		const store = registry.select( cartStore ) as unknown as {
			hasCartLoaded: () => boolean;
			getCartData: () => { itemsCount: number };
		};
		expect(
			hydrateCart( registry.dispatch( cartStore ) as never, preload )
		).toBe( true );
		expect( store.hasCartLoaded() ).toBe( true );
		expect( store.getCartData().itemsCount ).toBe( 2 );
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'ignores anything that is not a cart', () => {
		const registry = createRegistry();
		registry.register( cartStore );
		expect(
			hydrateCart( registry.dispatch( cartStore ) as never, {
				code: 'x',
			} )
		).toBe( false );
		expect(
			(
				registry.select( cartStore ) as unknown as {
					hasCartLoaded: () => boolean;
				}
			 ).hasCartLoaded()
		).toBe( false );
	} );
} );

describe( 'preloadedCart', () => {
	it( "reads the cart's body from core's preload shape, and nothing else", () => {
		expect(
			preloadedCart( {
				'/wc/store/v1/cart': { body: preload, headers: { Nonce: 'n' } },
			} )
		).toBe( preload );
		expect(
			preloadedCart( { '/wc/store/v1/cart/items': { body: [] } } )
		).toBeUndefined();
		expect( preloadedCart( undefined ) ).toBeUndefined();
		expect( preloadedCart( 'x' ) ).toBeUndefined();
	} );
} );
