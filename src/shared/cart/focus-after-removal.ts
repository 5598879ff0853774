/**
 * Where focus goes after a shopper removed something (a cart line, a
 * coupon) with the focused button: the button of the entry that took its
 * place (or the one before), else a fallback in the same area (the empty
 * cart's heading, the empty drawer's note), else the area itself (the
 * dialog). Never the body, and never out of an open dialog. Loaded on
 * demand (focus-scope.ts, whose RefocusOptions match these).
 */

/** What takes focus once the cart is empty (made focusable if need be). */
export const EMPTY_FOCUS = '.kiosk-cart__heading, .kiosk-mini-cart__empty';

/** The element to focus: the entry now at `index`, or the one before; else the fallback, else the scope. */
export function focusTarget(
	scope: HTMLElement,
	selector: string,
	index: number,
	fallback: string = EMPTY_FOCUS
): HTMLElement {
	const items = Array.from(
		scope.querySelectorAll< HTMLElement >( selector )
	);
	const next = items[ index ] || items[ index - 1 ];
	if ( next ) {
		return next;
	}
	const other = scope.querySelector< HTMLElement >( fallback );
	if ( other ) {
		if ( ! other.hasAttribute( 'tabindex' ) ) {
			other.tabIndex = -1;
		}
		return other;
	}
	return scope;
}

/**
 * Once `removed` has left the page (the cart's answer re-rendered it),
 * focuses the focusTarget(); gives up after `tries` checks, 25 ms apart.
 */
export function focusAfterRemoval( {
	removed,
	scope,
	selector,
	index,
	fallback,
	tries = 40,
}: {
	removed: Element;
	scope: HTMLElement;
	selector: string;
	index: number;
	fallback?: string;
	tries?: number;
} ): void {
	const check = ( left: number ) => {
		if ( removed.isConnected ) {
			if ( left > 0 ) {
				setTimeout( () => check( left - 1 ), 25 );
			}
			return;
		}
		const active = scope.ownerDocument.activeElement;
		// The shopper moved on meanwhile: leave focus where they put it.
		if (
			active &&
			active !== scope.ownerDocument.body &&
			active.isConnected &&
			! scope.contains( active )
		) {
			return;
		}
		focusTarget( scope, selector, index, fallback ).focus();
	};
	check( tries );
}
