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

/**
 * Whether the theme rendered `element`: it carries the mark `<html>`
 * carries (the theme prints 32 characters; a shorter one counts as none).
 */
export function isThemeMarkup( element: Element ): boolean {
	const mark =
		element.ownerDocument.documentElement.getAttribute( MARK_ATTRIBUTE );
	return (
		!! mark &&
		mark.length > 15 &&
		element.getAttribute( MARK_ATTRIBUTE ) === mark
	);
}

/** The elements matching `selector` inside `root` that the theme rendered. */
export const themeRoots = < T extends Element = HTMLElement >(
	root: ParentNode,
	selector: string
): T[] =>
	Array.from( root.querySelectorAll< T >( selector ) ).filter(
		isThemeMarkup
	);

/** The first element matching `selector` that the theme rendered, or undefined. */
export const themeRoot = < T extends Element = HTMLElement >(
	root: ParentNode,
	selector: string
): T | undefined => themeRoots< T >( root, selector )[ 0 ];
