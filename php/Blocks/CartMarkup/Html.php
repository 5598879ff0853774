<?php
/**
 * Escaping for the server's copy of React's markup. React prints text and
 * attribute values as they are, so "&amp;" in a fee name shows as "&amp;":
 * unlike esc_html()/esc_attr(), which leave entities for the browser to
 * decode, every "&" is encoded again here (as kiosk_theme_esc_exact() does).
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Exact escaping.
 */
final class Html {

	/**
	 * Text for an element's content.
	 *
	 * @param string $text Plain text.
	 */
	public static function text( string $text ): string {
		return htmlspecialchars( $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
	}

	/**
	 * Text for a double-quoted attribute value.
	 *
	 * @param string $value Plain text.
	 */
	public static function attr( string $value ): string {
		return htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
	}
}
