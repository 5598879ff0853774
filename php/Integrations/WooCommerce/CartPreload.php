<?php
/**
 * The Store API cart, put into the cart and checkout pages that Kiosk's
 * blocks render, the way core's editor and WooCommerce's own blocks preload
 * REST answers: rest_preload_api_request() for GET /wc/store/v1/cart, in
 * `preloadedApiRequests` of the inline settings, which the client hands to
 * apiFetch's preloading middleware and hydrates the cart store from before
 * anything renders: the blocks show the cart at once, with no request and
 * no skeleton. These pages are never served from a page cache (WooCommerce
 * marks them uncacheable), so the visitor's cart may be in them.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\CurrentPage;

/**
 * Adds `preloadedApiRequests` (the cart) on the cart and checkout pages.
 */
final class CartPreload {

	/**
	 * This request's page context.
	 *
	 * @var CurrentPage
	 */
	private $page;

	/**
	 * Preloads where the page context says the page carries the cart.
	 *
	 * @param CurrentPage $page This request's page context.
	 */
	public function __construct( CurrentPage $page ) {
		$this->page = $page;
	}

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'kiosk_settings', array( $this, 'add' ) );
		add_action( 'template_redirect', array( $this, 'prevent_caching' ) );
	}

	/**
	 * Keeps page caches off the pages that carry the visitor's cart (its
	 * answer, and the cart block's server markup): WooCommerce does this
	 * for its own cart and checkout pages only, not for another page an
	 * editor put the cart or checkout block on.
	 */
	public function prevent_caching(): void {
		if ( ! $this->page->get()->preloads_cart() ) {
			return;
		}
		foreach ( array( 'DONOTCACHEPAGE', 'DONOTCACHEOBJECT', 'DONOTCACHEDB' ) as $constant ) {
			if ( ! defined( $constant ) ) {
				define( $constant, true );
			}
		}
		nocache_headers();
	}

	/**
	 * Whether this request shows Kiosk's cart or checkout (not an order
	 * endpoint; PageContext::is_cart_or_checkout()).
	 */
	public static function applies(): bool {
		return CurrentPage::shared()->get()->is_cart_or_checkout();
	}

	/**
	 * Whether this page carries the visitor's cart: Kiosk's cart or
	 * checkout is on it and the preload is not filtered off (filter
	 * `kiosk_cart_preload`, PageContext::preloads_cart()).
	 */
	public static function enabled(): bool {
		return CurrentPage::shared()->get()->preloads_cart();
	}

	/**
	 * The visitor's Store API cart (GET /cart body) where this page carries
	 * it, else null.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function cart(): ?array {
		if ( ! self::enabled() ) {
			return null;
		}
		$answer = self::requests()[ self::PATH ] ?? null;
		return is_array( $answer ) ? (array) $answer['body'] : null;
	}

	/** The Store API path that is preloaded. */
	public const PATH = '/wc/store/v1/cart';

	/**
	 * The Store API's answer to GET /cart for this visitor, as core's
	 * rest_preload_api_request() keys it (path => body, headers), or an
	 * empty array when it did not answer.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function requests(): array {
		// The cart block's server markup (Blocks::server_cart()) and the
		// page's settings read the same answer: the Store API answers once.
		$key = WC()->cart ? WC()->cart->get_cart_hash() : '';
		if ( null !== self::$answer && self::$answer_key === $key ) {
			return self::$answer;
		}
		$answer           = self::hydrated() ?? self::dispatched();
		self::$answer     = null === $answer ? array() : array( self::PATH => $answer );
		self::$answer_key = $key;
		return self::$answer;
	}

	/**
	 * This request's answer (requests()), and the cart hash it was for.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private static $answer = null;

	/**
	 * The cart hash the kept answer was for.
	 *
	 * @var string
	 */
	private static $answer_key = '';

	/**
	 * The answer through WooCommerce's own hydration service, the one its
	 * Cart and Checkout blocks preload with: it calls the Store API's cart
	 * route directly, without booting the REST server (every plugin's
	 * routes, ~60 ms of every cart and checkout page on the demo), and keeps
	 * the shopper's pending notices for the page. Null where this
	 * WooCommerce has no such service or it did not answer.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function hydrated(): ?array {
		$package = 'Automattic\WooCommerce\Blocks\Package';
		$service = 'Automattic\WooCommerce\Blocks\Domain\Services\Hydration';
		if ( ! class_exists( $package ) || ! class_exists( $service ) || ! is_callable( array( $package, 'container' ) ) ) {
			return null;
		}
		try {
			$hydration = $package::container()->get( $service );
			$answer    = is_object( $hydration ) && is_callable( array( $hydration, 'get_rest_api_response_data' ) )
				? $hydration->get_rest_api_response_data( self::PATH )
				: null;
		} catch ( \Throwable $e ) {
			return null;
		}
		return self::usable( $answer );
	}

	/**
	 * The answer through core's REST server (rest_preload_api_request()).
	 *
	 * @return array<string, mixed>|null
	 */
	private static function dispatched(): ?array {
		$preloaded = rest_preload_api_request( array(), self::PATH );
		return self::usable( $preloaded[ self::PATH ] ?? null );
	}

	/**
	 * The answer when it holds a cart (body and headers), else null.
	 *
	 * @param mixed $answer A preloaded answer.
	 * @return array<string, mixed>|null
	 */
	private static function usable( $answer ): ?array {
		if ( ! is_array( $answer ) || ! isset( $answer['body'] ) || ! is_array( $answer['body'] ) || ! isset( $answer['body']['items'] ) ) {
			return null;
		}
		return array(
			'body'    => $answer['body'],
			'headers' => isset( $answer['headers'] ) && is_array( $answer['headers'] ) ? $answer['headers'] : array(),
		);
	}

	/**
	 * Adds the cart to the settings where it applies.
	 *
	 * @param array<string, mixed> $settings Kiosk's inline settings.
	 * @return array<string, mixed>
	 */
	public function add( $settings ) {
		if ( $this->page->get()->preloads_cart() ) {
			$requests = self::requests();
			if ( $requests ) {
				$settings['preloadedApiRequests'] = $requests;
				$settings['storeApiUserId']       = get_current_user_id();
			}
		}
		return $settings;
	}
}
