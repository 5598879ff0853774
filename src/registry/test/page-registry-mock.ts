/**
 * For tests of code that reads checkout blocks through `@kiosk/registry`:
 * the mocked module reads a registry that each test replaces with a fresh
 * one. In the test file:
 *
 *     jest.mock( '@kiosk/registry', () =>
 *         jest.requireActual( '<path>/registry/test/page-registry-mock' ).mockedRegistryModule()
 *     );
 *     beforeEach( () => freshCheckoutBlocks() );
 */
import {
	createCheckoutBlockRegistry,
	type CheckoutBlockRegistry,
} from '../checkout-blocks';

/** The registry the mocked module reads (replaced per test). */
export const mockCheckoutBlocks: { registry: CheckoutBlockRegistry } = {
	registry: createCheckoutBlockRegistry(),
};

/** `@kiosk/registry` with its block lookups going to `mockCheckoutBlocks`. */
export function mockedRegistryModule(): Record< string, unknown > {
	return {
		...jest.requireActual( '@kiosk/registry' ),
		getRegisteredBlocks: ( area: string ) =>
			mockCheckoutBlocks.registry.getRegisteredBlocks( area ),
		subscribeToCheckoutBlocks: ( listener: () => void ) =>
			mockCheckoutBlocks.registry.subscribeToCheckoutBlocks( listener ),
	};
}

/** Gives the mocked module a new, empty registry; returns it. */
export function freshCheckoutBlocks(): CheckoutBlockRegistry {
	mockCheckoutBlocks.registry = createCheckoutBlockRegistry();
	return mockCheckoutBlocks.registry;
}
