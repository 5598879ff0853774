<?php
/**
 * The inline settings the client reads as `window.kioskSettings`
 * (shape: src/types/settings.ts and ShopSettings in src/types/store-api.ts).
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

use Kiosk\Plugin;
use Kiosk\Requirements;
use Kiosk\Settings\Options;

/**
 * Builds and serialises the settings. One instance, built in Plugin::boot()
 * with the lazy script lists and the payment methods, which the settings
 * that depend on this request read (data(), shop(), payment()); the parts
 * that read only WordPress's and WooCommerce's options stay static.
 */
final class Settings {

	/**
	 * This request's lazy script lists (`miniCart`, `cartExpress`).
	 *
	 * @var LazyScripts
	 */
	private $lazy_scripts;

	/**
	 * WooCommerce's payment methods.
	 *
	 * @var PaymentMethods
	 */
	private $payment_methods;

	/**
	 * The settings of the request $lazy_scripts describes.
	 *
	 * @param LazyScripts    $lazy_scripts    This request's lazy script lists.
	 * @param PaymentMethods $payment_methods WooCommerce's payment methods.
	 */
	public function __construct( LazyScripts $lazy_scripts, PaymentMethods $payment_methods ) {
		$this->lazy_scripts    = $lazy_scripts;
		$this->payment_methods = $payment_methods;
	}

	/**
	 * The full settings array (filter: `kiosk_settings`).
	 *
	 * @return array<string, mixed>
	 */
	public function data(): array {
		$woo  = Requirements::has_woocommerce();
		$data = array(
			'restRoot'  => esc_url_raw( rest_url() ),
			'ajaxUrl'   => esc_url_raw( admin_url( 'admin-ajax.php' ) ),
			'nonce'     => wp_create_nonce( 'wp_rest' ),
			'locale'    => determine_locale(),
			'isAdmin'   => self::viewer_is_admin(),
			'pluginUrl' => esc_url_raw( Plugin::url() ),
		);
		if ( $woo ) {
			$data['storeApiNonce'] = wp_create_nonce( 'wc_store_api' );
		}
		// The payment methods only the cart and the checkout read go out with
		// their scripts (PaymentSettings), not in every page; the block
		// editor's previews read them from here.
		$data = array_merge( $data, $this->shop( $woo, is_admin() ) );
		// An administrator learns which enabled gateways no block checkout can offer.
		$unsupported = $woo && $data['isAdmin'] ? $this->payment_methods->without_integration() : array();
		if ( array() !== $unsupported ) {
			$data['paymentMethodsWithoutBlocks'] = $unsupported;
		}
		$data['orderAttribution'] = self::order_attribution( $woo );

		$options                = Options::all();
		$data['placeOrderLabel'] = $options['place_order_label'];

		// Scripts the client loads later: miniCart.scripts, cartExpress.scripts.
		$data = array_merge( $data, $this->lazy_scripts->settings() );

		/**
		 * Filters the inline settings before they are printed.
		 *
		 * @param array $data The settings.
		 */
		return (array) apply_filters( 'kiosk_settings', $data );
	}

	/**
	 * The inline script: `window.kioskSettings = {...};`, safe inside `<script>`.
	 */
	public function inline_script(): string {
		return 'window.kioskSettings = ' . self::json( $this->data() ) . ';';
	}

	/**
	 * What only address forms and the shipping calculator read: the
	 * countries with their states, the address fields and their locale
	 * overrides (about 55 KB of JSON with WooCommerce). They go out with
	 * `kiosk-data` (the cart and checkout pages, their editors), not in every
	 * page's HTML (filter: `kiosk_address_settings`).
	 *
	 * @return array{countries: array, addressFields: array, addressFieldLocale: array}
	 */
	public static function address(): array {
		$woo = Requirements::has_woocommerce();
		/**
		 * Filters the address settings before they are printed.
		 *
		 * @param array $data countries, addressFields, addressFieldLocale.
		 */
		return (array) apply_filters(
			'kiosk_address_settings',
			array(
				'countries'          => self::countries( $woo ),
				'addressFields'      => self::address_fields(),
				'addressFieldLocale' => self::address_field_locale( $woo ),
			)
		);
	}

