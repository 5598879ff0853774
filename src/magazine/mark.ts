/**
 * Which markup the behaviours may act on: only what the theme and Kiosk's
 * widgets rendered, never a post's content (a Contributor may keep
 * `data-*` attributes in a post, and its preview opens in an
 * administrator's browser). The theme prints a random mark, new on every
 * render, on `<html>` and on every root it renders
 * (php/theme/inc/behaviours.php); an author writing a post cannot know it,
 * and post content cannot set attributes on `<html>`. A root without the
 * page's mark is left as it is.
 */

/** The attribute holding the mark, on `<html>` and on each root. */
export const MARK_ATTRIBUTE = 'data-kiosk-mark';

/** The shortest mark taken seriously (the theme prints 32 characters). */
const MIN_LENGTH = 16;

/** The page's mark, or '' when the theme printed none. */
export function pageMark( doc: Document = document ): string {
	const mark = doc.documentElement.getAttribute( MARK_ATTRIBUTE ) || '';
	return mark.length >= MIN_LENGTH ? mark : '';
}

/** Whether the theme rendered `element` (it carries the page's mark). */
export function isThemeMarkup( element: Element ): boolean {
	const mark = pageMark( element.ownerDocument );
	return mark !== '' && element.getAttribute( MARK_ATTRIBUTE ) === mark;
}

/** The elements matching `selector` inside `root` that the theme rendered. */
export function themeRoots< T extends Element = HTMLElement >(
	root: ParentNode,
	selector: string
): T[] {
	return Array.from( root.querySelectorAll< T >( selector ) ).filter(
		isThemeMarkup
	);
}

/** The first element matching `selector` that the theme rendered, or null. */
export function themeRoot< T extends Element = HTMLElement >(
	root: ParentNode,
	selector: string
): T | null {
	return themeRoots< T >( root, selector )[ 0 ] || null;
}
