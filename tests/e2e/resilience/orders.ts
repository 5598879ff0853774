/**
 * What the resilience tests count in the site's database.
 */
import type { Host } from '../support/host';

/** The IDs of all placed orders (checkout drafts left out). */
export function placedOrders( host: Host ): number[] {
	return JSON.parse(
		host.php(
			`echo wp_json_encode( wc_get_orders( array( 'limit' => -1, 'return' => 'ids', 'status' => array_diff( array_keys( wc_get_order_statuses() ), array( 'wc-checkout-draft' ) ) ) ) );`
		)
	);
}

/** The billing email of an order. */
export function orderEmail( host: Host, id: number ): string {
	return host
		.php( `echo wc_get_order( ${ Number( id ) } )->get_billing_email();` )
		.trim();
}
