<?php
/**
 * Mail capture: every wp_mail() of the demo site (contact messages, order
 * and RSVP mails) is written to a file in KIOSK_MAIL_DIR, one message each,
 * and nothing is sent.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'pre_wp_mail', 'kiosk_demo_capture_mail', 10, 2 );

/**
 * Writes the message to `YYYYmmdd-HHMMSS-<n>.eml` and reports it sent.
 *
 * @param null|bool $short_circuit Null to let wp_mail() send.
 * @param array     $atts          to, subject, message, headers, attachments.
 * @return bool
 */
function kiosk_demo_capture_mail( $short_circuit, $atts ) {
	$dir = getenv( 'KIOSK_MAIL_DIR' ) ? getenv( 'KIOSK_MAIL_DIR' ) : dirname( WP_CONTENT_DIR ) . '/mail';
	wp_mkdir_p( $dir );
	$to      = implode( ', ', (array) $atts['to'] );
	$headers = is_array( $atts['headers'] ) ? implode( "\n", $atts['headers'] ) : (string) $atts['headers'];
	$text    = "To: $to\nSubject: {$atts['subject']}\n" . ( '' !== trim( $headers ) ? trim( $headers ) . "\n" : '' ) . "\n" . $atts['message'] . "\n";
	$base    = $dir . '/' . gmdate( 'Ymd-His' );
	$n       = 1;
	while ( file_exists( "$base-$n.eml" ) ) {
		++$n;
	}
	file_put_contents( "$base-$n.eml", $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	return true;
}
