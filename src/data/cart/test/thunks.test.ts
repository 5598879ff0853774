import { request } from '@kiosk/api';
import reducer from '../reducers';
import * as selectors from '../selectors';
import * as thunks from '../thunks';
import { DEFAULT_STATE } from '../default-state';
import { cartFromResponse } from '../map-cart';
import { CART_UPDATED_EVENT } from '../constants';
import { attachCartListeners } from '../listeners';
import { createRequestQueue } from '../request-queue';
import { cartItem, cartResponse } from './fixtures';
import type { CartState } from '../types';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );
const mockRequest = request as jest.MockedFunction< typeof request >;

/** A fake of what a cart thunk is given, backed by the real reducer and a queue of its own. */
function fakeStore( initial: CartState = DEFAULT_STATE ) {
	let state = initial;
	const createErrorNotice = jest.fn();
	const actions: unknown[] = [];
	const args = {
		dispatch: ( action: unknown ): unknown => {
			if ( typeof action === 'function' ) {
				return action( args );
			}
			actions.push( action );
			state = reducer( state, action as never );
			return action;
		},
		select: {
			getCartItem: ( key: string ) => selectors.getCartItem( state, key ),
			hasCartLoaded: () => selectors.hasCartLoaded( state ),
			getCartData: () => selectors.getCartData( state ),
		},
		registry: { dispatch: () => ( { createErrorNotice } ) },
		queue: createRequestQueue(),
	};
	return {
		args,
		get state() {
			return state;
		},
		actions,
		createErrorNotice,
	};
}

