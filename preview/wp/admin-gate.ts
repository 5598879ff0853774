/**
 * The administrators-only gate of the `/preview-admin/` pages, like
 * WordPress's `current_user_can( 'manage_options' )` check: a guest is sent
 * to log in (and back), anyone else gets a German 403 page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HostContext } from '../host-module';

/** Returns true when the request may go on; otherwise it has answered. */
export function requireAdministrator(
	context: HostContext,
	request: FastifyRequest,
	reply: FastifyReply
): boolean {
	const user = context.currentUser( request );
	if ( user?.role === 'administrator' ) {
		return true;
	}
	if ( ! user ) {
		const back = encodeURIComponent( request.url.split( '?' )[ 0 ] );
		reply.redirect( `/mein-konto/?redirect_to=${ back }`, 303 );
		return false;
	}
	reply
		.code( 403 )
		.type( 'text/html; charset=utf-8' )
		.send(
			context.renderPage( request, {
				title: 'Keine Berechtigung',
				main: '<h1>Keine Berechtigung</h1><p>Diese Seite ist nur für Administratoren. <a href="/mein-konto/">Zum Konto</a></p>',
				noindex: true,
			} )
		);
	return false;
}
