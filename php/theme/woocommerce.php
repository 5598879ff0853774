<?php
/**
 * WooCommerce's shop, product and product-category pages, in the theme's
 * frame at full width (no magazine sidebar), with WooCommerce's own
 * content and hooks (`woocommerce_content()`), so what other plugins add
 * to a product page still shows.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

get_header();
echo '<div class="kiosk-shop">';
woocommerce_content();
echo '</div>';
get_footer();