function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( error: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

const loaded = (): CartState => ( {
	...DEFAULT_STATE,
	cartData: cartFromResponse( cartResponse() ),
	metaData: { ...DEFAULT_STATE.metaData, hasLoaded: true },
} );

beforeEach( () => {
	mockRequest.mockReset();
} );

describe( 'cart thunks', () => {
	it( 'loads the cart and tells the mini cart the item count', async () => {
		const store = fakeStore();
		const seen = jest.fn();
		document.body.addEventListener( CART_UPDATED_EVENT, ( e ) =>
			seen( ( e as CustomEvent ).detail )
		);
		mockRequest.mockResolvedValueOnce( cartResponse() );
		await thunks.refreshCartData()( store.args );
		expect( mockRequest ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/cart',
				method: 'GET',
			} )
		);
		expect( store.state.cartData.itemsCount ).toBe( 1 );
		expect( seen ).toHaveBeenCalledWith( { itemsCount: 1 } );
	} );

	it( "stores 'Unable to get cart data from the API.' when the first load fails", async () => {
		const store = fakeStore();
		mockRequest.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'offline',
		} );
		await thunks.refreshCartData()( store.args );
		expect( store.state.errors ).toEqual( [
			{
				code: 'kiosk_cart_api_error',
				message: 'Unable to get cart data from the API.',
			},
		] );
		expect( store.state.metaData.hasLoaded ).toBe( true );
	} );

	it( 'adds an item, marking the product pending meanwhile', async () => {
		const store = fakeStore();
		const answer = deferred< unknown >();
		mockRequest.mockReturnValueOnce( answer.promise as Promise< never > );
		const done = thunks.addItemToCart( 5, 2 )( store.args );
		expect( store.state.productsPendingAdd ).toEqual( [ 5 ] );
		answer.resolve( cartResponse() );
		await done;
		expect( mockRequest ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/cart/add-item',
				data: { id: 5, quantity: 2 },
			} )
		);
		expect( store.state.productsPendingAdd ).toEqual( [] );
	} );

	it( 'applies the cart carried by an error and rethrows', async () => {
		const store = fakeStore();
		const error = {
			code: 'woocommerce_rest_cart_invalid_product',
			message: 'Nein',
			data: { status: 400, cart: cartResponse( { items_count: 9 } ) },
		};
		mockRequest.mockRejectedValueOnce( error );
		await expect( thunks.addItemToCart( 5 )( store.args ) ).rejects.toBe(
			error
		);
		expect( store.state.cartData.itemsCount ).toBe( 9 );
		expect( store.state.errors ).toContainEqual( error );
	} );

	it( 'sends five fast quantity changes as one request with the last value', async () => {
		jest.useFakeTimers();
		const store = fakeStore( loaded() );
		mockRequest.mockResolvedValue(
			cartResponse( { items: [ cartItem( { quantity: 6 } ) ] } )
		);
		const calls = [ 2, 3, 4, 5, 6 ].map( ( q ) => {
			const p = thunks.changeCartItemQuantity( 'abc', q )( store.args );
			jest.advanceTimersByTime( 100 );
			return p;
		} );
		expect( store.state.cartData.items[ 0 ].quantity ).toBe( 6 );
		expect( store.state.cartItemsPendingQuantity ).toEqual( [ 'abc' ] );
		expect( mockRequest ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 400 );
		jest.useRealTimers();
		await Promise.all( calls );
		expect( mockRequest ).toHaveBeenCalledTimes( 1 );
		expect( mockRequest ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/cart/update-item',
				data: { key: 'abc', quantity: 6 },
			} )
		);
		expect( store.state.cartItemsPendingQuantity ).toEqual( [] );
	} );

	it( 'never rolls back to an older answer', async () => {
		jest.useFakeTimers();
		const store = fakeStore( loaded() );
		const first = deferred< unknown >();
		mockRequest
			.mockReturnValueOnce( first.promise as Promise< never > )
			.mockResolvedValueOnce(
				cartResponse( { items: [ cartItem( { quantity: 5 } ) ] } )
			);
		const one = thunks.changeCartItemQuantity( 'abc', 3 )( store.args );
		jest.advanceTimersByTime( 400 );
		const two = thunks.changeCartItemQuantity( 'abc', 5 )( store.args );
		jest.advanceTimersByTime( 400 );
		jest.useRealTimers();
		// The first answer arrives while the shopper's newer value is still waiting.
		first.resolve(
			cartResponse( { items: [ cartItem( { quantity: 3 } ) ] } )
		);
		await one;
		expect( store.state.cartData.items[ 0 ].quantity ).toBe( 5 );
		await two;
		expect( store.state.cartData.items[ 0 ].quantity ).toBe( 5 );
		expect( mockRequest ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'says the connection was lost and the cart is kept when a cart action gets no answer', async () => {
		const store = fakeStore( loaded() );
		mockRequest.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		await expect(
			thunks.removeItemFromCart( 'abc' )( store.args )
		).rejects.toMatchObject( {
			code: 'fetch_error',
			message:
				'The connection to the shop was lost. Nothing in your cart was lost: please try again in a moment.',
		} );
		expect( store.createErrorNotice ).toHaveBeenCalledWith(
			'The connection to the shop was lost. Nothing in your cart was lost: please try again in a moment.',
			expect.objectContaining( { context: 'kiosk/cart' } )
		);
		expect( store.createErrorNotice ).not.toHaveBeenCalledWith(
			'You are probably offline.',
			expect.anything()
		);
		mockRequest.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		await expect(
			thunks.applyCoupon( 'SOMMER10' )( store.args )
		).rejects.toMatchObject( {
			message: expect.stringMatching(
				/^The connection to the shop was lost/
			),
		} );
	} );

	it( 'removes an item and reports a failure as a cart notice', async () => {
		const store = fakeStore( loaded() );
		mockRequest.mockRejectedValueOnce( {
			code: 'woocommerce_rest_cart_invalid_key',
			message: 'Ungültiger Schlüssel',
		} );
		await expect(
			thunks.removeItemFromCart( 'abc' )( store.args )
		).rejects.toBeTruthy();
		expect( store.createErrorNotice ).toHaveBeenCalledWith(
			'Ungültiger Schlüssel',
			expect.objectContaining( { context: 'kiosk/cart' } )
		);
		expect( store.state.cartItemsPendingDelete ).toEqual( [] );
	} );

	it( 'applies a coupon with the applying flag set meanwhile', async () => {
		const store = fakeStore( loaded() );
		const answer = deferred< unknown >();
		mockRequest.mockReturnValueOnce( answer.promise as Promise< never > );
		const done = thunks.applyCoupon( 'SOMMER10' )( store.args );
		expect( store.state.metaData.applyingCoupon ).toBe( 'SOMMER10' );
		answer.resolve( cartResponse() );
		await expect( done ).resolves.toBe( true );
		expect( store.state.metaData.applyingCoupon ).toBe( '' );
	} );

	it( 'rejects a bad coupon with the Store API error', async () => {
		const store = fakeStore( loaded() );
		const error = {
			code: 'woocommerce_rest_cart_coupon_error',
			message: 'Gutschein „NEIN“ existiert nicht!',
		};
		mockRequest.mockRejectedValueOnce( error );
		await expect( thunks.applyCoupon( 'NEIN' )( store.args ) ).rejects.toBe(
			error
		);
		expect( store.state.metaData.applyingCoupon ).toBe( '' );
	} );

	it( 'selects a shipping rate and updates the customer', async () => {
		const store = fakeStore( loaded() );
		mockRequest.mockResolvedValue( cartResponse() );
		await thunks.selectShippingRate( 'flat_rate:1', 0 )( store.args );
		expect( mockRequest ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				data: { rate_id: 'flat_rate:1', package_id: 0 },
			} )
		);
		await thunks.updateCustomerData( {
			shipping_address: { country: 'DE', postcode: '10115' },
		} )( store.args );
		expect( store.state.addressFieldsForShippingRates ).toEqual( {
			country: 'DE',
			postcode: '10115',
		} );
		expect( store.state.metaData.updatingCustomerData ).toBe( false );
	} );

	it( 'turns a failed extension update into a notice and rejects', async () => {
		const store = fakeStore( loaded() );
		mockRequest.mockRejectedValueOnce( {
			code: 'woocommerce_rest_cart_extensions_error',
			message: 'Erweiterung kaputt',
		} );
		await expect(
			thunks.applyExtensionCartUpdate( { namespace: 'demo' } )(
				store.args
			)
		).rejects.toBeTruthy();
		expect( store.createErrorNotice ).toHaveBeenCalledWith(
			'Erweiterung kaputt',
			expect.anything()
		);
	} );
} );

describe( 'cart listeners', () => {
	it( 'refresh on added_to_cart, removed_from_cart and a persisted pageshow, and detach', () => {
		const refresh = jest.fn();
		const detach = attachCartListeners( refresh );
		document.body.dispatchEvent( new CustomEvent( 'added_to_cart' ) );
		document.body.dispatchEvent( new CustomEvent( 'removed_from_cart' ) );
		const pageshow = new Event( 'pageshow' ) as PageTransitionEvent;
		Object.defineProperty( pageshow, 'persisted', { value: true } );
		window.dispatchEvent( pageshow );
		window.dispatchEvent( new Event( 'pageshow' ) );
		expect( refresh ).toHaveBeenCalledTimes( 3 );
		detach();
		document.body.dispatchEvent( new CustomEvent( 'added_to_cart' ) );
		expect( refresh ).toHaveBeenCalledTimes( 3 );
	} );
} );
