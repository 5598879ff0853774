<?php
/**
 * Kiosk's asset classes wired as Plugin::boot() wires them, for tests:
 * each call builds them anew over the shared page context.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\CoreScripts;
use Kiosk\Assets\CurrentPage;
use Kiosk\Assets\LazyScriptList;
use Kiosk\Assets\WooCommerceCheckout;
use Kiosk\Assets\LazyScripts;
use Kiosk\Assets\PaymentMethods;
use Kiosk\Assets\Scripts;
use Kiosk\Assets\Settings;
use Kiosk\Blocks\Blocks;
use Kiosk\Blocks\MiniCart;

/**
 * Builds the wired classes.
 */
final class Wired {

	/** The lazy script lists of the shared page context. */
	public static function lazy_scripts(): LazyScripts {
		return new LazyScripts( CurrentPage::shared(), new PaymentMethods() );
	}

	/** The settings of the shared page context. */
	public static function settings(): Settings {
		return new Settings( self::lazy_scripts(), new PaymentMethods() );
	}

	/** The script handles, with the settings. */
	public static function scripts(): Scripts {
		return new Scripts( self::settings() );
	}

	/**
	 * The tests' WooCommerce block integrations: one instance, so a test can
	 * set the registry it catches from WooCommerce.
	 *
	 * @var WooCommerceCheckout|null
	 */
	private static $woocommerce_checkout = null;

	/** The tests' WooCommerce block integrations (one instance). */
	public static function woocommerce_checkout(): WooCommerceCheckout {
		if ( null === self::$woocommerce_checkout ) {
			self::$woocommerce_checkout = new WooCommerceCheckout();
		}
		return self::$woocommerce_checkout;
	}

	/** The lazy lists' endpoint. */
	public static function lazy_script_list(): LazyScriptList {
		return new LazyScriptList( self::lazy_scripts(), self::woocommerce_checkout() );
	}

	/** A joiner of core's scripts with its own request state. */
	public static function core_scripts(): CoreScripts {
		return new CoreScripts( self::lazy_scripts() );
	}

	/** The blocks, as Plugin::boot() registers them. */
	public static function blocks(): Blocks {
		$page = CurrentPage::shared();
		return new Blocks( $page, new MiniCart( $page ), self::settings(), self::lazy_scripts() );
	}
}
