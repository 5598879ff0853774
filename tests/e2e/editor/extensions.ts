/**
 * The extensions of the cart's and the checkout's layout tests: their
 * blocks, registered with `registerCheckoutBlock` the way an extension's
 * script does on the shop page, and the checkout's sidebar block as its
 * editor script registers it in the block editor.
 */

/** The cart's extension blocks. */
export const CART_EXTENSION = `( function () {
	var el = window.React.createElement;
	var registry = window.kiosk.registry;
	registry.registerCheckoutBlock( {
		metadata: { name: 'demo/gift-wrap', parent: [ 'woocommerce/cart-totals-block' ] },
		component: function () {
			return el( 'p', { className: 'demo-gift-wrap' }, 'Geschenkverpackung möglich' );
		},
	} );
	registry.registerCheckoutBlock( {
		metadata: {
			name: 'demo/delivery-note',
			parent: [ 'kiosk/cart-items-block' ],
			attributes: { lock: { type: 'object', default: { remove: true, move: true } } },
		},
		component: function () {
			return el( 'p', { className: 'demo-delivery-note' }, 'Lieferung in 2–3 Tagen' );
		},
	} );
	registry.registerCheckoutBlock( {
		metadata: { name: 'demo/unsaved', parent: [ 'kiosk/cart-totals-block' ] },
		component: function () {
			return el( 'p', { className: 'demo-unsaved' }, 'Nicht gespeichert' );
		},
	} );
} )();`;

/** The checkout's extension blocks. */
export const CHECKOUT_EXTENSION = `( function () {
	var el = window.React.createElement;
	var registry = window.kiosk.registry;
	registry.registerCheckoutBlock( {
		metadata: { name: 'demo/gift-note', parent: [ 'woocommerce/checkout-fields-block' ] },
		component: function () {
			return el( 'p', { className: 'demo-gift-note' }, 'Geschenknotiz beilegen' );
		},
	} );
	registry.registerCheckoutBlock( {
		metadata: {
			name: 'demo/age-check',
			parent: [ 'kiosk/checkout-contact-information-block' ],
			attributes: { lock: { type: 'object', default: { remove: true, move: true } } },
		},
		component: function () {
			return el( 'p', { className: 'demo-age-check' }, 'Ich bin volljährig' );
		},
	} );
	registry.registerCheckoutBlock( {
		metadata: { name: 'demo/trust-badge', parent: [ 'woocommerce/checkout-totals-block' ] },
		component: function () {
			return el( 'p', { className: 'demo-trust-badge' }, 'Sicher bezahlen' );
		},
	} );
	registry.registerCheckoutBlock( {
		metadata: {
			name: 'demo/points',
			parent: [ 'kiosk/checkout-order-summary-block' ],
			attributes: { lock: { type: 'object', default: { remove: true } } },
		},
		component: function () {
			return el( 'p', { className: 'demo-points' }, 'Treuepunkte sammeln' );
		},
	} );
	registry.registerCheckoutBlock( {
		metadata: { name: 'demo/unsaved', parent: [ 'kiosk/checkout-fields-block' ] },
		component: function () {
			return el( 'p', { className: 'demo-unsaved' }, 'Nicht gespeichert' );
		},
	} );
} )();`;

/** The trust badge's editor block, as the extension's editor script registers it. */
export const CHECKOUT_EDITOR_EXTENSION = `wp.blocks.registerBlockType( 'demo/trust-badge', {
	apiVersion: 3,
	title: 'Sicher bezahlen',
	category: 'widgets',
	parent: [ 'kiosk/checkout-totals-block' ],
	edit: function () {
		return wp.element.createElement( 'p', wp.blockEditor.useBlockProps(), 'Sicher bezahlen' );
	},
	save: function () {
		return null;
	},
} );`;
