/**
 * Where focus may go after a shopper removed something with the focused
 * button (focus-after-removal.ts does the moving, loaded once a removal
 * has succeeded: no cart needs its code before then).
 */

export interface RefocusOptions {
	/** What is going away (the line's row, the coupon's button). */
	removed: Element;
	/** The area focus stays in (focusScope). */
	scope: HTMLElement;
	/** The remove buttons of the entries that remain. */
	selector: string;
	/** The removed entry's index. */
	index: number;
	/** What takes focus when no entry remains. */
	fallback?: string;
}

/** The area focus stays in: the open dialog, else the cart block, else the document. */
export function focusScope( from: Element ): HTMLElement {
	return (
		from.closest< HTMLElement >( '[role="dialog"]' ) ||
		from.closest< HTMLElement >( '.kiosk-cart' ) ||
		from.ownerDocument.body
	);
}

/** Moves focus once `removed` has left the page (focus-after-removal.ts). */
export function refocusAfterRemoval( options: RefocusOptions ): void {
	import(
		/* webpackChunkName: "focus-after-removal" */ './focus-after-removal'
	).then(
		( { focusAfterRemoval } ) => focusAfterRemoval( options ),
		// Without the chunk (offline) focus stays where the browser put it.
		() => undefined
	);
}
