/**
 * A slow gateway, on request, for the checkout's order races (issue 41):
 * with `KIOSK_E2E_SLOW_PAYMENT=<ms>` in the environment, the site's order
 * POST (`/wc/store/v1/checkout`, either checkout) waits that long after
 * the order is pending and before its gateway processes the payment, as a
 * gateway calling its provider does. A cart update WooCommerce answers in
 * that window writes the session's default payment method over the
 * order's (docs/EXTENSIONS.md, „The order's payment method and a cart
 * update during the order“). Unset, nothing is written.
 */
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import type { Host } from './host';

export function slowPaymentIfAsked( host: Host ): void {
	const ms = Number( process.env.KIOSK_E2E_SLOW_PAYMENT || 0 );
	if ( ! ( ms > 0 ) ) {
		return;
	}
	writeFileSync(
		join(
			host.dataDir,
			'wp-content',
			'mu-plugins',
			'kiosk-test-slow-payment.php'
		),
		`<?php
add_action( 'woocommerce_store_api_checkout_order_processed', function () {
	usleep( ${ Math.round( ms * 1000 ) } );
} );
`
	);
}
