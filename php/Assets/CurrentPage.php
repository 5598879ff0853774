<?php
/**
 * This request's page context (PageContext), made once the main query ran
 * (`wp`) and kept for the request. It is made anew only when the main
 * query itself was replaced (a test visiting another page, a template
 * running its own main query); read before the main query, it is not kept.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Holds the request's PageContext.
 */
final class CurrentPage {

	/**
	 * The plugin's instance, for the classes still asked through static
	 * methods (LazyScripts::is_cart_page(), CartPreload::applies(), …).
	 *
	 * @var CurrentPage|null
	 */
	private static $shared = null;

	/**
	 * WooCommerce's conditional tags.
	 *
	 * @var WooPages
	 */
	private $woo;

	/**
	 * The context kept for this request.
	 *
	 * @var PageContext|null
	 */
	private $context = null;

	/**
	 * The main query (and queried object) the kept context was read from.
	 *
	 * @var string
	 */
	private $key = '';

	/**
	 * A holder reading WooCommerce's answers through $woo.
	 *
	 * @param WooPages $woo WooCommerce's conditional tags.
	 */
	public function __construct( WooPages $woo ) {
		$this->woo = $woo;
	}

	/**
	 * The plugin's instance (made on first use).
	 */
	public static function shared(): self {
		if ( null === self::$shared ) {
			self::$shared = new self( new WooPages() );
		}
		return self::$shared;
	}

	/**
	 * Reads the context as soon as the main query ran.
	 */
	public function hook(): void {
		add_action( 'wp', array( $this, 'get' ), 0 );
	}

	/**
	 * This page's context.
	 */
	public function get(): PageContext {
		global $wp_query;
		if ( ! did_action( 'wp' ) && ! doing_action( 'wp' ) ) {
			return PageContext::read( $this->woo );
		}
		$key = ( is_object( $wp_query ) ? spl_object_hash( $wp_query ) : '' ) . ':' . (int) get_queried_object_id();
		if ( null === $this->context || $key !== $this->key ) {
			$this->context = PageContext::read( $this->woo );
			$this->key     = $key;
		}
		return $this->context;
	}
}
