<?php
/**
 * German shop law where prices show (shop grid and product page): "inkl.
 * MwSt., zzgl. Versandkosten" (or "zzgl. MwSt." when the shop shows net
 * prices), with "Versandkosten" linked to the page the owner chose for
 * shipping costs, and the product's delivery time, which the owner sets in
 * the product's shipping tab ("Lieferzeit").
 *
 * With Germanized active, Germanized prints these notes (tax, shipping
 * costs, delivery time from its own product field) on the shop grid and the
 * product page, and its delivery time is the owner's field: Kiosk prints
 * none of its own and shows no field of its own, so each note shows once.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Price notes and the delivery-time field.
 */
final class ShopLaw {

	/** Product meta: the delivery time text (e.g. "2–3 Werktage"). */
	const DELIVERY_META = '_kiosk_delivery_time';

	/** Option: the page that lists the shipping costs (page ID). */
	const SHIPPING_PAGE = \Kiosk\Settings\ShippingPage::OPTION;

	/**
	 * Hooks.
	 */
	public function hook(): void {
		// In the grid after the product link closes (priority 5), before the button (10): no link inside a link.
		add_action( 'woocommerce_after_shop_loop_item', array( $this, 'print_note' ), 7 );
		add_action( 'woocommerce_single_product_summary', array( $this, 'print_note' ), 11 );
		add_action( 'woocommerce_product_options_shipping', array( $this, 'delivery_field' ) );
		add_action( 'woocommerce_admin_process_product_object', array( $this, 'save_delivery' ) );
	}

	/**
	 * The URL of the shipping-costs page: the page chosen in Settings → Kiosk,
	 * else the shop's own (Germanized's) shipping costs page; '' when neither
	 * is set and published.
	 */
	public static function shipping_url(): string {
		$url = \Kiosk\Settings\ShippingPage::url();
		/**
		 * Filters the URL that "Versandkosten" links to ('' for no link).
		 *
		 * @param string $url URL.
		 */
		return (string) apply_filters( 'kiosk_shipping_costs_url', $url );
	}

	/**
	 * The note for a product: tax, shipping, delivery time (HTML, escaped).
	 *
	 * @param \WC_Product $product Product.
	 */
	public static function note( \WC_Product $product ): string {
		$parts = array();
		if ( wc_tax_enabled() && $product->is_taxable() ) {
			$parts[] = 'incl' === get_option( 'woocommerce_tax_display_shop' )
				? esc_html__( 'incl. VAT', 'kiosk' )
				: esc_html__( 'excl. VAT', 'kiosk' );
		}
		if ( $product->needs_shipping() ) {
			$url     = self::shipping_url();
			$label   = esc_html__( 'shipping', 'kiosk' );
			$costs   = '' !== $url ? '<a href="' . esc_url( $url ) . '">' . $label . '</a>' : $label;
			/* translators: %s: "shipping", linked to the shipping costs page. */
			$parts[] = sprintf( esc_html__( 'plus %s', 'kiosk' ), $costs );
		}
		$html = $parts ? '<span class="kiosk-price-note__tax">' . implode( ', ', $parts ) . '</span>' : '';
		$time = trim( (string) $product->get_meta( self::DELIVERY_META ) );
		if ( '' !== $time ) {
			/* translators: %s: delivery time, e.g. "2–3 Werktage". */
			$html .= '<span class="kiosk-price-note__delivery">' . esc_html( sprintf( __( 'Delivery time: %s', 'kiosk' ), $time ) ) . '</span>';
		}
		return '' === $html ? '' : '<p class="kiosk-price-note">' . $html . '</p>';
	}

	/**
	 * Prints the note for the current product.
	 */
	public function print_note(): void {
		global $product;
		if ( $product instanceof \WC_Product && ! Germanized::active() ) {
			echo self::note( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in note().
		}
	}

	/**
	 * The "Delivery time" field in the product's shipping tab.
	 */
	public function delivery_field(): void {
		if ( Germanized::active() ) {
			return;
		}
		woocommerce_wp_text_input(
			array(
				'id'          => self::DELIVERY_META,
				'label'       => __( 'Delivery time', 'kiosk' ),
				'placeholder' => __( 'e.g. 2–3 working days', 'kiosk' ),
				'desc_tip'    => true,
				'description' => __( 'Shown beside the price in the shop and on the product page.', 'kiosk' ),
			)
		);
	}

	/**
	 * Saves the field (WooCommerce checked the product form's nonce and the
	 * user's capability before this action).
	 *
	 * @param \WC_Product $product Product being saved.
	 */
	public function save_delivery( $product ): void {
		// With Germanized, no field was shown: the saved time stays as it is.
		if ( Germanized::active() || ! $product instanceof \WC_Product || ! current_user_can( 'edit_product', $product->get_id() ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce verified its meta-box nonce.
		$time = isset( $_POST[ self::DELIVERY_META ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::DELIVERY_META ] ) ) : '';
		$product->update_meta_data( self::DELIVERY_META, $time );
	}
}
