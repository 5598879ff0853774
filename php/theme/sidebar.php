<?php
/**
 * The sticky sidebar: the tabbed posts widget, the `sidebar` widget area, and the map on the home page (when turned on).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

// The sticky sidebar and its widgets need the full magazine script.
kiosk_theme_uses_behaviours();
?>
<aside class="kiosk-sidebar" aria-label="<?php esc_attr_e( 'Sidebar', 'kiosk' ); ?>" data-kiosk-sticky-sidebar<?php kiosk_theme_the_mark(); ?>>
<?php
echo kiosk_theme_tabs_widget(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
if ( is_active_sidebar( 'sidebar' ) ) {
	dynamic_sidebar( 'sidebar' );
}
// The map only where the owner turned it on in Settings → Kiosk: a theme adds no content of its own.
$kiosk_options = kiosk_theme_options();
if ( is_front_page() && ! empty( $kiosk_options['map_on_home'] ) ) {
	echo kiosk_theme_map_widget(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
}
?>
</aside>
