<?php
/**
 * Germanized for WooCommerce beside Kiosk. Germanized tells WooCommerce's
 * block cart and checkout from its classic ones by asking whether the page
 * holds `woocommerce/cart` or `woocommerce/checkout` (has_block(), its
 * CartCheckout::uses_cart_block()/uses_checkout_block(), and the session
 * flags it sets when those blocks render); for Kiosk's cart and checkout it
 * gets the answers it gets for WooCommerce's blocks, as WooCommerce's local
 * pickup does (LocalPickup.php):
 *
 * - its unit price, delivery time and other notes go into the cart items'
 *   `item_data` also when the server prints the cart (it adds them for the
 *   Store API and for pages with WooCommerce's blocks only), so the
 *   server's cart and the client's show the same;
 * - rendering Kiosk's checkout or cart sets the session flags rendering
 *   WooCommerce's does (which checkboxes were ticked: none yet; whether the
 *   shopper is on the checkout);
 * - its classic jQuery scripts, which it enqueues wherever is_checkout()
 *   or is_cart() holds, blocks or not (`wc-gzd-checkout` depends on
 *   WooCommerce's jQuery checkout and pulled it back in; its direct debit
 *   gateway's likewise), stay off Kiosk's
 *   cart and checkout, where nothing of them has markup to work on.
 *
 * Germanized's entries in the item data are named by keys (`gzd-unit_price`,
 * `gzd-delivery_time`) that its stylesheet for WooCommerce's blocks hides,
 * showing the value alone; Kiosk's lists carry WooCommerce's class names
 * (src/components/item-details), and this adds the same rule for them.
 *
 * Where Germanized prints a note itself, Kiosk prints none (ShopLaw.php);
 * its legal checkboxes (a block Kiosk's checkout renders through
 * WooCommerce's contracts: php/Assets/WooCommerceCheckout.php) take the
 * place of Kiosk's legal text.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\CurrentPage;

/**
 * Germanized's view of Kiosk's cart and checkout.
 */
final class Germanized {

	/**
	 * Germanized's classic front-end scripts for the cart and checkout: its
	 * checkout and voucher scripts, and its direct debit gateway's form
	 * (IBAN check, mandate preview in prettyPhoto), which its gateway
	 * enqueues on every checkout page where it is available.
	 */
	const CLASSIC_SCRIPTS = array(
		'wc-gzd-checkout',
		'wc-gzd-cart-voucher',
		'wc-gzd-direct-debit',
		'wc-gzd-iban',
		'prettyPhoto_debit',
	);

	/** The direct debit gateway's classic style (prettyPhoto's). */
	const CLASSIC_STYLES = array( 'woocommerce_prettyPhoto_css_debit' );

	/** Germanized's legal checkboxes block (WooCommerce's checkout's inner block). */
	const CHECKBOXES_BLOCK = 'woocommerce-germanized/checkout-checkboxes';

	/** The handle of the inline style below. */
	const STYLE = 'kiosk-germanized';

	/** Kiosk's script with the small-business note for its checkout (src/germanized/). */
	const SCRIPT = 'kiosk-germanized';

	/** Germanized's rule for its item data: the value shows, its key does not. */
	const ITEM_DATA_CSS = '.wc-block-components-product-details [class*="__gzd-"]>.wc-block-components-product-details__name{display:none}';

	/**
	 * This request's page context: where Kiosk replaces WooCommerce's front
	 * end, Germanized's classic scripts stay off as WooCommerce's do
	 * (FrontendAssets, the same question).
	 *
	 * @var CurrentPage
	 */
	private $page;

	/**
	 * Germanized beside Kiosk on the page $page holds.
	 *
	 * @param CurrentPage $page This request's page context.
	 */
	public function __construct( CurrentPage $page ) {
		$this->page = $page;
	}

