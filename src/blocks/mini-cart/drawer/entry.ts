/**
 * Entry for `kiosk-mini-cart-drawer`: the header's mini-cart drawer on its
 * own. The header's script (`kiosk-mini-cart`) loads it on the first open,
 * from `kioskSettings.miniCart.scripts`, and calls
 * `window.kiosk.miniCart.open()`. Neither the cart nor the checkout page
 * loads it: their mini cart is hidden, as WooCommerce hides its own.
 */
import { initCart } from '@kiosk/data';
import { openMiniCartDrawer } from './mount';

function start() {
	initCart();
	( window.kiosk ||= {} ).miniCart = {
		open: async () => openMiniCartDrawer(),
	};
}

start();
