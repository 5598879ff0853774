<?php
/**
 * The server cart's quantity controls before the cart's script takes over:
 * a small inline script, printed before the cart, that makes a line's
 * minus and plus step its field at once (within the field's min, max and
 * step, as the server printed them from the item's limits) and keeps the
 * buttons' disabled state at the bounds; the field itself takes typing.
 * It records nothing elsewhere: the fields are the record. The script reads each server
 * line's field before its first render and sends what changed through
 * the cart store (src/blocks/cart/takeover.ts). Everything else in the
 * server's copy stays inert until then.
 *
 * Its id starts with `kiosk-`, so the budget counts it as Kiosk's own JS
 * (tests/e2e/support/measure.ts, `inlineKind`).
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The quantity recorder.
 */
final class Recorder {

	/** The script element's id. */
	public const ID = 'kiosk-cart-recorder';

	/**
	 * The script, hand-minified; readable:
	 *
	 *     addEventListener( 'click', ( event ) => {
	 *         const target = event.target;
	 *         // A line's minus and plus (a read-only quantity has neither).
	 *         const [ field, minus, plus ] = target.closest(
	 *             '.kiosk-cart--server .kiosk-quantity-selector'
	 *         )?.children ?? [];
	 *         if ( plus ) {
	 *             // Within the field's min, max and step.
	 *             if ( target === minus ) field.stepDown();
	 *             else if ( target === plus ) field.stepUp();
	 *             minus.disabled = +field.value <= +field.min;
	 *             plus.disabled = +field.value >= +field.max;
	 *         }
	 *     } );
	 *
	 * A click also comes from Enter and Space on a button. Typing into the
	 * field needs no script; as in the client's selector, the buttons'
	 * disabled state follows a typed quantity only once it is taken over.
	 */
	public const SCRIPT = 'addEventListener("click",e=>{let t=e.target,c=t.closest(".kiosk-cart--server .kiosk-quantity-selector")?.children,i;if(c?.[2]){i=c[0];t==c[1]?i.stepDown():t==c[2]&&i.stepUp();c[1].disabled=+i.value<=+i.min;c[2].disabled=+i.value>=+i.max}})';

	/**
	 * The script element.
	 */
	public static function tag(): string {
		return wp_get_inline_script_tag( self::SCRIPT, array( 'id' => self::ID ) );
	}

	/**
	 * The server's cart markup with the quantity fields and their minus and
	 * plus live, every other control inert until the script takes over.
	 *
	 * @param string $markup The cart's markup, its controls live.
	 */
	public static function inert_but_quantities( string $markup ): string {
		return (string) preg_replace( '/<(button|input)\b(?![^>]*\bclass="kiosk-quantity-selector__)/', '<$1 inert=""', $markup );
	}
}
