/**
 * Test fixtures as the theme renders them: the page's mark on `<html>` and
 * on every element that carries a `data-kiosk-*` attribute (mark.ts).
 */
import { MARK_ATTRIBUTE } from '../mark';

/** The mark the fixtures carry. */
export const TEST_MARK = '0123456789abcdef0123456789abcdef';

/** Whether an element carries a `data-kiosk-*` attribute other than the mark. */
function isRoot( element: Element ): boolean {
	return Array.from( element.attributes ).some(
		( attribute ) =>
			attribute.name.startsWith( 'data-kiosk-' ) &&
			attribute.name !== MARK_ATTRIBUTE
	);
}

/** Puts `html` in the body as the theme would have rendered it. */
export function themeMarkup( html: string ): void {
	document.documentElement.setAttribute( MARK_ATTRIBUTE, TEST_MARK );
	document.body.innerHTML = html;
	document.body
		.querySelectorAll( '*' )
		.forEach(
			( element ) =>
				isRoot( element ) &&
				element.setAttribute( MARK_ATTRIBUTE, TEST_MARK )
		);
}
