/**
 * Notice HTML from the server is sanitised with DOMPurify to the tags and
 * attributes of SPEC section 5. DOMPurify is loaded on demand, only for
 * content that holds markup, so it costs nothing on most pages.
 */
export const ALLOWED_TAGS = [ 'a', 'b', 'em', 'i', 'strong', 'p', 'br' ];
export const ALLOWED_ATTR = [ 'target', 'href', 'rel', 'name', 'download' ];

/** Whether a string holds markup that needs sanitising. */
export function hasMarkup( content: string ): boolean {
	return /<[a-z!/]/i.test( content );
}

/** Decodes entities of text without markup (`&quot;` → `"`). */
export function decodeEntities( content: string ): string {
	if ( ! content.includes( '&' ) ) {
		return content;
	}
	const doc = new DOMParser().parseFromString( content, 'text/html' );
	return doc.documentElement.textContent || '';
}

/**
 * The text of a server message that may hold entities or markup
 * (WooCommerce sends `Coupon &quot;x&quot; …`): parsed as HTML and read back
 * as text, so nothing in it can become markup; React renders it escaped.
 */
export function plainText( content: string ): string {
	if ( ! /[&<]/.test( content ) ) {
		return content;
	}
	const doc = new DOMParser().parseFromString( content, 'text/html' );
	return ( doc.body.textContent || '' ).replace( /\s+/g, ' ' ).trim();
}

/** Sanitises HTML to the allowed tags and attributes. */
export async function sanitizeHtml( html: string ): Promise< string > {
	const { default: DOMPurify } = await import(
		/* webpackChunkName: "dompurify" */ 'dompurify'
	);
	return DOMPurify.sanitize( html, { ALLOWED_TAGS, ALLOWED_ATTR } );
}
