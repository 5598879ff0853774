/**
 * The map's checks (a lazily loaded chunk's, kept out of the magazine
 * handle): its tile source is an address urls.ts allows, its attribution
 * text, escaped for Leaflet, which writes it as HTML.
 */
import { safeUrl } from './urls';

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
