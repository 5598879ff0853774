/**
 * Renders a full page: the theme's layout around a page's main content,
 * the stylesheets, the inline settings and the scripts in dependency order.
 */
import type { ScriptInfo } from './scripts';

/** What a route hands to `renderPage`. */
export interface PageSpec {
	/** The document title (the site name is appended). */
	title: string;
	/** Meta description. */
	description?: string;
	/** The HTML of `<main>`'s content. Escape every value in it. */
	main: string;
	/** Script handles (`kiosk-cart`, …); dependencies are added. */
	scripts?: string[];
	/** Extra stylesheet URLs. */
	styles?: string[];
	/** Extra classes for `<body>`. */
	bodyClass?: string;
	/** Extra markup for `<head>` (e.g. JSON-LD). Must be safe. */
	head?: string;
	/** Whether the page should not be indexed. */
	noindex?: boolean;
	/** The canonical path of the page. */
	canonical?: string;
}

/** What the layout gets to build the document. */
export interface LayoutInput {
	page: PageSpec;
	/** `<link>` tags for the stylesheets. */
	styles: string;
	/** The script tags, printed at the end of `<body>`. */
	scripts: string;
	/** The current path, to mark the current menu item. */
	path: string;
	/** The site's origin (`http://localhost:8080`), for absolute URLs. */
	origin: string;
	/** The current user's display name, or null for a guest. */
	user: { displayName: string; isAdmin: boolean } | null;
}

export type Layout = ( input: LayoutInput ) => string;

const ESCAPES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/** Escapes text for HTML content and attributes (like `esc_html`/`esc_attr`). */
export function esc( value: unknown ): string {
	return String( value ?? '' ).replace( /[&<>"']/g, ( c ) => ESCAPES[ c ] );
}

/** Link tags for scripts' own stylesheets plus extra URLs. */
export function styleTags(
	scripts: ScriptInfo[],
	extra: string[] = []
): string {
	const urls = [
		...scripts.map( ( s ) => s.style ).filter( Boolean ),
		...extra,
	] as string[];
	return urls
		.map( ( url ) => `<link rel="stylesheet" href="${ esc( url ) }">` )
		.join( '\n' );
}
