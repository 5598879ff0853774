/**
 * The demo's checkout extension, written as for WooCommerce's checkout
 * block (no build: WordPress's globals): an `ExperimentalOrderMeta` fill,
 * registered as a plugin of scope `woocommerce-checkout`, showing the
 * delivery note from its integration's data and the item count from the
 * fill's `cart` prop.
 */
( function () {
	const el = window.wp.element.createElement;
	const { registerPlugin } = window.wp.plugins;
	const { ExperimentalOrderMeta } = window.wc.blocksCheckout;
	const data = window.wc.wcSettings.getSetting(
		'kiosk-demo-order-meta_data',
		{}
	);

	function DeliveryNote( { cart, context } ) {
		return el(
			'p',
			{ className: 'kiosk-demo-order-meta', 'data-context': context },
			data.note + ' (' + cart.cartItemsCount + ' Artikel)'
		);
	}

	registerPlugin( 'kiosk-demo-order-meta', {
		render: () => el( ExperimentalOrderMeta, null, el( DeliveryNote ) ),
		scope: 'woocommerce-checkout',
	} );
} )();
