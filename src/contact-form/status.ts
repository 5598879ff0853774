/**
 * The form's status machine (SPEC 4): server statuses map to the status
 * names used in `data-status` and the form's class; unknown ones become
 * `custom-…`. Every change fires `wpcf7statuschanged`, and elements marked
 * `inert-on-{status}` are inert while that status holds.
 */

/** Server (or internal) status → form status. */
export const STATUSES: Record< string, string > = {
	init: 'init',
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	spam: 'spam',
	aborted: 'aborted',
	mail_sent: 'sent',
	mail_failed: 'failed',
	submitting: 'submitting',
	resetting: 'resetting',
	validating: 'validating',
	payment_required: 'payment-required',
};

const KNOWN = new Set( Object.values( STATUSES ) );

/** The form status for a server status. */
export function toFormStatus( status: string ): string {
	if ( STATUSES[ status ] ) {
		return STATUSES[ status ];
	}
	if ( KNOWN.has( status ) ) {
		return status;
	}
	const slug = status
		.replace( /[^0-9a-z]+/gi, ' ' )
		.trim()
		.replace( /\s+/g, '-' )
		.toLowerCase();
	return `custom-${ slug }`;
}

/** The form's current status. */
export function getStatus( form: HTMLFormElement ): string {
	return form.getAttribute( 'data-status' ) || 'init';
}

/** Sets the status: attribute, class, inert elements, event. Returns the form status. */
export function setStatus( form: HTMLFormElement, status: string ): string {
	const next = toFormStatus( status );
	const previous = getStatus( form );
	form.classList.forEach( ( name ) => {
		if (
			name !== next &&
			( KNOWN.has( name ) || name.startsWith( 'custom-' ) )
		) {
			form.classList.remove( name );
		}
	} );
	form.classList.add( next );
	form.setAttribute( 'data-status', next );
	form.querySelectorAll< HTMLElement >( '[class*="inert-on-"]' ).forEach(
		( element ) => {
			element.inert = element.classList.contains( `inert-on-${ next }` );
		}
	);
	if ( previous !== next ) {
		form.dispatchEvent(
			new CustomEvent( 'wpcf7statuschanged', {
				bubbles: true,
				detail: { status: next, previous },
			} )
		);
	}
	return next;
}

/** The DOM event a server status fires (besides `wpcf7submit`). */
export function eventFor( status: string ): string {
	const named: Record< string, string > = {
		validation_failed: 'invalid',
		acceptance_missing: 'unaccepted',
		spam: 'spam',
		aborted: 'aborted',
		mail_sent: 'mailsent',
		mail_failed: 'mailfailed',
	};
	return `wpcf7${ named[ status ] || status.replace( /[^0-9a-z]+/gi, '' ).toLowerCase() }`;
}
