/**
 * /barrierefreiheit/: the accessibility statement (Erklärung zur
 * Barrierefreiheit) as a static page of the theme.
 */
import type { HostModule } from '../host-module';
import { CONTENT, DESCRIPTION, TITLE } from './statement';

const accessibility: HostModule = {
	name: 'accessibility',
	register( app, context ) {
		app.get( '/barrierefreiheit/', async ( request, reply ) =>
			reply.type( 'text/html; charset=utf-8' ).send(
				context.renderPage( request, {
					title: TITLE,
					description: DESCRIPTION,
					// Absolute, as WordPress prints it (a relative canonical fails Lighthouse's SEO audit).
					canonical: `${ request.protocol }://${ request.headers.host || 'localhost' }/barrierefreiheit/`,
					main: `<article class="kiosk-page" aria-labelledby="kiosk-page-title"><h1 class="kiosk-page__title" id="kiosk-page-title">${ TITLE }</h1><div class="kiosk-page__content">${ CONTENT }</div></article>`,
				} )
			)
		);
	},
};

export default accessibility;
