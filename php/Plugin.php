<?php
/**
 * The plugin's composition root: wires every part to WordPress hooks.
 *
 * @package Kiosk
 */

namespace Kiosk;

defined( 'ABSPATH' ) || exit;

use Kiosk\Admin\Notices;
use Kiosk\Admin\OptionsPage;
use Kiosk\Assets\AssetPlan;
use Kiosk\Assets\CoreScripts;
use Kiosk\Assets\CurrentPage;
use Kiosk\Assets\LazyScriptList;
use Kiosk\Assets\LazyScripts;
use Kiosk\Assets\PaymentMethods;
use Kiosk\Assets\PaymentSettings;
use Kiosk\Assets\Scripts;
use Kiosk\Assets\WooCommerceCheckout;
use Kiosk\Blocks\Blocks;
use Kiosk\Blocks\Category;
use Kiosk\Blocks\MiniCart;
use Kiosk\Integrations\ContactForm;
use Kiosk\Integrations\OrderAttribution;
use Kiosk\Integrations\Rsvp;
use Kiosk\Integrations\RsvpClassicForm;
use Kiosk\Integrations\RsvpEmptyBooking;
use Kiosk\Settings\AttributionConsent;
use Kiosk\Integrations\RsvpStrings;
use Kiosk\Integrations\EventTicketsUserAgent;
use Kiosk\Integrations\WooCommerce\CartPreload;
use Kiosk\Integrations\WooCommerce\CheckoutLock;
use Kiosk\Integrations\WooCommerce\CheckoutPage;
use Kiosk\Integrations\WooCommerce\FrontendAssets;
use Kiosk\Integrations\WooCommerce\JqueryFooter;
use Kiosk\Integrations\WooCommerce\ProductGallery;
use Kiosk\Integrations\WooCommerce\ShopImages;
use Kiosk\Integrations\WooCommerce\LocalPickup;
use Kiosk\Integrations\WooCommerce\OrderPages;
use Kiosk\Integrations\WooCommerce\PhoneField;
use Kiosk\Integrations\WooCommerce\SavedPaymentMethods;
use Kiosk\Integrations\WooCommerce\ShopLaw;
use Kiosk\Integrations\WooCommerce\Germanized;

/**
 * Boots Kiosk.
 */
final class Plugin {

	/**
	 * The single instance.
	 *
	 * @var Plugin|null
	 */
	private static $instance = null;

	/**
	 * Whether boot() ran.
	 *
	 * @var bool
	 */
	private $booted = false;

	/**
	 * The script registry wrapper.
	 *
	 * @var Scripts
	 */
	public $scripts;

	/**
	 * The joiner of core's scripts, with this request's state (what the
	 * page wants joined, what it joined).
	 *
	 * @var CoreScripts|null
	 */
	public $core_scripts = null;

