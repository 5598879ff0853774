/**
 * The scroll rule of SPEC section 4: new error notices scroll into view
 * unless focus is in a text input, select, button or textarea (a radio
 * input does not count).
 */

/** Whether focus is in a control that must not lose its place. */
export function isFocusInControl( doc: Document = document ): boolean {
	const active = doc.activeElement as HTMLElement | null;
	if ( ! active ) {
		return false;
	}
	const tag = active.tagName;
	if ( tag === 'INPUT' ) {
		return ( active as HTMLInputElement ).type !== 'radio';
	}
	return tag === 'SELECT' || tag === 'BUTTON' || tag === 'TEXTAREA';
}

/** Scrolls an element into view unless focus is in a control. */
export function scrollNoticeIntoView( element: HTMLElement | null ): void {
	if ( ! element || isFocusInControl( element.ownerDocument ) ) {
		return;
	}
	const reduced = window.matchMedia?.(
		'(prefers-reduced-motion: reduce)'
	).matches;
	element.scrollIntoView?.( {
		behavior: reduced ? 'auto' : 'smooth',
		block: 'nearest',
	} );
}
