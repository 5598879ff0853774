<?php
/**
 * Settings → Kiosk: the few settings that are Kiosk's own.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

use Kiosk\Settings\Options;
use Kiosk\Settings\ShippingPage;

/**
 * The options page, built on the Settings API (options.php checks the
 * nonce and the `manage_options` capability on save).
 */
final class OptionsPage {

	const SLUG       = 'kiosk';
	const GROUP      = 'kiosk';
	const CAPABILITY = 'manage_options';

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_init', array( $this, 'register' ) );
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
	}

	/**
	 * Adds Settings → Kiosk.
	 */
	public function menu(): void {
		add_options_page(
			__( 'Kiosk settings', 'kiosk' ),
			__( 'Kiosk', 'kiosk' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Registers the option with its sanitiser.
	 */
	public function register_setting(): void {
		register_setting(
			self::GROUP,
			Options::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( Options::class, 'sanitize' ),
				'default'           => Options::defaults(),
				'show_in_rest'      => false,
			)
		);
		register_setting(
			self::GROUP,
			ShippingPage::OPTION,
			array(
				'type'              => 'integer',
				'sanitize_callback' => array( ShippingPage::class, 'sanitize' ),
				'default'           => 0,
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Registers the setting, sections and fields.
	 */
	public function register(): void {
		$this->register_setting();

		add_settings_section( 'kiosk_checkout', __( 'Checkout', 'kiosk' ), '__return_false', self::SLUG );
		add_settings_section( 'kiosk_magazine', __( 'Magazine', 'kiosk' ), '__return_false', self::SLUG );
		add_settings_section( 'kiosk_legal', __( 'Legal pages', 'kiosk' ), array( $this, 'section_legal' ), self::SLUG );

		add_settings_field(
			'kiosk_place_order_label',
			__( 'Place order button label', 'kiosk' ),
			array( $this, 'field_place_order_label' ),
			self::SLUG,
			'kiosk_checkout',
			array( 'label_for' => 'kiosk_place_order_label' )
		);
		add_settings_field(
			'kiosk_shipping_page',
			__( 'Shipping costs page', 'kiosk' ),
			array( $this, 'field_shipping_page' ),
			self::SLUG,
			'kiosk_checkout',
			array( 'label_for' => 'kiosk_shipping_page' )
		);
		add_settings_field(
			'kiosk_ticker_category',
			__( 'News ticker category', 'kiosk' ),
			array( $this, 'field_ticker_category' ),
			self::SLUG,
			'kiosk_magazine',
			array( 'label_for' => 'kiosk_ticker_category' )
		);
		add_settings_field(
			'kiosk_map',
			__( 'Map coordinates', 'kiosk' ),
			array( $this, 'field_map' ),
			self::SLUG,
			'kiosk_magazine'
		);
		foreach ( self::page_fields() as $key => $label ) {
			add_settings_field(
				'kiosk_' . $key,
				$label,
				array( $this, 'field_page' ),
				self::SLUG,
				'kiosk_legal',
				array(
					'label_for' => 'kiosk_' . $key,
					'key'       => $key,
				)
			);
		}
	}

	/**
	 * The legal pages WordPress and WooCommerce have no setting for.
	 *
	 * @return array<string, string> Option key => label.
	 */
	public static function page_fields(): array {
		return array(
			'legal_notice_page'  => __( 'Legal notice page', 'kiosk' ),
			'withdrawal_page'    => __( 'Cancellation policy page', 'kiosk' ),
			'accessibility_page' => __( 'Accessibility statement page', 'kiosk' ),
		);
	}

	/**
	 * The legal section's introduction.
	 */
	public function section_legal(): void {
		printf(
			'<p>%1$s <a href="%2$s">%3$s</a></p>',
			esc_html__( 'The privacy policy page is set under Settings → Privacy, the terms page under WooCommerce → Settings → Advanced. The set-up creates missing pages as drafts:', 'kiosk' ),
			esc_url( SetupPage::url() ),
			esc_html__( 'Set up Kiosk', 'kiosk' )
		);
	}

	/**
	 * A page dropdown (published pages and drafts).
	 *
	 * @param array{key: string} $args Field arguments.
	 */
	public function field_page( array $args ): void {
		$key = $args['key'];
		wp_dropdown_pages(
			array(
				// Core passes name and id through esc_attr() as well (which does
				// not double-encode), but prints the label unescaped.
				'name'              => esc_attr( Options::OPTION . '[' . $key . ']' ),
				'id'                => esc_attr( 'kiosk_' . $key ),
				'selected'          => (int) Options::get( $key ),
				'show_option_none'  => esc_html__( '— Select —', 'kiosk' ),
				'option_none_value' => '0',
				'post_status'       => array( 'publish', 'draft', 'pending', 'private' ),
			)
		);
	}

	/**
	 * The shipping costs page: the owner's choice, preselected with the shop's
	 * own (Germanized's) page where one is set.
	 */
	public function field_shipping_page(): void {
		wp_dropdown_pages(
			array(
				'name'              => esc_attr( ShippingPage::OPTION ),
				'id'                => 'kiosk_shipping_page',
				'selected'          => (int) ShippingPage::id(),
				'show_option_none'  => esc_html__( '— Select —', 'kiosk' ),
				'option_none_value' => '0',
				'post_status'       => array( 'publish', 'draft', 'pending', 'private' ),
			)
		);
		echo '<p class="description">' . esc_html__( 'Beside the prices in the shop, the cart and the mini cart, “plus shipping” links to this page, which lists your shipping costs. Without a published page the words show without a link.', 'kiosk' ) . '</p>';
		if ( ShippingPage::from_shop() ) {
			echo '<p class="description">' . esc_html__( 'Preselected: the shipping costs page set in your shop\'s settings (Germanized). Save to keep it.', 'kiosk' ) . '</p>';
		}
	}

	/**
	 * The page.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage Kiosk\'s settings.', 'kiosk' ), 403 );
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
		echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * The place-order label field.
	 */
	public function field_place_order_label(): void {
		$value = Options::get( 'place_order_label' );
		printf(
			'<input type="text" class="regular-text" id="kiosk_place_order_label" name="%1$s[place_order_label]" value="%2$s" maxlength="100" placeholder="%3$s" /><p class="description">%4$s</p>',
			esc_attr( Options::OPTION ),
			esc_attr( (string) $value ),
			esc_attr__( 'Place order', 'kiosk' ),
			esc_html__( 'Leave empty for the default label.', 'kiosk' )
		);
	}

	/**
	 * The ticker category field.
	 */
	public function field_ticker_category(): void {
		wp_dropdown_categories(
			array(
				'name'              => Options::OPTION . '[ticker_category]',
				'id'                => 'kiosk_ticker_category',
				'selected'          => (int) Options::get( 'ticker_category' ),
				'show_option_none'  => __( 'Latest posts (all categories)', 'kiosk' ),
				'option_none_value' => '0',
				'hide_empty'        => false,
				'hierarchical'      => true,
			)
		);
	}

	/**
	 * The map coordinate fields.
	 */
	public function field_map(): void {
		$fields = array(
			'map_latitude'  => array( __( 'Latitude', 'kiosk' ), '-90', '90', 'any' ),
			'map_longitude' => array( __( 'Longitude', 'kiosk' ), '-180', '180', 'any' ),
			'map_zoom'      => array( __( 'Zoom', 'kiosk' ), '1', '19', '1' ),
		);
		echo '<fieldset>';
		printf(
			'<p><input type="hidden" name="%1$s[map_on_home]" value="0" /><label for="kiosk_map_on_home"><input type="checkbox" id="kiosk_map_on_home" name="%1$s[map_on_home]" value="1"%2$s /> %3$s</label></p>',
			esc_attr( Options::OPTION ),
			checked( (bool) Options::get( 'map_on_home' ), true, false ),
			esc_html__( 'Show the map “How to find us” with a marker at these coordinates in the home page\'s sidebar', 'kiosk' )
		);
		foreach ( $fields as $key => $field ) {
			printf(
				'<p><label for="kiosk_%1$s">%2$s</label> <input type="number" id="kiosk_%1$s" name="%3$s[%1$s]" value="%4$s" min="%5$s" max="%6$s" step="%7$s" /></p>',
				esc_attr( $key ),
				esc_html( $field[0] ),
				esc_attr( Options::OPTION ),
				esc_attr( (string) Options::get( $key ) ),
				esc_attr( $field[1] ),
				esc_attr( $field[2] ),
				esc_attr( $field[3] )
			);
		}
		echo '</fieldset>';
	}
}