	/**
	 * The inline script that adds the address settings to `kioskSettings`.
	 */
	public static function address_inline_script(): string {
		return 'Object.assign( window.kioskSettings = window.kioskSettings || {}, ' . self::json( self::address() ) . ' );';
	}

	/**
	 * JSON that cannot close a script element or open an HTML comment.
	 *
	 * @param mixed $value Value.
	 */
	public static function json( $value ): string {
		$json = wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		if ( false === $json ) {
			return '{}';
		}
		// U+2028/2029 are line terminators in older JS engines.
		return str_replace( array( "\u{2028}", "\u{2029}" ), array( '\u2028', '\u2029' ), $json );
	}

	/**
	 * Whether the viewer is a store administrator (sees diagnostics).
	 */
	public static function viewer_is_admin(): bool {
		return is_user_logged_in() && ( current_user_can( 'manage_woocommerce' ) || current_user_can( 'manage_options' ) );
	}

	/**
	 * The shop settings, from WooCommerce when active, otherwise German defaults.
	 *
	 * @param bool $woo     Whether WooCommerce is active.
	 * @param bool $payment Whether with the payment methods (payment()).
	 * @return array<string, mixed>
	 */
	public function shop( bool $woo, bool $payment = true ): array {
		$allowed           = $woo && function_exists( 'WC' ) ? array_keys( (array) WC()->countries->get_allowed_countries() ) : array( 'DE', 'AT', 'CH' );
		$shipping          = $woo && function_exists( 'WC' ) ? array_keys( (array) WC()->countries->get_shipping_countries() ) : $allowed;
		$pickup            = $woo ? get_option( 'woocommerce_pickup_location_settings', array() ) : array();
		$pickup            = is_array( $pickup ) ? $pickup : array();

		$shop = array(
			'currency'                      => self::currency( $woo ),
			'displayCartPricesIncludingTax' => $woo ? 'incl' === get_option( 'woocommerce_tax_display_cart', 'incl' ) : true,
			'displayShopPricesIncludingTax' => $woo ? 'incl' === get_option( 'woocommerce_tax_display_shop', 'incl' ) : true,
			'displayItemizedTaxes'          => $woo ? 'itemized' === get_option( 'woocommerce_tax_total_display', 'single' ) : false,
			'taxesEnabled'                  => $woo && function_exists( 'wc_tax_enabled' ) ? (bool) wc_tax_enabled() : true,
			'couponsEnabled'                => $woo && function_exists( 'wc_coupons_enabled' ) ? (bool) wc_coupons_enabled() : true,
			'shippingEnabled'               => $woo && function_exists( 'wc_shipping_enabled' ) ? (bool) wc_shipping_enabled() : true,
			'allowedCountries'              => array_values( array_map( 'strval', $allowed ) ),
			'shippingCountries'             => array_values( array_map( 'strval', $shipping ) ),
			'pages'                         => self::pages( $woo ),
			'guestCheckout'                 => $woo ? 'yes' === get_option( 'woocommerce_enable_guest_checkout', 'yes' ) : true,
			'accountCreation'               => $woo ? 'yes' === get_option( 'woocommerce_enable_signup_and_login_from_checkout', 'no' ) : false,
			'localPickupEnabled'            => isset( $pickup['enabled'] ) && 'yes' === $pickup['enabled'],
			'localPickupLabel'              => isset( $pickup['title'] ) && '' !== $pickup['title'] ? sanitize_text_field( $pickup['title'] ) : __( 'Local pickup', 'kiosk' ),
			'placeholderImage'              => self::placeholder_image(),
		);
		return $payment ? array_merge( $shop, $this->payment( $woo ) ) : $shop;
	}

