<?php
/**
 * One checkout at a time per product: a guard against overselling the last
 * items when many shoppers place their orders at the same moment.
 *
 * WooCommerce's Store API checks the stock (CartController::validate_cart),
 * reserves it (ReserveStock, an INSERT … SELECT with FOR UPDATE) and reduces
 * it (when the payment gateway sets the order's status) in separate steps;
 * under a race of many checkouts for the last items these steps interleave
 * and more orders than items can go through. Kiosk serialises the checkouts
 * that share a product: a `POST /wc/store/v1/checkout` takes a MariaDB
 * named lock (GET_LOCK) for every product in its cart, in ascending order
 * (so two carts never wait on each other in a cycle), as soon as the cart is
 * about to be read from the session and before its products are loaded:
 * every stock check of the request then sees the stock the previous
 * checkout left. The
 * session is read again once the locks are held: a second place order for
 * the same cart (a double submit) then sees the empty cart the first one
 * left, not the cart it read while it waited. For that the locks are
 * released on shutdown after WooCommerce has saved the session (priority
 * 20), not when the answer is dispatched; MariaDB releases them too when
 * the connection ends (a fatal error).
 *
 * A checkout that cannot get its locks in time is refused through the Store
 * API's own cart validation (`woocommerce_store_api_cart_errors`), with a
 * German message the checkout shows like any other cart error; the typed
 * details stay in the form.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Named locks around the Store API checkout.
 */
final class CheckoutLock {

	/** The error code of a checkout that did not get its turn. */
	public const ERROR_CODE = 'kiosk_checkout_busy';

	/** After WooCommerce's session handlers save the session on shutdown (20). */
	public const RELEASE_PRIORITY = 1000;

	/**
	 * The session keys of the cart and the order being placed, read again
	 * once the locks are held (with every key the stored session has).
	 */
	private const SESSION_KEYS = array(
		'cart',
		'cart_totals',
		'applied_coupons',
		'coupon_discount_totals',
		'coupon_discount_tax_totals',
		'removed_cart_contents',
		'order_awaiting_payment',
		'store_api_draft_order',
		'chosen_shipping_methods',
		'chosen_payment_method',
	);

	/** Seconds a checkout waits for its turn, in all (filter `kiosk_checkout_lock_timeout`). */
	public const TIMEOUT = 30;

	/**
	 * Whether the request being served is a Store API checkout.
	 *
	 * @var bool
	 */
	private $armed = false;

	/**
	 * The names of the locks this request holds.
	 *
	 * @var string[]
	 */
	private $held = array();

