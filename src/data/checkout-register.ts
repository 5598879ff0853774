/**
 * Registers `kiosk/checkout`, `kiosk/payment` and `kiosk/validation` once per page. Two bundles
 * carry these stores: the checkout's own (src/blocks/checkout/frontend.tsx
 * and editor.tsx), and the `kiosk-checkout-data` handle that the cart's
 * express buttons load (src/data/checkout-entry.ts). Whichever runs first
 * registers them; every reader finds them by name.
 */
import { register } from '@wordpress/data';
import { checkoutStore } from './checkout';
import { paymentStore } from './payment';
import { validationStore } from './validation';

/** Registers the checkout's stores unless the page has them already. */
export function registerCheckoutStores(): void {
	const kiosk = ( window.kiosk ||= {} );
	if ( kiosk.checkoutStores ) {
		return;
	}
	register( checkoutStore );
	register( paymentStore );
	register( validationStore );
	kiosk.checkoutStores = true;
}
