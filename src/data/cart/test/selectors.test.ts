import * as selectors from '../selectors';
import { DEFAULT_STATE } from '../default-state';
import { cartFromResponse } from '../map-cart';
import { cartResponse } from './fixtures';
import type { CartState } from '../types';

const state: CartState = {
	...DEFAULT_STATE,
	cartData: cartFromResponse( cartResponse() ),
	cartItemsPendingQuantity: [ 'abc' ],
	cartItemsPendingDelete: [ 'def' ],
	metaData: {
		...DEFAULT_STATE.metaData,
		applyingCoupon: 'SOMMER10',
		isCartDataStale: true,
		hasLoaded: true,
	},
	errors: [ { code: 'e', message: 'm' } ],
};

describe( 'cart selectors', () => {
	it( 'return the cart, totals and errors', () => {
		expect( selectors.getCartData( state ).items ).toHaveLength( 1 );
		expect( selectors.getCartTotals( state ).total_price ).toBe( '1990' );
		expect( selectors.getCartErrors( state ) ).toEqual( [
			{ code: 'e', message: 'm' },
		] );
	} );

	it( 'report coupon and stale flags', () => {
		expect( selectors.isApplyingCoupon( state ) ).toBe( true );
		expect( selectors.getCouponBeingApplied( state ) ).toBe( 'SOMMER10' );
		expect( selectors.isRemovingCoupon( state ) ).toBe( false );
		expect( selectors.isCartDataStale( state ) ).toBe( true );
		expect( selectors.hasCartLoaded( state ) ).toBe( true );
	} );

	it( 'report pending items', () => {
		expect( selectors.getItemsPendingQuantityUpdate( state ) ).toEqual( [
			'abc',
		] );
		expect( selectors.isItemPendingQuantity( state, 'abc' ) ).toBe( true );
		expect( selectors.isItemPendingDelete( state, 'def' ) ).toBe( true );
		expect( selectors.hasPendingItemsOperations( state ) ).toBe( true );
		expect( selectors.hasPendingItemsOperations( DEFAULT_STATE ) ).toBe(
			false
		);
	} );

	it( 'find an item by key', () => {
		expect( selectors.getCartItem( state, 'abc' )?.name ).toBe(
			'Jahresabo'
		);
		expect( selectors.getCartItem( state, 'zzz' ) ).toBeUndefined();
	} );
} );
