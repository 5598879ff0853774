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

	/** The lazy lists' endpoint. */
	public static function lazy_script_list(): LazyScriptList {
		return new LazyScriptList( self::lazy_scripts() );
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
