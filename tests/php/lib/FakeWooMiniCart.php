<?php
/**
 * WooCommerce's Mini-Cart block type as far as FrontendAssets sees it
 * (WooCommerce is not loaded in the PHP suite): an object whose
 * print_lazy_load_scripts() is hooked on wp_print_footer_scripts at 2, as
 * WooCommerce's MiniCart::initialize() hooks it, and counts its calls.
 *
 * @package Kiosk
 */

namespace Automattic\WooCommerce\Blocks\BlockTypes;

if ( ! class_exists( MiniCart::class, false ) ) {
	/**
	 * A stand-in for WooCommerce's MiniCart block type.
	 */
	final class MiniCart {

		/**
		 * How often the lazy-load list was built.
		 *
		 * @var int
		 */
		public $built = 0;

		/**
		 * Builds the list (here: counts).
		 */
		public function print_lazy_load_scripts(): void {
			++$this->built;
		}
	}
}
