<?php
/**
 * Text as the client derives it from the Store API's strings
 * (decodeEntities in src/components/notices/sanitize.ts, textOf and
 * excerpt in src/components/read-more/read-more.tsx). Plain text out, not
 * escaped.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Text helpers of the cart's markup.
 */
final class Text {

	/**
	 * A name with its entities decoded (and, as the client's HTML parse
	 * does, its tags dropped); a string without `&` is kept as it is.
	 *
	 * @param string $content The Store API's string.
	 */
	public static function decode( string $content ): string {
		if ( false === strpos( $content, '&' ) ) {
			return $content;
		}
		return self::parsed( $content );
	}

	/**
	 * The text content of an HTML fragment as a browser's parse gives it
	 * (entities decoded, markup dropped, whitespace kept).
	 *
	 * @param string $html An HTML fragment.
	 */
	public static function content( string $html ): string {
		return self::parsed( $html );
	}

	/**
	 * The plain text of an HTML fragment, whitespace collapsed and trimmed.
	 *
	 * @param string $html A description.
	 */
	public static function of( string $html ): string {
		if ( ! preg_match( '/[<&]/', $html ) ) {
			return trim( $html );
		}
		return trim( (string) preg_replace( '/\s+/u', ' ', self::parsed( $html ) ) );
	}

	/**
	 * The first `$words` words, with an ellipsis when cut.
	 *
	 * @param string $text  Plain text.
	 * @param int    $words How many words.
	 */
	public static function excerpt( string $text, int $words ): string {
		$list = self::words( $text );
		return count( $list ) > $words
			? implode( ' ', array_slice( $list, 0, $words ) ) . '…'
			: implode( ' ', $list );
	}

	/**
	 * The words of a text.
	 *
	 * @param string $text Plain text.
	 * @return string[]
	 */
	public static function words( string $text ): array {
		return array_values( array_filter( (array) preg_split( '/\s+/u', $text ), 'strlen' ) );
	}

	/**
	 * The text content of an HTML fragment, as a browser's parse gives it.
	 *
	 * @param string $html An HTML fragment.
	 */
	private static function parsed( string $html ): string {
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="UTF-8"?><body>' . $html . '</body>', LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$body = $doc->getElementsByTagName( 'body' )->item( 0 );
		return $body ? (string) $body->textContent : wp_strip_all_tags( $html );
	}
}
