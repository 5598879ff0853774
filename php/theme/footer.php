<?php
/**
 * The footer (README: Footer) and the scroll-up link.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;
?>
</main>
<footer class="kiosk-footer">
<div class="kiosk-footer__inner">
<?php
if ( is_active_sidebar( 'footer-1' ) || is_active_sidebar( 'footer-2' ) || is_active_sidebar( 'footer-3' ) ) {
	echo '<div class="kiosk-footer__widgets">';
	foreach ( array( 'footer-1', 'footer-2', 'footer-3' ) as $kiosk_area ) {
		echo '<div class="kiosk-footer__column">';
		dynamic_sidebar( $kiosk_area );
		echo '</div>';
	}
	echo '</div>';
}
?>
<nav class="kiosk-footer__nav" aria-label="<?php esc_attr_e( 'Legal', 'kiosk' ); ?>"><?php kiosk_theme_legal_menu(); ?></nav>
<p class="kiosk-footer__copy">© <?php echo esc_html( wp_date( 'Y' ) ); ?> <?php echo esc_html( get_bloginfo( 'name' ) ); ?></p>
</div>
</footer>
<a class="kiosk-scroll-up" href="#kiosk-top" data-kiosk-scroll-up<?php kiosk_theme_the_mark(); ?>><?php kiosk_theme_the_icon( 'up' ); ?><span class="screen-reader-text"><?php esc_html_e( 'Back to top', 'kiosk' ); ?></span></a>
<?php wp_footer(); ?>
</body>
</html>
