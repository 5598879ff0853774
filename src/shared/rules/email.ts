/**
 * The one email rule of the client: the checkout, the contact forms and the
 * RSVP form all check an address with it. It follows WordPress's
 * `is_email()`, which WooCommerce, Contact Form 7 and Event Tickets apply on
 * the server, so the client refuses what the server would refuse.
 */

/** local@domain.tld with `is_email()`'s length and character rules. */
export function isEmail( value: string ): boolean {
	if ( value.length < 6 || value.length > 254 ) {
		return false;
	}
	const at = value.lastIndexOf( '@' );
	if ( at < 1 || value.indexOf( '@' ) !== at ) {
		return false;
	}
	const local = value.slice( 0, at );
	const domain = value.slice( at + 1 );
	if (
		! /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test( local ) ||
		/\.\./.test( domain )
	) {
		return false;
	}
	const labels = domain.split( '.' );
	return (
		labels.length > 1 &&
		labels.every(
			( label ) =>
				/^[a-z0-9-]+$/i.test( label ) && ! /^-|-$/.test( label )
		)
	);
}
