/**
 * Each registry's cart store has its own request queue and listeners: what
 * one page's store has pending never shows in, or delays, another's.
 */
import { createRegistry } from '@wordpress/data';
import { request } from '@kiosk/api';
import { cartStore } from '..';
import { hydrateCart } from '../hydrate';
import { cartItem, cartResponse } from './fixtures';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );
const mockRequest = request as jest.MockedFunction< typeof request >;

interface CartActions {
	finishResolution: ( selector: string, args: unknown[] ) => void;
	receiveCart: ( response: unknown ) => Promise< void >;
	changeCartItemQuantity: (
		key: string,
		quantity: number
	) => Promise< void >;
	startCartListeners: () => Promise< void >;
	stopCartListeners: () => Promise< void >;
}

/** A registry with the cart store, holding a loaded cart of one item ('abc', quantity 1). */
function registryWithCart() {
	const registry = createRegistry();
	registry.register( cartStore );
	const actions = registry.dispatch( cartStore ) as unknown as CartActions;
	hydrateCart( actions, cartResponse() );
	const quantity = () =>
		(
			registry.select( cartStore ) as unknown as {
				getCartData: () => { items: Array< { quantity: number } > };
			}
		 ).getCartData().items[ 0 ].quantity;
	return { actions, quantity };
}

/** Lets queued requests start (the queue runs each after the ones before it). */
const requestsStarted = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => mockRequest.mockReset() );

describe( 'the cart store per registry', () => {
	it( "keeps another registry's unsynced quantity out of its carts", async () => {
		jest.useFakeTimers();
		const one = registryWithCart();
		const two = registryWithCart();
		mockRequest.mockResolvedValue(
			cartResponse( { items: [ cartItem( { quantity: 3 } ) ] } )
		);
		const change = one.actions.changeCartItemQuantity( 'abc', 3 );
		expect( one.quantity() ).toBe( 3 );
		// Registry two receives its cart while one's change waits for its sync.
		await two.actions.receiveCart( cartResponse() );
		expect( two.quantity() ).toBe( 1 );
		jest.advanceTimersByTime( 400 );
		jest.useRealTimers();
		await change;
		expect( mockRequest ).toHaveBeenCalledTimes( 1 );
		expect( one.quantity() ).toBe( 3 );
		expect( two.quantity() ).toBe( 1 );
	} );

	it( 'debounces quantity changes per registry: each sends its own', async () => {
		jest.useFakeTimers();
		const one = registryWithCart();
		const two = registryWithCart();
		mockRequest.mockResolvedValue( cartResponse() );
		const changes = [
			one.actions.changeCartItemQuantity( 'abc', 2 ),
			two.actions.changeCartItemQuantity( 'abc', 5 ),
		];
		jest.advanceTimersByTime( 400 );
		jest.useRealTimers();
		await Promise.all( changes );
		expect( mockRequest ).toHaveBeenCalledTimes( 2 );
		expect(
			mockRequest.mock.calls.map( ( [ options ] ) => options.data )
		).toEqual( [
			{ key: 'abc', quantity: 2 },
			{ key: 'abc', quantity: 5 },
		] );
	} );

	it( 'starts the browser listeners once per registry and stops them per registry', async () => {
		mockRequest.mockResolvedValue( cartResponse() );
		const one = registryWithCart();
		const two = registryWithCart();
		await one.actions.startCartListeners();
		await one.actions.startCartListeners();
		await two.actions.startCartListeners();
		document.body.dispatchEvent( new CustomEvent( 'added_to_cart' ) );
		await requestsStarted();
		// One refresh for each store, not one for each start.
		expect( mockRequest ).toHaveBeenCalledTimes( 2 );
		await one.actions.stopCartListeners();
		document.body.dispatchEvent( new CustomEvent( 'added_to_cart' ) );
		await requestsStarted();
		expect( mockRequest ).toHaveBeenCalledTimes( 3 );
		await two.actions.stopCartListeners();
		document.body.dispatchEvent( new CustomEvent( 'added_to_cart' ) );
		await requestsStarted();
		expect( mockRequest ).toHaveBeenCalledTimes( 3 );
	} );
} );
