/**
 * Each registry's checkout store has its own pending write of the dirty
 * flag: another store's changes neither delay nor drop it.
 */
import { createRegistry } from '@wordpress/data';
import { checkoutStore } from '..';
import { CHECKOUT_STORAGE_KEY } from '../constants';

interface CheckoutActions {
	setCustomerDataDirty: ( dirty: boolean ) => Promise< void >;
	completeCheckout: ( navigate: ( url: string ) => void ) => Promise< void >;
}

function checkoutInNewRegistry(): CheckoutActions {
	const registry = createRegistry();
	registry.register( checkoutStore );
	return registry.dispatch( checkoutStore ) as unknown as CheckoutActions;
}

const stored = () => window.localStorage.getItem( CHECKOUT_STORAGE_KEY );

beforeEach( () => {
	jest.useFakeTimers();
	window.localStorage.clear();
} );
afterEach( () => jest.useRealTimers() );

describe( 'the checkout store per registry', () => {
	it( "writes its dirty flag 300 ms after its own change, whatever another store's changes", () => {
		const one = checkoutInNewRegistry();
		const two = checkoutInNewRegistry();
		void one.setCustomerDataDirty( true );
		jest.advanceTimersByTime( 200 );
		void two.setCustomerDataDirty( true );
		jest.advanceTimersByTime( 100 );
		expect( stored() ).toBe( 'true' );
	} );

	it( "keeps its pending write when another store completes (that drops only the other's)", () => {
		const one = checkoutInNewRegistry();
		const two = checkoutInNewRegistry();
		void two.setCustomerDataDirty( true );
		void one.setCustomerDataDirty( true );
		void two.completeCheckout( jest.fn() );
		expect( stored() ).toBeNull();
		jest.advanceTimersByTime( 300 );
		expect( stored() ).toBe( 'true' );
	} );
} );
