/**
 * The checkout context a guest's checkout on the front end gives its inner
 * blocks, for tests that render them outside the checkout block.
 */
import {
	createEventBus,
	type EventBus,
} from '../../../shared/checkout/emitter';
import type { CheckoutContextValue } from '../context';
import type { CheckoutSettings } from '../settings';

/** A guest's front-end checkout context with no settings. */
export function testCheckoutContext(
	bus: EventBus = createEventBus()
): CheckoutContextValue {
	return {
		settings: {} as CheckoutSettings,
		bus,
		isEditor: false,
		isLoggedIn: false,
	};
}