	/**
	 * Whether this request waited in vain for a lock.
	 *
	 * @var bool
	 */
	private $timed_out = false;

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'arm' ), 10, 3 );
		add_action( 'woocommerce_load_cart_from_session', array( $this, 'on_load_cart' ) );
		add_action( 'woocommerce_store_api_cart_errors', array( $this, 'cart_errors' ) );
		add_action( 'shutdown', array( $this, 'release' ), self::RELEASE_PRIORITY );
	}

	/**
	 * Whether a REST request places an order through the Store API.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function applies( $request ): bool {
		return $request instanceof \WP_REST_Request
			&& 'POST' === $request->get_method()
			&& 1 === preg_match( '#^/wc/store(?:/v1)?/checkout/?$#', $request->get_route() );
	}

	/**
	 * `rest_pre_dispatch`: notes that this request is a checkout (the cart
	 * is read later, by the route).
	 *
	 * @param mixed            $result  Result so far (passed through).
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function arm( $result, $server, $request ) {
		if ( null === $result && self::applies( $request ) ) {
			$this->armed = true;
			if ( did_action( 'woocommerce_load_cart_from_session' ) ) {
				// The cart was read before this request was dispatched.
				$this->on_load_cart();
			}
		}
		return $result;
	}

	/**
	 * `woocommerce_load_cart_from_session`: locks the products of the cart
	 * in the session, before WooCommerce loads them.
	 */
	public function on_load_cart(): void {
		if ( ! $this->armed || $this->held || $this->timed_out ) {
			return;
		}
		$this->armed = false;
		$session     = function_exists( 'WC' ) ? WC()->session : null;
		$cart        = $session ? $session->get( 'cart', array() ) : array();
		/**
		 * Filters how many seconds a checkout waits, in all, for the other
		 * checkouts of the same products.
		 *
		 * @param int $timeout Seconds.
		 */
		$timeout = (int) apply_filters( 'kiosk_checkout_lock_timeout', self::TIMEOUT );
		if ( $this->lock( self::product_ids( $cart ), $timeout ) && $this->held && $session ) {
			self::refresh_session( $session );
		}
	}

	/**
	 * Reads the session's cart and order keys again from the database: the
	 * checkout that held the locks before may have placed this very cart's
	 * order (and emptied it) while this request waited.
	 *
	 * @param \WC_Session $session The session.
	 */
	public static function refresh_session( $session ): void {
		if ( ! is_callable( array( $session, 'get_session' ) ) || ! is_callable( array( $session, 'get_customer_id' ) ) ) {
			return;
		}
		$customer_id = (string) $session->get_customer_id();
		if ( '' === $customer_id ) {
			return;
		}
		if ( class_exists( 'WC_Cache_Helper' ) && defined( 'WC_SESSION_CACHE_GROUP' ) ) {
			// The session handler keeps what it read in the object cache.
			wp_cache_delete( \WC_Cache_Helper::get_cache_prefix( WC_SESSION_CACHE_GROUP ) . $customer_id, WC_SESSION_CACHE_GROUP );
		}
		$stored = $session->get_session( $customer_id, array() );
		$stored = is_array( $stored ) ? $stored : array();
		foreach ( array_unique( array_merge( array_keys( $stored ), self::SESSION_KEYS ) ) as $key ) {
			// The handler keeps each value serialised; set() with null removes the key.
			$session->set( $key, isset( $stored[ $key ] ) ? maybe_unserialize( $stored[ $key ] ) : null );
		}
	}

	/**
	 * The ids of the products and variations in a cart as the session
	 * stores it, ascending and without repeats.
	 *
	 * @param mixed $cart The session's `cart` value.
	 * @return int[]
	 */
	public static function product_ids( $cart ): array {
		$ids = array();
		foreach ( is_array( $cart ) ? $cart : array() as $item ) {
			foreach ( array( 'product_id', 'variation_id' ) as $key ) {
				$id = is_array( $item ) && isset( $item[ $key ] ) ? absint( $item[ $key ] ) : 0;
				if ( $id > 0 ) {
					$ids[ $id ] = $id;
				}
			}
		}
		sort( $ids, SORT_NUMERIC );
		return array_values( $ids );
	}

	/**
	 * The lock's name for a product: unique per database and table prefix
	 * (several sites may share one MariaDB), at most 64 characters.
	 *
	 * @param int $id Product id.
	 */
	public static function lock_name( int $id ): string {
		global $wpdb;
		return 'kiosk_stock_' . substr( md5( DB_NAME . '|' . $wpdb->prefix ), 0, 12 ) . '_' . $id;
	}

	/**
	 * Takes the locks of the given products in ascending order, waiting at
	 * most `$timeout` seconds in all. On a timeout it gives back what it
	 * took and remembers that the checkout must be refused.
	 *
	 * @param int[] $ids     Product ids.
	 * @param int   $timeout Seconds.
	 * @return bool Whether every lock was taken.
	 */
	public function lock( array $ids, int $timeout ): bool {
		global $wpdb;
		sort( $ids, SORT_NUMERIC );
		$deadline = microtime( true ) + max( 0, $timeout );
		foreach ( array_unique( $ids ) as $id ) {
			$name = self::lock_name( (int) $id );
			$wait = max( 0, (int) ceil( $deadline - microtime( true ) ) );
			$got  = $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $name, $wait ) );
			if ( '1' !== (string) $got ) {
				$this->release();
				$this->timed_out = true;
				return false;
			}
			$this->held[] = $name;
		}
		return true;
	}

	/**
	 * The names of the locks this request holds.
	 *
	 * @return string[]
	 */
	public function held(): array {
		return $this->held;
	}

	/**
	 * `woocommerce_store_api_cart_errors`: refuses the checkout that did not
	 * get its turn.
	 *
	 * @param \WP_Error $errors Errors.
	 */
	public function cart_errors( $errors ): void {
		if ( ! $this->timed_out || ! $errors instanceof \WP_Error ) {
			return;
		}
		$errors->add(
			self::ERROR_CODE,
			__( 'Many orders are being placed right now, so yours could not be completed. Your details are kept: please place the order again in a moment.', 'kiosk' ),
			array( 'status' => 409 )
		);
	}

	/**
	 * Releases every lock this request holds.
	 */
	public function release(): void {
		global $wpdb;
		$this->armed     = false;
		$this->timed_out = false;
		foreach ( array_reverse( $this->held ) as $name ) {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $name ) );
		}
		$this->held = array();
	}
}
