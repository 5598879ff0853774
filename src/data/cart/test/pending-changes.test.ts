/**
 * Leaving the cart with a change still in its debounce (SPEC section 5:
 * quantities sync after 400 ms): flushPendingCartChanges sends it at once
 * and says whether it was saved; and the notices a change leaves behind.
 */
import { request } from '@kiosk/api';
import * as thunks from '../thunks';
import { createRequestQueue } from '../request-queue';
import { cartItem, cartResponse } from './fixtures';
import { deferred, fakeStore, loaded } from './fake-store';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );
const mockRequest = request as jest.MockedFunction< typeof request >;

beforeEach( () => {
	mockRequest.mockReset();
	jest.useRealTimers();
} );

describe( 'the request queue’s flush', () => {
	it( 'runs a waiting sync at once and resolves after it', async () => {
		jest.useFakeTimers();
		const queue = createRequestQueue();
		const sync = jest.fn().mockResolvedValue( undefined );
		const scheduled = queue.scheduleQuantity( 'abc', 3, sync );
		const flushed = queue.flush();
		expect( sync ).toHaveBeenCalledWith( 3 );
		expect( queue.hasScheduled( 'abc' ) ).toBe( false );
		await expect( flushed ).resolves.toBe( true );
		await expect( scheduled ).resolves.toBeUndefined();
		jest.advanceTimersByTime( 1000 );
		expect( sync ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits for requests already running', async () => {
		const queue = createRequestQueue();
		const answer = deferred< string >();
		queue.run( () => answer.promise );
		let done = false;
		const flushed = queue.flush().then( ( ok ) => {
			done = true;
			return ok;
		} );
		await Promise.resolve();
		expect( done ).toBe( false );
		answer.resolve( 'ok' );
		await expect( flushed ).resolves.toBe( true );
	} );
} );

describe( 'flushPendingCartChanges', () => {
	it( 'sends a quantity change before its 400 ms are up', async () => {
		const store = fakeStore( loaded() );
		mockRequest.mockResolvedValue(
			cartResponse( { items: [ cartItem( { quantity: 3 } ) ] } )
		);
		const change = thunks.changeCartItemQuantity( 'abc', 3 )( store.args );
		const ok = await thunks.flushPendingCartChanges()( store.args );
		expect( ok ).toBe( true );
		expect( mockRequest ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/cart/update-item',
				data: { key: 'abc', quantity: 3 },
			} )
		);
		expect( store.state.cartItemsPendingQuantity ).toEqual( [] );
		await change;
	} );

	it( 'resolves false when the change could not be saved', async () => {
		const store = fakeStore( loaded() );
		mockRequest
			.mockRejectedValueOnce( { code: 'x', message: 'Nein' } )
			.mockResolvedValue( cartResponse() );
		const change = thunks
			.changeCartItemQuantity(
				'abc',
				3
			)( store.args )
			.catch( () => 'rejected' );
		await expect(
			thunks.flushPendingCartChanges()( store.args )
		).resolves.toBe( false );
		await expect( change ).resolves.toBe( 'rejected' );
	} );
} );

describe( 'cart notices', () => {
	it( 'shows a failed add-to-cart as a dismissible error notice', async () => {
		const store = fakeStore();
		mockRequest.mockRejectedValueOnce( {
			code: 'woocommerce_rest_product_out_of_stock',
			message: 'Nicht vorrätig',
		} );
		await expect(
			thunks.addItemToCart( 5 )( store.args )
		).rejects.toBeTruthy();
		expect( store.createErrorNotice ).toHaveBeenCalledWith(
			'Nicht vorrätig',
			expect.objectContaining( { context: 'kiosk/cart' } )
		);
		// Dismissible unless told otherwise (notices store's default).
		expect( store.createErrorNotice.mock.calls[ 0 ][ 1 ] ).not.toEqual(
			expect.objectContaining( { isDismissible: false } )
		);
	} );

	it( 'clears an earlier failure’s notice when a later change succeeds', async () => {
		const store = fakeStore( loaded() );
		store.notices.push(
			{ id: 'cart-error-Die Antwort ist keine gültige JSON-Antwort.' },
			{ id: 'coupon-applied' }
		);
		mockRequest.mockResolvedValueOnce(
			cartResponse( { items: [], items_count: 0 } )
		);
		await thunks.removeItemFromCart( 'abc' )( store.args );
		expect( store.removeNotice ).toHaveBeenCalledTimes( 1 );
		expect( store.removeNotice ).toHaveBeenCalledWith(
			'cart-error-Die Antwort ist keine gültige JSON-Antwort.',
			'kiosk/cart'
		);
	} );

	it( 'keeps a failed quantity change’s notice over the reload that follows', async () => {
		const store = fakeStore( loaded() );
		mockRequest
			.mockRejectedValueOnce( { code: 'x', message: 'Nein' } )
			.mockResolvedValue( cartResponse() );
		const change = thunks
			.changeCartItemQuantity(
				'abc',
				3
			)( store.args )
			.catch( () => undefined );
		await thunks.flushPendingCartChanges()( store.args );
		await change;
		expect( store.createErrorNotice ).toHaveBeenCalled();
		expect( store.removeNotice ).not.toHaveBeenCalled();
	} );
} );