	/**
	 * The payment methods' data and order, which only the cart's express
	 * area and the checkout read (about 1.3 KB with the demo's methods).
	 *
	 * @param bool $woo Whether WooCommerce is active.
	 * @return array{paymentMethodData: array<string, array<string, mixed>>, paymentMethodSortOrder: string[]}
	 */
	public function payment( bool $woo ): array {
		$methods = $this->payment_methods( $woo );
		return array(
			'paymentMethodData'      => $methods,
			'paymentMethodSortOrder' => $woo ? $this->payment_methods->sort_order() : array_keys( $methods ),
		);
	}

	/**
	 * The inline script that adds the payment settings to `kioskSettings`.
	 */
	public function payment_inline_script(): string {
		return 'Object.assign( window.kioskSettings = window.kioskSettings || {}, ' . self::json( $this->payment( Requirements::has_woocommerce() ) ) . ' );';
	}

	/**
	 * WooCommerce's placeholder image for a product without one (its
	 * thumbnail size, as WooCommerce's cart shows it); '' without WooCommerce.
	 */
	public static function placeholder_image(): string {
		return function_exists( 'wc_placeholder_img_src' ) ? esc_url_raw( (string) wc_placeholder_img_src( 'woocommerce_thumbnail' ) ) : '';
	}

