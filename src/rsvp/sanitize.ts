/**
 * Event Tickets answers an RSVP step with HTML (its form, its messages),
 * which holds what an editor typed (ticket names, descriptions). It goes
 * into the page only through DOMPurify: form markup stays, scripts, event
 * handlers, `javascript:` URLs and embeds go.
 */
export async function cleanRsvpHtml( html: string ): Promise< string > {
	const { default: DOMPurify } = await import(
		/* webpackChunkName: "dompurify" */ 'dompurify'
	);
	return DOMPurify.sanitize( html, {
		FORBID_TAGS: [ 'style', 'iframe', 'object', 'embed', 'base', 'meta' ],
	} );
}
