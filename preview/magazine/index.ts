/**
 * The magazine: home, articles, categories, search and static pages.
 * (Placeholder home page until the magazine lands.)
 */
import type { HostModule } from '../host-module';

const magazine: HostModule = {
	name: 'magazine',
	register( app, context ) {
		app.get( '/', async ( request, reply ) =>
			reply.type( 'text/html; charset=utf-8' ).send(
				context.renderPage( request, {
					title: 'Startseite',
					description: 'Kiosk Magazin: Nachrichten, Hintergründe und ein Shop für Bücher und Abos.',
					main: '<h1>Willkommen beim Kiosk Magazin</h1><p>Nachrichten, Reportagen und Veranstaltungen aus der Region.</p>',
					scripts: [],
				} )
			)
		);
	},
};

export default magazine;
