<?php
/**
 * The checkout lock (php/Integrations/WooCommerce/CheckoutLock.php): which
 * requests it guards, which products it locks in which order, and how it
 * behaves against a second database connection that holds a product's lock
 * (another checkout).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Integrations\WooCommerce\CheckoutLock;

/**
 * Checkout lock tests.
 */
final class CheckoutLockTest extends TestCase {

	/**
	 * A second connection: another PHP worker's checkout.
	 *
	 * @var \wpdb|null
	 */
	private $other = null;

	/**
	 * Locks under test, released afterwards.
	 *
	 * @var CheckoutLock[]
	 */
	private $locks = array();

	protected function tearDown(): void {
		foreach ( $this->locks as $lock ) {
			$lock->release();
		}
		if ( $this->other ) {
			$this->other->query( 'SELECT RELEASE_ALL_LOCKS()' );
			$this->other->close();
		}
		parent::tearDown();
	}

	private function guard(): CheckoutLock {
		$lock          = new CheckoutLock();
		$this->locks[] = $lock;
		return $lock;
	}

	private function other(): \wpdb {
		if ( ! $this->other ) {
			$this->other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		}
		return $this->other;
	}

	/**
	 * Whether the lock of a product is free, asked on the other connection.
	 *
	 * @param int $id Product id.
	 */
	private function is_free( int $id ): bool {
		$other = $this->other();
		return '1' === (string) $other->get_var( $other->prepare( 'SELECT IS_FREE_LOCK( %s )', CheckoutLock::lock_name( $id ) ) );
	}

	private function request( string $method, string $route ): \WP_REST_Request {
		return new \WP_REST_Request( $method, $route );
	}

	public function test_only_placing_an_order_through_the_store_api_is_guarded(): void {
		$this->assertTrue( CheckoutLock::applies( $this->request( 'POST', '/wc/store/v1/checkout' ) ) );
		$this->assertTrue( CheckoutLock::applies( $this->request( 'POST', '/wc/store/checkout' ) ) );
		$this->assertFalse( CheckoutLock::applies( $this->request( 'GET', '/wc/store/v1/checkout' ) ) );
		$this->assertFalse( CheckoutLock::applies( $this->request( 'PUT', '/wc/store/v1/checkout' ) ) );
		$this->assertFalse( CheckoutLock::applies( $this->request( 'POST', '/wc/store/v1/cart/add-item' ) ) );
		$this->assertFalse( CheckoutLock::applies( $this->request( 'POST', '/wc/store/v1/checkout-evil' ) ) );
		$this->assertFalse( CheckoutLock::applies( null ) );
	}

	public function test_the_products_of_a_cart_are_locked_in_ascending_order_once_each(): void {
		$cart = array(
			'a' => array(
				'product_id'   => 42,
				'variation_id' => 0,
			),
			'b' => array(
				'product_id'   => 7,
				'variation_id' => 9,
			),
			'c' => array(
				'product_id'   => '42',
				'variation_id' => 43,
			),
			'd' => 'not an item',
		);
		$this->assertSame( array( 7, 9, 42, 43 ), CheckoutLock::product_ids( $cart ) );
		$this->assertSame( array(), CheckoutLock::product_ids( null ) );
	}

	public function test_lock_names_are_short_and_per_site(): void {
		$name = CheckoutLock::lock_name( 123456789 );
		$this->assertLessThanOrEqual( 64, strlen( $name ) );
		$this->assertStringEndsWith( '_123456789', $name );
		global $wpdb;
		$prefix         = $wpdb->prefix;
		$wpdb->prefix   = 'other_';
		$other_site     = CheckoutLock::lock_name( 123456789 );
		$wpdb->prefix   = $prefix;
		$this->assertNotSame( $name, $other_site );
	}

	public function test_a_checkout_holds_its_products_until_the_answer_is_sent(): void {
		$lock = $this->guard();
		$this->assertTrue( $lock->lock( array( 902, 901 ), 5 ) );
		$this->assertSame( array( CheckoutLock::lock_name( 901 ), CheckoutLock::lock_name( 902 ) ), $lock->held() );
		$this->assertFalse( $this->is_free( 901 ) );
		$this->assertFalse( $this->is_free( 902 ) );
		$this->assertSame( CheckoutLock::RELEASE_PRIORITY, has_action( 'shutdown', array( $this->plugin_guard(), 'release' ) ), 'released on shutdown' );
		$this->assertGreaterThan( 20, CheckoutLock::RELEASE_PRIORITY, 'after WooCommerce saved the session' );
		$lock->release();
		$this->assertTrue( $this->is_free( 901 ) );
		$this->assertTrue( $this->is_free( 902 ) );
		$this->assertSame( array(), $lock->held() );
	}

