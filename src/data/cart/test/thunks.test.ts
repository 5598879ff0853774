/**
 * The cart thunks for loading and items (add, quantity, remove), tested as
 * plain functions of what they are given.
 */
import { request } from '@kiosk/api';
import * as thunks from '../thunks';
import { CART_UPDATED_EVENT } from '../constants';
import { cartItem, cartResponse } from './fixtures';
import { fakeStore, deferred, loaded } from './fake-store';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );
const mockRequest = request as jest.MockedFunction< typeof request >;

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
		expect( seen ).toHaveBeenCalledWith( { itemsCount: 1, changed: true } );
	} );

	it( 'says whether an answer changed the item count', async () => {
		const store = fakeStore();
		const seen: unknown[] = [];
		const listener = ( e: Event ) =>
			seen.push( ( e as CustomEvent ).detail );
		document.body.addEventListener( CART_UPDATED_EVENT, listener );
		mockRequest.mockResolvedValue( cartResponse() );
		await thunks.refreshCartData()( store.args );
		// A second answer with the same items, as an address push gives.
		await thunks.refreshCartData()( store.args );
		document.body.removeEventListener( CART_UPDATED_EVENT, listener );
		expect( seen ).toEqual( [
			{ itemsCount: 1, changed: true },
			{ itemsCount: 1, changed: false },
		] );
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
} );
