/**
 * The checks on every URL a behaviour loads or opens: `https:` on any
 * host, or `http:` on this page's own origin (a local site). Nothing
 * else: no `javascript:`, `data:`, `blob:` or plain-`http:` address of
 * another host, and no user name or password in it.
 */

/** The parsed URL when it may be loaded, else null. */
export function safeUrl(
	value: string | undefined | null,
	base: string = window.location.href
): URL | null {
	if ( ! value ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( value, base );
	} catch {
		return null;
	}
	if ( url.username || url.password ) {
		return null;
	}
	const https = url.protocol === 'https:';
	const local =
		url.protocol === 'http:' && url.origin === new URL( base ).origin;
	return https || local ? url : null;
}

/** The URL when it is this page's own origin, else null. */
export function sameOriginUrl(
	value: string | undefined | null,
	base: string = window.location.href
): URL | null {
	const url = safeUrl( value, base );
	return url && url.origin === new URL( base ).origin ? url : null;
}

/**
 * A Leaflet tile template (`https://tile.example/{z}/{x}/{y}.png`) when its
 * address is safe; the placeholders are checked as plain path parts.
 */
export function safeTileTemplate( template: string ): string | null {
	const probe = template.replace( /\{[a-z]+\}/gi, '0' );
	return /[{}]/.test( probe ) || ! safeUrl( probe ) ? null : template;
}

/** The text of an HTML snippet (entities decoded, tags dropped), inert. */
export function textOfHtml( html: string ): string {
	if ( ! /[<&]/.test( html ) ) {
		return html;
	}
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	return ( doc.body.textContent || '' ).replace( /\s+/g, ' ' ).trim();
}

/** Text escaped for an API that takes HTML (Leaflet's attribution). */
export function escapeHtml( text: string ): string {
	return text.replace(
		/[&<>"']/g,
		( c ) =>
			( {
				'&': '&amp;',
				'<': '&lt;',
				'>': '&gt;',
				'"': '&quot;',
				"'": '&#39;',
			} )[ c ] as string
	);
}
