<?php
/**
 * The sticky sidebar: the `sidebar` widget area, or the tabbed posts widget when it is empty.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;
?>
<aside class="kiosk-sidebar" aria-label="<?php esc_attr_e( 'Sidebar', 'kiosk' ); ?>" data-kiosk-sticky-sidebar>
<?php
if ( is_active_sidebar( 'sidebar' ) ) {
	dynamic_sidebar( 'sidebar' );
} else {
	echo kiosk_theme_tabs_widget(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	if ( is_front_page() ) {
		echo kiosk_theme_map_widget(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	}
}
?>
</aside>
