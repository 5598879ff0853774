/**
 * The plugin's script entries: name → source file. The script handle is
 * `kiosk-{name}` and the file `build/{name}.js`. Entries whose source does
 * not exist yet are left out, so the build works while features land.
 */
const { existsSync } = require( 'fs' );
const { resolve } = require( 'path' );

const ENTRIES = {
	api: 'src/api/entry.ts',
	data: 'src/data/entry.ts',
	'checkout-data': 'src/data/checkout-entry.ts',
	registry: 'src/registry/entry.ts',
	cart: 'src/blocks/cart/frontend.tsx',
	'cart-editor': 'src/blocks/cart/editor.tsx',
	checkout: 'src/blocks/checkout/frontend.tsx',
	'checkout-editor': 'src/blocks/checkout/editor.tsx',
	'mini-cart': 'src/blocks/mini-cart/frontend.ts',
	'mini-cart-drawer': 'src/blocks/mini-cart/drawer/entry.ts',
	'mini-cart-editor': 'src/blocks/mini-cart/editor.tsx',
	'add-to-cart': 'src/add-to-cart/entry.ts',
	'contact-form': 'src/contact-form/entry.ts',
	'contact-form-loader': 'src/contact-form/loader-entry.ts',
	rsvp: 'src/rsvp/entry.ts',
	magazine: 'src/magazine/entry.ts',
	'magazine-header': 'src/magazine/header-entry.ts',
	'order-attribution': 'src/order-attribution/entry.ts',
	'compose-for-data': 'src/compose-for-data/entry.ts',
	'wc-checkout': 'src/wc-bridge/entry.ts',
	germanized: 'src/germanized/entry.ts',
};

/** Shared Kiosk handles that other entries import as externals. */
const SHARED = {
	'@kiosk/api': {
		global: [ 'kiosk', 'api' ],
		handle: 'kiosk-api',
		entry: 'api',
	},
	'@kiosk/data': {
		global: [ 'kiosk', 'data' ],
		handle: 'kiosk-data',
		entry: 'data',
	},
	'@kiosk/registry': {
		global: [ 'kiosk', 'registry' ],
		handle: 'kiosk-registry',
		entry: 'registry',
	},
};

/**
 * WooCommerce's client packages a gateway imports, as WooCommerce's own
 * dependency extraction maps them: Kiosk's pages answer under these
 * globals and handles (src/registry/woocommerce-globals.ts,
 * php/Assets/PaymentMethods.php). The demo's gateways build with them.
 */
const WOOCOMMERCE = {
	'@woocommerce/blocks-registry': {
		global: [ 'wc', 'wcBlocksRegistry' ],
		handle: 'wc-blocks-registry',
	},
	'@woocommerce/settings': {
		global: [ 'wc', 'wcSettings' ],
		handle: 'wc-settings',
	},
};

/**
 * WooCommerce's checkout package as Kiosk's own code imports it (its note
 * for Germanized, src/germanized/): Kiosk's bridge (`kiosk-wc-checkout`,
 * src/wc-bridge/) answers `wc.blocksCheckout`, so Kiosk's script depends
 * on the bridge's handle itself, registered wherever Kiosk is, rather than
 * on WooCommerce's name for it.
 */
const BRIDGE = {
	'@woocommerce/blocks-checkout': {
		global: [ 'wc', 'blocksCheckout' ],
		handle: 'kiosk-wc-checkout',
	},
};

function existingEntries( root ) {
	return Object.fromEntries(
		Object.entries( ENTRIES ).filter( ( [ , file ] ) =>
			existsSync( resolve( root, file ) )
		)
	);
}

module.exports = { ENTRIES, SHARED, WOOCOMMERCE, BRIDGE, existingEntries };
