<?php
/**
 * The header (README: Header).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;
?><!DOCTYPE html>
<html <?php language_attributes(); ?> class="kiosk-no-js">
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div id="kiosk-top"><a class="kiosk-skip-link screen-reader-text" href="#kiosk-main"><?php esc_html_e( 'Skip to content', 'kiosk' ); ?></a></div>
<?php
echo kiosk_theme_top_bar(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
echo kiosk_theme_masthead(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
?>
<header class="kiosk-header" id="kiosk-header" data-kiosk-sticky-header<?php kiosk_theme_the_mark(); ?>>
<div class="kiosk-header__inner">
<p class="kiosk-header__brand"><a href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home"><?php echo esc_html( get_bloginfo( 'name' ) ); ?></a></p>
<button class="kiosk-menu-toggle" type="button" aria-expanded="false" aria-controls="kiosk-primary-menu" data-kiosk-menu-toggle<?php kiosk_theme_the_mark(); ?>><?php kiosk_theme_the_icon( 'menu' ); ?><span class="kiosk-menu-toggle__label"><?php esc_html_e( 'Menu', 'kiosk' ); ?></span></button>
<nav class="kiosk-menu" id="kiosk-primary-menu" aria-label="<?php esc_attr_e( 'Main menu', 'kiosk' ); ?>" data-kiosk-menu<?php kiosk_theme_the_mark(); ?>><?php kiosk_theme_primary_menu(); ?></nav>
<div class="kiosk-search" data-kiosk-search<?php kiosk_theme_the_mark(); ?>><button class="kiosk-search__toggle" type="button" aria-expanded="false" aria-controls="kiosk-search-form"><?php kiosk_theme_the_icon( 'search' ); ?><span class="screen-reader-text"><?php esc_html_e( 'Open search', 'kiosk' ); ?></span></button><?php kiosk_theme_the_search_form( 'header' ); ?></div>
<?php do_action( 'kiosk_header_cart' ); ?>
<?php
// The same link for every visitor (no name, no log-in state), so a full-page cache can serve the page to everyone.
$kiosk_account_url = class_exists( 'Kiosk\Assets\Settings' ) ? \Kiosk\Assets\Settings::pages( \Kiosk\Requirements::has_woocommerce() )['myaccount'] : wp_login_url();
?>
<a class="kiosk-header__account" href="<?php echo esc_url( $kiosk_account_url ); ?>"><?php kiosk_theme_the_icon( 'user' ); ?><span class="kiosk-header__account-label"><?php esc_html_e( 'My account', 'kiosk' ); ?></span></a>
</div>
</header>
<main id="kiosk-main" class="kiosk-main" tabindex="-1">
