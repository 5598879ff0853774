/**
 * The demo's checkout extension, written as for WooCommerce's checkout
 * block (no build: WordPress's globals): an `ExperimentalOrderMeta` fill,
 * registered as a plugin of scope `woocommerce-checkout`, showing the
 * delivery note from its integration's data and the item count from the
 * fill's `cart` prop, and a button that reports an error the way
 * gateways and extensions do it: through WordPress's `core/notices` store
 * with the checkout's context.
 */
( function () {
	const el = window.wp.element.createElement;
	const { registerPlugin } = window.wp.plugins;
	const { ExperimentalOrderMeta } = window.wc.blocksCheckout;
	const data = window.wc.wcSettings.getSetting(
		'kiosk-demo-order-meta_data',
		{}
	);

	function reportError() {
		window.wp.data
			.dispatch( 'core/notices' )
			.createErrorNotice( data.error, {
				id: 'kiosk-demo-order-meta-error',
				context: 'wc/checkout',
			} );
	}

	function DeliveryNote( { cart, context } ) {
		return el(
			'div',
			{ className: 'kiosk-demo-order-meta', 'data-context': context },
			el(
				'p',
				null,
				data.note + ' (' + cart.cartItemsCount + ' Artikel)'
			),
			el(
				'button',
				{ type: 'button', onClick: reportError },
				data.report
			)
		);
	}

	registerPlugin( 'kiosk-demo-order-meta', {
		render: () => el( ExperimentalOrderMeta, null, el( DeliveryNote ) ),
		scope: 'woocommerce-checkout',
	} );
} )();
