/**
 * After the shoppers: every order is there once, each with its own
 * shopper's email, one line of the book and the coupon, and the stock went
 * down by exactly the number of orders.
 */

/** @param {{ php: (code: string) => string }} stack */
export function checkOrders( stack, { product, orders, stockBefore } ) {
	const ids = orders.map( ( o ) => Number( o.id ) );
	const found = JSON.parse(
		stack.php(
			`$out = array();
			foreach ( ${ JSON.stringify( ids ) } as $id ) {
				$order = wc_get_order( $id );
				if ( ! $order ) { continue; }
				$lines = array();
				foreach ( $order->get_items() as $item ) { $lines[] = array( $item->get_product_id(), $item->get_quantity() ); }
				$out[ $id ] = array( 'email' => $order->get_billing_email(), 'lines' => $lines, 'coupons' => $order->get_coupon_codes() );
			}
			echo wp_json_encode( array( 'orders' => (object) $out, 'stock' => wc_get_product( ${ product } )->get_stock_quantity() ) );`
		)
	);
	const mixedUp = orders.filter( ( { id, email } ) => {
		const order = found.orders[ id ];
		return (
			! order ||
			order.email !== email ||
			JSON.stringify( order.lines ) !==
				JSON.stringify( [ [ product, 1 ] ] ) ||
			! order.coupons.includes( 'sommer10' )
		);
	} );
	const unique = new Set( ids ).size;
	const stockExpected = stockBefore - orders.length;
	return {
		orders: unique,
		stock: found.stock,
		stockExpected,
		mixedUp: mixedUp.length,
		ok:
			unique === orders.length &&
			found.stock === stockExpected &&
			mixedUp.length === 0,
	};
}
