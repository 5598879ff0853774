/**
 * The page's registry (`window.kiosk.registry`): one instance of each
 * registry, apart from any other.
 */
import * as pageRegistry from '../index';
import { createCheckoutBlockRegistry } from '../checkout-blocks';
import { createCheckoutFilterRegistry } from '../checkout-filters';
import { createPaymentMethodRegistry } from '../payment-methods';
import { validPaymentMethod } from './fixtures';

const { innerBlockAreas } = pageRegistry;

const valid = validPaymentMethod;
const Block = () => null;

describe( "the page's registry", () => {
	it( 'holds what extensions register through it, apart from any other registry', () => {
		const listener = jest.fn();
		const unsubscribe = pageRegistry.subscribeToPaymentMethods( listener );
		pageRegistry.registerPaymentMethod( valid() );
		pageRegistry.registerCheckoutBlock( {
			metadata: { name: 'acme/page', parent: 'kiosk/cart-totals-block' },
			component: Block,
		} );
		pageRegistry.registerCheckoutFilters( 'acme', {
			itemName: ( name ) => `${ name } (Acme)`,
		} );
		unsubscribe();
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( Object.keys( pageRegistry.getPaymentMethods() ) ).toEqual( [
			'bacs',
		] );
		expect(
			pageRegistry
				.getRegisteredBlocks( innerBlockAreas.CART_TOTALS )
				.map( ( b ) => b.blockName )
		).toEqual( [ 'acme/page' ] );
		const itemName = { filterName: 'itemName', defaultValue: 'Abo' };
		expect( pageRegistry.applyCheckoutFilter( itemName ) ).toBe(
			'Abo (Acme)'
		);
		// Registries of their own saw none of it.
		expect(
			createCheckoutFilterRegistry().applyCheckoutFilter( itemName )
		).toBe( 'Abo' );
		expect( createPaymentMethodRegistry().getPaymentMethods() ).toEqual(
			{}
		);
		expect(
			createCheckoutBlockRegistry().getRegisteredBlocks(
				innerBlockAreas.CART_TOTALS
			)
		).toEqual( [] );
	} );
} );