	/**
	 * Returns the single instance.
	 */
	public static function instance(): Plugin {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * The plugin's directory, with a trailing slash.
	 */
	public static function dir(): string {
		return plugin_dir_path( KIOSK_FILE );
	}

	/**
	 * The plugin's base URL, without a trailing slash.
	 */
	public static function url(): string {
		return untrailingslashit( plugins_url( '', KIOSK_FILE ) );
	}

	/**
	 * Hooks everything up. Safe to call when WordPress is already past
	 * `plugins_loaded` or `init` (e.g. when the plugin is activated in the
	 * same request): the missed steps run at once.
	 */
	public function boot(): void {
		if ( $this->booted ) {
			return;
		}
		$this->booted = true;
		// What the pages load and print, built once: each class gets what
		// it reads through its constructor.
		$page            = CurrentPage::shared();
		$payment_methods = new PaymentMethods();
		$lazy_scripts    = new LazyScripts( $page, $payment_methods );
		$settings        = new Assets\Settings( $lazy_scripts, $payment_methods );
		$this->scripts   = new Scripts( $settings );
		// WooCommerce's block integrations, with this request's registries.
		$woocommerce_checkout = new WooCommerceCheckout();

		self::on( 'init', array( $this, 'load_textdomain' ), 0 );

		( new Notices() )->hook();
		( new OptionsPage() )->hook();
		( new Admin\Setup() )->hook();

		if ( ! Requirements::core_supported() ) {
			// Blocks and scripts stay off: the built scripts need core handles
			// (react-jsx-runtime) this WordPress does not have.
			return;
		}

		self::on( 'init', array( $this->scripts, 'register' ), 5 );
		self::on( 'init', array( new Blocks( $page, new MiniCart( $page ), $settings, $lazy_scripts ), 'register' ), 10 );
		( new Category() )->hook();
		$this->scripts->hook();
		$page->hook();
		$this->core_scripts = new CoreScripts( $lazy_scripts );
		$this->core_scripts->hook();
		( new AssetPlan( $page, $this->core_scripts, $payment_methods, $woocommerce_checkout, $lazy_scripts ) )->hook();

		( new OrderAttribution( $this->scripts ) )->hook();
		( new ContactForm( $this->scripts, $lazy_scripts ) )->hook();
		( new Rsvp( $this->scripts ) )->hook();
		( new RsvpClassicForm() )->hook();
		( new RsvpEmptyBooking() )->hook();
		( new AttributionConsent() )->hook();
		( new RsvpStrings() )->hook();
		( new EventTicketsUserAgent() )->hook();
		( new OrderPages() )->hook();
		( new LocalPickup() )->hook();
		( new PhoneField() )->hook();
		( new FrontendAssets( $page ) )->hook();
		( new JqueryFooter( $page ) )->hook();
		( new ProductGallery() )->hook();
		( new ShopImages( $page ) )->hook();
		( new CheckoutPage() )->hook();
		( new CheckoutLock() )->hook();
		( new CartPreload( $page ) )->hook();
		( new LazyScriptList( $lazy_scripts, $woocommerce_checkout ) )->hook();
		( new PaymentSettings( $settings ) )->hook();
		( new SavedPaymentMethods() )->hook();
		( new ShopLaw() )->hook();
		( new Germanized( $page ) )->hook();
		$woocommerce_checkout->hook();
	}

	/**
	 * Loads the PHP translations from the plugin's languages/ folder (by
	 * its real path, so a plugin folder that is a symlink works too; a
	 * language pack in wp-content/languages/plugins/ still wins, as
	 * load_plugin_textdomain() would have it).
	 */
	public function load_textdomain(): void {
		$locale = determine_locale();
		load_textdomain( 'kiosk', WP_LANG_DIR . "/plugins/kiosk-{$locale}.mo", $locale );
		load_textdomain( 'kiosk', self::dir() . "languages/kiosk-{$locale}.mo", $locale );
	}

	/**
	 * Adds a hook callback, or runs it at once when the hook has already fired.
	 *
	 * @param string   $hook     Action name.
	 * @param callable $callback Callback.
	 * @param int      $priority Priority.
	 */
	public static function on( string $hook, callable $callback, int $priority = 10 ): void {
		if ( did_action( $hook ) && ! doing_action( $hook ) ) {
			call_user_func( $callback );
			return;
		}
		add_action( $hook, $callback, $priority );
	}

	/**
	 * Activation: stores the defaults of Kiosk's own options.
	 */
	public static function activate(): void {
		if ( false === get_option( Settings\Options::OPTION, false ) ) {
			add_option( Settings\Options::OPTION, Settings\Options::defaults() );
		}
		// A German page instead of WordPress's English one while the database is down.
		( new DropIns\DbErrorPage() )->install();
	}

	/**
	 * Deactivation: removes Kiosk's db-error.php drop-in (options stay for a later re-activation).
	 */
	public static function deactivate(): void {
		delete_transient( 'kiosk_notice_cache' );
		( new DropIns\DbErrorPage() )->remove();
	}
}