	/**
	 * Whether Germanized is active (loaded: it loads after Kiosk, so ask late).
	 */
	public static function active(): bool {
		return function_exists( 'WC_germanized' );
	}

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'woocommerce_gzd_cart_checkout_needs_block_price_labels', array( $this, 'needs_block_price_labels' ) );
		add_filter( 'render_block', array( $this, 'on_render_block' ), 1000, 2 );
		// After Germanized enqueued them (wp_enqueue_scripts, 15) and before printing.
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_classic_scripts' ), 100 );
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue_classic_scripts' ), 1 );
		add_action( 'wp_enqueue_scripts', array( $this, 'item_data_style' ) );
		add_filter( 'kiosk_settings', array( $this, 'terms_block' ) );
		add_filter( 'kiosk_settings', array( $this, 'place_order_label' ) );
		// After AssetPlan enqueued the checkout's integrations (10).
		add_filter( 'render_block_kiosk/checkout', array( $this, 'small_business_notice' ), 20, 1 );
	}

	/**
	 * Germanized's small-business note (§ 19 UStG) at the end of Kiosk's
	 * checkout order summary, where the shop is a small business. On
	 * WooCommerce's checkout block Germanized's checkout script prints it (an
	 * `ExperimentalOrderMeta` fill); that script stays off Kiosk's checkout
	 * (it needs the block editor: place_order_label() above), so Kiosk's
	 * `kiosk-germanized` fills the same slot with Germanized's text, from
	 * its template as Germanized's mini cart takes it (tags stripped). A shop
	 * that is not a small business loads nothing of it.
	 *
	 * @param string $content The checkout block's HTML, unchanged.
	 */
	public function small_business_notice( $content ) {
		if ( ! self::active() || ! function_exists( 'wc_gzd_is_small_business' ) || ! wc_gzd_is_small_business() || $this->page->get()->is_order_endpoint() ) {
			return $content;
		}
		$text = trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( (string) wc_get_template_html( 'global/small-business-info.php' ) ) ) );
		if ( '' === $text || ! wp_script_is( self::SCRIPT, 'registered' ) ) {
			return $content;
		}
		wp_add_inline_script( self::SCRIPT, 'var kioskGermanized = ' . wp_json_encode( array( 'smallBusinessNotice' => $text ) ) . ';', 'before' );
		wp_enqueue_script( self::SCRIPT );
		return $content;
	}

	/**
	 * Germanized's label for the place-order button („Jetzt kaufen“, its
	 * option „Button-Text“ of the button solution). On WooCommerce's
	 * checkout block it applies it through the `placeOrderButtonLabel`
	 * checkout filter, which it registers in its block script for the
	 * checkout (`wc-gzd-blocks-checkout`); that script also holds its blocks'
	 * editor code and needs the block editor (wp-block-editor,
	 * wp-components), so it stays off Kiosk's checkout
	 * (WooCommerceCheckout::EDITOR_ONLY). Kiosk's checkout takes the same
	 * text as its place-order label; a payment method's own label still
	 * comes first, as on WooCommerce's block.
	 *
	 * @param array $settings Kiosk's inline settings.
	 */
	public function place_order_label( $settings ) {
		if ( self::active() && is_array( $settings ) && function_exists( 'woocommerce_gzd_template_order_button_text' ) ) {
			$label = (string) woocommerce_gzd_template_order_button_text( '' );
			if ( '' !== $label ) {
				$settings['placeOrderLabel'] = $label;
			}
		}
		return $settings;
	}

	/**
	 * Germanized's legal checkboxes block takes the place of Kiosk's legal
	 * text on the checkout, as Germanized's installer puts it in the place
	 * of WooCommerce's terms block: the shopper reads the legal text once.
	 *
	 * @param array $settings Kiosk's inline settings.
	 */
	public function terms_block( $settings ) {
		if ( self::active() && is_array( $settings ) ) {
			$settings['termsBlock'] = self::CHECKBOXES_BLOCK;
		}
		return $settings;
	}

	/**
	 * Germanized's names of its item data hidden in Kiosk's lists (on every
	 * page: the mini cart is in the header).
	 */
	public function item_data_style(): void {
		if ( ! self::active() ) {
			return;
		}
		wp_register_style( self::STYLE, false, array(), KIOSK_VERSION );
		wp_add_inline_style( self::STYLE, self::ITEM_DATA_CSS );
		wp_enqueue_style( self::STYLE );
	}

	/**
	 * Whether the shop's cart page holds Kiosk's cart block.
	 */
	public static function kiosk_cart_in_use(): bool {
		$page = function_exists( 'wc_get_page_id' ) ? (int) wc_get_page_id( 'cart' ) : 0;
		return $page > 0 && has_block( 'kiosk/cart', $page );
	}

	/**
	 * Germanized's notes in the cart items' data: wanted where Kiosk's cart
	 * or checkout is the shop's (Germanized says yes for its own blocks).
	 *
	 * @param bool $needs Germanized's answer.
	 */
	public function needs_block_price_labels( $needs ): bool {
		return (bool) $needs || self::kiosk_cart_in_use() || LocalPickup::kiosk_checkout_in_use();
	}

	/**
	 * The session flags Germanized sets when WooCommerce's checkout or cart renders.
	 *
	 * @param string $content The block's HTML.
	 * @param array  $block   The parsed block.
	 */
	public function on_render_block( $content, $block ) {
		$name = is_array( $block ) ? ( $block['blockName'] ?? '' ) : '';
		if ( ! self::active() || ! in_array( $name, array( 'kiosk/checkout', 'kiosk/cart' ), true ) || ! function_exists( 'WC' ) || ! WC()->session ) {
			return $content;
		}
		if ( 'kiosk/checkout' === $name ) {
			WC()->session->set( 'checkout_checkboxes_checked', array() );
			WC()->session->set( 'gzd_is_checkout_checkout', true );
		} else {
			WC()->session->set( 'gzd_is_checkout_checkout', false );
		}
		return $content;
	}

	/**
	 * Keeps Germanized's classic scripts off Kiosk's cart and checkout.
	 */
	public function dequeue_classic_scripts(): void {
		if ( ! self::active() || ! $this->page->get()->replaces_woocommerce() ) {
			return;
		}
		foreach ( self::CLASSIC_SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( self::CLASSIC_STYLES as $handle ) {
			wp_dequeue_style( $handle );
		}
	}
}