	public function test_a_second_checkout_of_the_same_product_waits_and_is_refused_in_german_after_the_timeout(): void {
		$other = $this->other();
		$this->assertSame( '1', (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK( %s, 0 )', CheckoutLock::lock_name( 912 ) ) ) );
		$lock    = $this->guard();
		$started = microtime( true );
		// 911 is free and taken first; 912 is held by the other checkout.
		$this->assertFalse( $lock->lock( array( 912, 911 ), 1 ) );
		$this->assertGreaterThanOrEqual( 0.9, microtime( true ) - $started, 'it waited for its turn' );
		$this->assertSame( array(), $lock->held(), 'what it took is given back' );
		$this->assertTrue( $this->is_free( 911 ) );

		$errors = new \WP_Error();
		$lock->cart_errors( $errors );
		$this->assertSame( array( CheckoutLock::ERROR_CODE ), $errors->get_error_codes() );
		$this->assertSame( array( 'status' => 409 ), $errors->get_error_data( CheckoutLock::ERROR_CODE ) );
		$this->assertNotSame( '', $errors->get_error_message() );

		// Once the other checkout is answered, the next one gets its turn at once.
		$other->query( $other->prepare( 'SELECT RELEASE_LOCK( %s )', CheckoutLock::lock_name( 912 ) ) );
		$next = $this->guard();
		$this->assertTrue( $next->lock( array( 911, 912 ), 1 ) );
		$this->assertFalse( $this->is_free( 912 ) );
	}

	public function test_a_checkout_that_got_its_turn_adds_no_error(): void {
		$lock = $this->guard();
		$this->assertTrue( $lock->lock( array( 921 ), 1 ) );
		$errors = new \WP_Error();
		$lock->cart_errors( $errors );
		$this->assertFalse( $errors->has_errors() );
	}

	public function test_the_refusal_is_german(): void {
		switch_to_locale( 'de_DE' );
		try {
			$lock = $this->guard();
			$other = $this->other();
			$other->get_var( $other->prepare( 'SELECT GET_LOCK( %s, 0 )', CheckoutLock::lock_name( 931 ) ) );
			$this->assertFalse( $lock->lock( array( 931 ), 0 ) );
			$errors = new \WP_Error();
			$lock->cart_errors( $errors );
			$this->assertMatchesRegularExpression( '/Bestellungen.*Angaben/u', $errors->get_error_message() );
		} finally {
			restore_previous_locale();
		}
	}

	public function test_only_a_store_api_checkout_arms_the_guard_and_a_ready_answer_passes_through(): void {
		$lock   = $this->guard();
		$server = rest_get_server();
		$this->assertNull( $lock->arm( null, $server, $this->request( 'POST', '/wc/store/v1/cart/add-item' ) ) );
		$this->assertNull( $lock->arm( null, $server, $this->request( 'POST', '/wc/store/v1/checkout' ) ) );
		$ready = new \WP_Error( 'x', 'y' );
		$this->assertSame( $ready, $lock->arm( $ready, $server, $this->request( 'POST', '/wc/store/v1/checkout' ) ) );
	}

	/**
	 * The CheckoutLock the plugin hooked up.
	 */
	private function plugin_guard(): CheckoutLock {
		foreach ( $GLOBALS['wp_filter']['woocommerce_load_cart_from_session']->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof CheckoutLock ) {
					return $callback['function'][0];
				}
			}
		}
		$this->fail( 'CheckoutLock is hooked to woocommerce_load_cart_from_session' );
	}

	public function test_the_plugin_registers_the_guard(): void {
		$guard = $this->plugin_guard();
		$this->assertSame( 10, has_filter( 'rest_pre_dispatch', array( $guard, 'arm' ) ) );
		$this->assertSame( 10, has_action( 'woocommerce_store_api_cart_errors', array( $guard, 'cart_errors' ) ) );
	}

	public function test_after_waiting_the_cart_is_read_again_as_the_previous_checkout_left_it(): void {
		// The session as this request read it: a cart and a draft order; the
		// stored one: the order was placed meanwhile and the cart emptied.
		$session = new class() {
			/**
			 * In memory.
			 *
			 * @var array<string, mixed>
			 */
			public $data = array(
				'cart'                  => array( 'k' => array( 'product_id' => 5 ) ),
				'store_api_draft_order' => 77,
				'customer'              => 'typed',
			);

			public function get_customer_id(): string {
				return 't_abc';
			}

			/**
			 * Stored.
			 *
			 * @param string $id      Customer id.
			 * @param mixed  $default Default.
			 * @return array<string, string>
			 */
			public function get_session( $id, $default ) {
				return 't_abc' === $id ? array(
					'customer' => serialize( 'saved' ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
					'cart'     => serialize( array() ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
				) : $default;
			}

			/**
			 * Sets (null removes).
			 *
			 * @param string $key   Key.
			 * @param mixed  $value Value.
			 */
			public function set( $key, $value ): void {
				if ( null === $value ) {
					unset( $this->data[ $key ] );
					return;
				}
				$this->data[ $key ] = $value;
			}
		};
		CheckoutLock::refresh_session( $session );
		$this->assertSame(
			array(
				'cart'     => array(),
				'customer' => 'saved',
			),
			$session->data
		);
	}
}