	/**
	 * Currency settings.
	 *
	 * @param bool $woo Whether WooCommerce is active.
	 * @return array<string, mixed>
	 */
	public static function currency( bool $woo ): array {
		if ( $woo && function_exists( 'get_woocommerce_currency' ) ) {
			$position = (string) get_option( 'woocommerce_currency_pos', 'right_space' );
			return array(
				'code'              => (string) get_woocommerce_currency(),
				'precision'         => (int) wc_get_price_decimals(),
				'symbol'            => html_entity_decode( (string) get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' ),
				'symbolPosition'    => in_array( $position, array( 'left', 'right', 'left_space', 'right_space' ), true ) ? $position : 'right_space',
				'decimalSeparator'  => (string) wc_get_price_decimal_separator(),
				'thousandSeparator' => (string) wc_get_price_thousand_separator(),
				'priceFormat'       => html_entity_decode( (string) get_woocommerce_price_format(), ENT_QUOTES, 'UTF-8' ),
			);
		}
		return array(
			'code'              => 'EUR',
			'precision'         => 2,
			'symbol'            => '€',
			'symbolPosition'    => 'right_space',
			'decimalSeparator'  => ',',
			'thousandSeparator' => '.',
			'priceFormat'       => '%2$s %1$s',
		);
	}

	/**
	 * The countries the shop sells or ships to, with their states. A shopper
	 * can pick no other in an address form or the shipping calculator, and
	 * WooCommerce's Store API refuses any other; a shop that sells to
	 * Germany, Austria and Switzerland sends three countries, not all 249
	 * (about 55 KB of JSON on every cart and checkout page).
	 *
	 * @param bool $woo Whether WooCommerce is active.
	 * @return array<string, array{name: string, states: array<string, string>}>
	 */
	public static function countries( bool $woo ): array {
		$out = array();
		if ( $woo && function_exists( 'WC' ) && isset( WC()->countries ) ) {
			$states  = (array) WC()->countries->get_states();
			$selling = self::selling_countries(
				(array) WC()->countries->get_countries(),
				array_merge(
					array_keys( (array) WC()->countries->get_allowed_countries() ),
					array_keys( (array) WC()->countries->get_shipping_countries() )
				)
			);
			foreach ( $selling as $code => $name ) {
				$list         = isset( $states[ $code ] ) && is_array( $states[ $code ] ) ? $states[ $code ] : array();
				$out[ $code ] = array(
					'name'   => html_entity_decode( (string) $name, ENT_QUOTES, 'UTF-8' ),
					'states' => array_map(
						static function ( $state ) {
							return html_entity_decode( (string) $state, ENT_QUOTES, 'UTF-8' );
						},
						$list
					),
				);
			}
			return $out;
		}
		return array(
			'DE' => array(
				'name'   => __( 'Germany', 'kiosk' ),
				'states' => array(),
			),
			'AT' => array(
				'name'   => __( 'Austria', 'kiosk' ),
				'states' => array(),
			),
			'CH' => array(
				'name'   => __( 'Switzerland', 'kiosk' ),
				'states' => array(),
			),
		);
	}

	/**
	 * The countries among `$codes`, in WooCommerce's order; all of them when
	 * `$codes` names none (a shop that has not restricted its countries).
	 *
	 * @param array<string, string> $countries Code => name.
	 * @param array<int, string>    $codes     Allowed and shipping countries.
	 * @return array<string, string>
	 */
	public static function selling_countries( array $countries, array $codes ): array {
		if ( array() === $codes ) {
			return $countries;
		}
		return array_intersect_key( $countries, array_flip( $codes ) );
	}

	/**
	 * The default address field definitions (SPEC section 3).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function address_fields(): array {
		$fields = array(
			array( 'first_name', __( 'First name', 'kiosk' ), __( 'First name (optional)', 'kiosk' ), true, 'given-name', 'sentences' ),
			array( 'last_name', __( 'Last name', 'kiosk' ), __( 'Last name (optional)', 'kiosk' ), true, 'family-name', 'sentences' ),
			array( 'company', __( 'Company', 'kiosk' ), __( 'Company (optional)', 'kiosk' ), false, 'organization', 'sentences' ),
			array( 'address_1', __( 'Address', 'kiosk' ), __( 'Address (optional)', 'kiosk' ), true, 'address-line1', 'sentences' ),
			array( 'address_2', __( 'Apartment, suite, etc.', 'kiosk' ), __( 'Apartment, suite, etc. (optional)', 'kiosk' ), false, 'address-line2', 'sentences' ),
			array( 'country', __( 'Country/Region', 'kiosk' ), __( 'Country/Region (optional)', 'kiosk' ), true, 'country', '' ),
			array( 'postcode', __( 'Postal code', 'kiosk' ), __( 'Postal code (optional)', 'kiosk' ), true, 'postal-code', 'characters' ),
			array( 'city', __( 'City', 'kiosk' ), __( 'City (optional)', 'kiosk' ), true, 'address-level2', 'sentences' ),
			array( 'state', __( 'State/County', 'kiosk' ), __( 'State/County (optional)', 'kiosk' ), false, 'address-level1', 'sentences' ),
			array( 'phone', __( 'Phone', 'kiosk' ), __( 'Phone (optional)', 'kiosk' ), false, 'tel', '' ),
		);
		$out = array();
		foreach ( $fields as $index => $field ) {
			$definition = array(
				'key'           => $field[0],
				'label'         => $field[1],
				'optionalLabel' => $field[2],
				'required'      => $field[3],
				'hidden'        => false,
				'index'         => ( $index + 1 ) * 10,
				'type'          => 'country' === $field[0] || 'state' === $field[0] ? 'select' : 'text',
				'autocomplete'  => $field[4],
			);
			if ( '' !== $field[5] ) {
				$definition['autocapitalize'] = $field[5];
			}
			$out[] = $definition;
		}
		return $out;
	}

	/**
	 * Per-country address field overrides.
	 *
	 * @param bool $woo Whether WooCommerce is active.
	 * @return array<string, array<string, array<string, mixed>>>
	 */
	public static function address_field_locale( bool $woo ): array {
		$out = array();
		if ( $woo && function_exists( 'WC' ) && isset( WC()->countries ) ) {
			$map = array(
				'label'    => 'label',
				'required' => 'required',
				'hidden'   => 'hidden',
				'priority' => 'index',
			);
			foreach ( (array) WC()->countries->get_country_locale() as $country => $fields ) {
				foreach ( (array) $fields as $key => $field ) {
					foreach ( $map as $from => $to ) {
						if ( is_array( $field ) && array_key_exists( $from, $field ) ) {
							$out[ $country ][ $key ][ $to ] = 'label' === $to ? (string) $field[ $from ] : ( 'index' === $to ? (int) $field[ $from ] : (bool) $field[ $from ] );
						}
					}
				}
			}
			return $out;
		}
		foreach ( array( 'DE', 'AT', 'CH' ) as $country ) {
			$out[ $country ] = array(
				'state' => array(
					'required' => false,
					'hidden'   => true,
				),
			);
		}
		return $out;
	}

	/**
	 * Page links; my-account falls back to the login URL.
	 *
	 * @param bool $woo Whether WooCommerce is active.
	 * @return array{shop: string, cart: string, checkout: string, privacy: string, terms: string, myaccount: string, shipping: string}
	 */
	public static function pages( bool $woo ): array {
		$pages = array(
			'shop'      => '',
			'cart'      => '',
			'checkout'  => '',
			'privacy'   => (string) get_privacy_policy_url(),
			'terms'     => '',
			'myaccount' => '',
			'shipping'  => $woo ? \Kiosk\Integrations\WooCommerce\ShopLaw::shipping_url() : '',
		);
		if ( $woo && function_exists( 'wc_get_page_id' ) ) {
			foreach ( array( 'shop', 'cart', 'checkout', 'terms', 'myaccount' ) as $page ) {
				$id = (int) wc_get_page_id( $page );
				if ( $id > 0 && 'publish' === get_post_status( $id ) ) {
					$pages[ $page ] = (string) get_permalink( $id );
				}
			}
		} else {
			$slugs = array(
				'shop'      => 'shop',
				'cart'      => 'warenkorb',
				'checkout'  => 'kasse',
				'terms'     => 'agb',
				'myaccount' => 'mein-konto',
			);
			foreach ( $slugs as $page => $slug ) {
				$post = get_page_by_path( $slug );
				if ( $post instanceof \WP_Post && 'publish' === $post->post_status ) {
					$pages[ $page ] = (string) get_permalink( $post );
				}
			}
		}
		$pages = array_merge( $pages, \Kiosk\Settings\LegalPages::urls() );
		if ( '' === $pages['myaccount'] ) {
			$pages['myaccount'] = wp_login_url();
		}
		return array_map( 'esc_url_raw', $pages );
	}

	/**
	 * Payment method data of the active integrations in WooCommerce's
	 * payment method registry (`get_payment_method_data()` by name, as
	 * WooCommerce prints `paymentMethodData`; `wc.wcSettings` reads it).
	 *
	 * @param bool $woo Whether WooCommerce is active.
	 * @return array<string, array<string, mixed>>
	 */
	public function payment_methods( bool $woo ): array {
		$out = $woo ? $this->payment_methods->data() : array();
		/**
		 * Filters the payment method data (gateways add their own here).
		 *
		 * @param array $out Method id → data.
		 */
		return (array) apply_filters( 'kiosk_payment_method_data', $out );
	}

	/**
	 * Order attribution settings (sourcebuster cookies, as WooCommerce uses).
	 *
	 * @param bool $woo Whether WooCommerce is active.
	 * @return array<string, mixed>
	 */
	public static function order_attribution( bool $woo ): array {
		$enabled = $woo && 'no' !== get_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
		return array(
			'enabled'       => (bool) apply_filters( 'kiosk_order_attribution_enabled', $enabled ),
			'allowTracking' => (bool) apply_filters( 'wc_order_attribution_allow_tracking', true ),
			'lifetime'      => (float) apply_filters( 'wc_order_attribution_cookie_lifetime_months', 6 ),
			'session'       => (int) apply_filters( 'wc_order_attribution_session_length_minutes', 30 ),
			'base64'        => (bool) apply_filters( 'wc_order_attribution_use_base64_cookies', false ),
			'prefix'        => 'wc_order_attribution_',
			'ajaxUrl'       => esc_url_raw( admin_url( 'admin-ajax.php' ) ),
		);
	}
}
