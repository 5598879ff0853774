import reducer from '../reducers';
import * as actions from '../actions';
import { DEFAULT_STATE } from '../default-state';
import { cartFromResponse } from '../map-cart';
import { cartItem, cartResponse, deepFreeze } from './fixtures';

const frozen = () =>
	deepFreeze( JSON.parse( JSON.stringify( DEFAULT_STATE ) ) );

describe( 'cart reducer', () => {
	it( 'stores cart data and marks the cart loaded', () => {
		const cart = cartFromResponse( cartResponse() );
		const state = reducer( frozen(), actions.setCartData( cart ) );
		// Equal parts of the empty cart are kept from it; the rest is the answer.
		expect( state.cartData ).toEqual( cart );
		expect( state.cartData.items ).toBe( cart.items );
		expect( state.metaData.hasLoaded ).toBe( true );
	} );

	it( 'maps the snake_case response to the camelCase top level', () => {
		const cart = cartFromResponse(
			cartResponse( {
				items_count: 3,
				needs_shipping: false,
				cross_sells: [],
			} )
		);
		expect( cart.itemsCount ).toBe( 3 );
		expect( cart.needsShipping ).toBe( false );
		expect( cart.crossSells ).toEqual( [] );
	} );

	it( 'adds an error once by code and message', () => {
		const error = { code: 'x', message: 'Fehler' };
		const once = reducer( frozen(), actions.setErrorData( error ) );
		const twice = reducer(
			deepFreeze( once ),
			actions.setErrorData( { ...error } )
		);
		expect( twice.errors ).toHaveLength( 1 );
		expect( twice ).toBe( once );
	} );

	it( 'tracks items pending quantity and delete, and products pending add', () => {
		let state = reducer( frozen(), actions.itemIsPendingQuantity( 'a' ) );
		state = reducer(
			deepFreeze( state ),
			actions.itemIsPendingQuantity( 'a' )
		);
		expect( state.cartItemsPendingQuantity ).toEqual( [ 'a' ] );
		state = reducer(
			deepFreeze( state ),
			actions.itemIsPendingQuantity( 'a', false )
		);
		expect( state.cartItemsPendingQuantity ).toEqual( [] );
		state = reducer(
			deepFreeze( state ),
			actions.itemIsPendingDelete( 'b' )
		);
		state = reducer(
			deepFreeze( state ),
			actions.productIsPendingAdd( 7 )
		);
		expect( state.cartItemsPendingDelete ).toEqual( [ 'b' ] );
		expect( state.productsPendingAdd ).toEqual( [ 7 ] );
	} );

	it( 'sets an item quantity optimistically without touching others', () => {
		const cart = cartFromResponse(
			cartResponse( {
				items: [ cartItem(), cartItem( { key: 'other' } ) ],
			} )
		);
		const loaded = deepFreeze(
			reducer( frozen(), actions.setCartData( cart ) )
		);
		const state = reducer(
			loaded,
			actions.receiveCartItemQuantity( 'abc', 4 )
		);
		expect( state.cartData.items[ 0 ].quantity ).toBe( 4 );
		expect( state.cartData.items[ 1 ] ).toBe( loaded.cartData.items[ 1 ] );
	} );

	it( 'sets coupon, customer, rate and stale flags', () => {
		let state = reducer(
			frozen(),
			actions.receiveApplyingCoupon( 'SOMMER10' )
		);
		expect( state.metaData.applyingCoupon ).toBe( 'SOMMER10' );
		state = reducer(
			deepFreeze( state ),
			actions.receiveRemovingCoupon( 'X' )
		);
		state = reducer(
			deepFreeze( state ),
			actions.updatingCustomerData( true )
		);
		state = reducer(
			deepFreeze( state ),
			actions.shippingRatesBeingSelected( true )
		);
		state = reducer(
			deepFreeze( state ),
			actions.setIsCartDataStale( true )
		);
		expect( state.metaData ).toMatchObject( {
			removingCoupon: 'X',
			updatingCustomerData: true,
			updatingSelectedRate: true,
			isCartDataStale: true,
		} );
	} );

	it( 'remembers the address used for shipping rates', () => {
		const state = reducer(
			frozen(),
			actions.setAddressFieldsForShippingRates( {
				country: 'DE',
				postcode: '10115',
			} )
		);
		expect( state.addressFieldsForShippingRates ).toEqual( {
			country: 'DE',
			postcode: '10115',
		} );
	} );

	it( 'returns the same state for unknown actions', () => {
		const state = frozen();
		expect( reducer( state, { type: 'NOPE' } as never ) ).toBe( state );
	} );
} );
