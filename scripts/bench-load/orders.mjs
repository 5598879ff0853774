/**
 * After the shoppers, from the database: every shopper's orders (by their
 * email), so that a checkout whose answer was lost (a gateway error while
 * PHP went on and placed the order) is told apart from one that placed no
 * order. Then: each shopper has at most one order, each with its own
 * email, one line of the book and the coupon, and the stock went down by
 * exactly the number of orders in the database.
 */

/**
 * @param {{ php: (code: string) => string }}                                                                        stack
 * @param {{ product: number, orders: Array<{ id: number, email: string }>, emails: string[], stockBefore: number }} shopping
 */
export function checkOrders( stack, { product, orders, emails, stockBefore } ) {
	const found = JSON.parse(
		stack.php(
			`$out = array();
			foreach ( ${ JSON.stringify( emails ) } as $email ) {
				$out[ $email ] = array();
				foreach ( wc_get_orders( array( 'billing_email' => $email, 'limit' => -1, 'status' => 'any' ) ) as $order ) {
					$lines = array();
					foreach ( $order->get_items() as $item ) { $lines[] = array( $item->get_product_id(), $item->get_quantity() ); }
					$out[ $email ][] = array( 'id' => $order->get_id(), 'email' => $order->get_billing_email(), 'lines' => $lines, 'coupons' => $order->get_coupon_codes() );
				}
			}
			echo wp_json_encode( array( 'byEmail' => (object) $out, 'stock' => wc_get_product( ${ product } )->get_stock_quantity() ) );`
		)
	);
	const answered = new Map(
		orders.map( ( o ) => [ o.email, Number( o.id ) ] )
	);
	let inDatabase = 0;
	let answerLost = 0;
	let noOrder = 0;
	let twice = 0;
	let mixedUp = 0;
	for ( const email of emails ) {
		const own = found.byEmail[ email ] || [];
		inDatabase += own.length;
		if ( own.length > 1 ) {
			twice++;
		}
		if ( ! own.length ) {
			noOrder++;
		} else if ( ! answered.has( email ) ) {
			answerLost++;
		}
		for ( const order of own ) {
			if (
				order.email !== email ||
				JSON.stringify( order.lines ) !==
					JSON.stringify( [ [ product, 1 ] ] ) ||
				! order.coupons.includes( 'sommer10' )
			) {
				mixedUp++;
			}
		}
		if (
			answered.has( email ) &&
			! own.some( ( o ) => o.id === answered.get( email ) )
		) {
			// The answer named an order that is not this shopper's.
			mixedUp++;
		}
	}
	const stockExpected = stockBefore - inDatabase;
	return {
		/** Orders the shoppers were told were placed. */
		answered: orders.length,
		/** Orders in the database for the shoppers' emails. */
		orders: inDatabase,
		/** Shoppers told the checkout failed who have an order all the same. */
		answerLost,
		/** Shoppers without an order. */
		noOrder,
		/** Shoppers with more than one order. */
		twice,
		stock: found.stock,
		stockExpected,
		mixedUp,
		ok:
			inDatabase === emails.length &&
			answerLost === 0 &&
			twice === 0 &&
			found.stock === stockExpected &&
			mixedUp === 0,
	};
}
