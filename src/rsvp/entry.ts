/**
 * Handle `kiosk-rsvp`: replaces Event Tickets' RSVP script. Reads the
 * ajax URL and the `tribe_tickets_rsvp_handle` nonce from the inline
 * settings and enhances every RSVP block.
 */
import { init } from './block';
import './rsvp.css';

const start = () => {
	const settings = window.kioskSettings || {};
	const rsvp = ( settings.rsvp || {} ) as {
		ajaxUrl?: string;
		nonce?: string;
	};
	init( document, {
		ajaxUrl:
			rsvp.ajaxUrl ||
			String( settings.ajaxUrl || '/wp-admin/admin-ajax.php' ),
		nonce: rsvp.nonce || '',
	} );
};
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
