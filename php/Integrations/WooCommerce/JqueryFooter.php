<?php
/**
 * jQuery in the footer on WooCommerce's own pages (shop, product category
 * or tag, product, order received). WordPress prints jQuery (and
 * jquery-migrate) in the head, where it blocks the first paint, while
 * WooCommerce 10 registers its own scripts with `defer`: they run after
 * the document is parsed, so jQuery printed at the end of the body (before
 * them) is early enough. The move is made only when every head script
 * that needs jQuery is deferred (those move to the footer with it, still
 * deferred, in the same order); one blocking head script that needs
 * jQuery keeps everything where WordPress put it.
 *
 * An owner turns it off with `add_filter( 'kiosk_jquery_in_footer', '__return_false' )`.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\CurrentPage;

/**
 * Moves jQuery and its deferred dependents from the head to the footer.
 */
final class JqueryFooter {

	/** jQuery's handles in WordPress. */
	const JQUERY = array( 'jquery', 'jquery-core', 'jquery-migrate' );

	/**
	 * This request's page context.
	 *
	 * @var CurrentPage
	 */
	private $page;

	/**
	 * Whether this request is the order-received endpoint.
	 *
	 * @var callable(): bool
	 */
	private $order_received;

	/**
	 * Moves on the pages the context names.
	 *
	 * @param CurrentPage        $page           This request's page context.
	 * @param callable|null      $order_received Whether this is the order-received endpoint (OrderPages::is_order_received()).
	 */
	public function __construct( CurrentPage $page, ?callable $order_received = null ) {
		$this->page           = $page;
		$this->order_received = $order_received ?? array( OrderPages::class, 'is_order_received' );
	}

	/**
	 * Hooks (the head's queue is final when wp_print_scripts fires, just
	 * before the head's scripts print).
	 */
	public function hook(): void {
		add_action( 'wp_print_scripts', array( $this, 'on_print_head_scripts' ), 1000 );
	}

	/**
	 * Whether this page is one of WooCommerce's own whose jQuery may wait:
	 * the shop, a product category or tag, a product, the order-received
	 * endpoint (not order pay, whose form gateways may script inline).
	 */
	public function applies(): bool {
		if ( is_admin() ) {
			return false;
		}
		$context = $this->page->get();
		$applies = $context->is_product_page() || ( $context->is_order_endpoint() && (bool) call_user_func( $this->order_received ) );
		return $applies && (bool) apply_filters( 'kiosk_jquery_in_footer', true );
	}

	/**
	 * Moves jQuery on the pages it applies to.
	 */
	public function on_print_head_scripts(): void {
		if ( ! $this->applies() ) {
			return;
		}
		self::move( wp_scripts() );
	}

	/**
	 * Moves jQuery and every head script that needs it to the footer, if all
	 * those are deferred. Returns whether it moved them.
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 */
	public static function move( \WP_Scripts $scripts ): bool {
		$needed = self::needed( $scripts );
		if ( ! in_array( 'jquery-core', $needed, true ) ) {
			return false;
		}
		$dependents = array();
		foreach ( $needed as $handle ) {
			if ( in_array( $handle, self::JQUERY, true ) || ! self::in_head( $scripts, $handle ) ) {
				continue;
			}
			if ( ! self::needs_jquery( $scripts, $handle, array() ) ) {
				continue;
			}
			if ( 'defer' !== $scripts->get_data( $handle, 'strategy' ) ) {
				return false;
			}
			$dependents[] = $handle;
		}
		foreach ( array_merge( self::JQUERY, $dependents ) as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) ) {
				$scripts->add_data( $handle, 'group', 1 );
			}
		}
		return true;
	}

	/**
	 * The handles the queue prints (the queue and their dependencies), not
	 * those printed already.
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @return string[]
	 */
	private static function needed( \WP_Scripts $scripts ): array {
		$seen  = array();
		$stack = array_values( (array) $scripts->queue );
		while ( $stack ) {
			$handle = (string) array_pop( $stack );
			if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) || in_array( $handle, (array) $scripts->done, true ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			foreach ( (array) $scripts->registered[ $handle ]->deps as $dep ) {
				$stack[] = (string) $dep;
			}
		}
		return array_keys( $seen );
	}

	/**
	 * Whether the script prints in the head (WordPress's group 0).
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @param string      $handle  A registered handle.
	 */
	private static function in_head( \WP_Scripts $scripts, string $handle ): bool {
		return 0 === (int) $scripts->get_data( $handle, 'group' );
	}

	/**
	 * Whether the script needs jQuery, directly or through its dependencies.
	 *
	 * @param \WP_Scripts          $scripts The scripts.
	 * @param string               $handle  A registered handle.
	 * @param array<string, bool> $seen    Handles already walked.
	 */
	private static function needs_jquery( \WP_Scripts $scripts, string $handle, array $seen ): bool {
		if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			return false;
		}
		$seen[ $handle ] = true;
		foreach ( (array) $scripts->registered[ $handle ]->deps as $dep ) {
			if ( in_array( $dep, self::JQUERY, true ) || self::needs_jquery( $scripts, (string) $dep, $seen ) ) {
				return true;
			}
		}
		return false;
	}
}
