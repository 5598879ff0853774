/**
 * The 'Kontakt' page and the messages list in /preview-admin/.
 */
import type { FastifyInstance } from 'fastify';
import type { HostContext } from '../host-module';
import { esc } from '../wp/page';
import { renderForm } from './render';
import { newQuestion } from './quiz';
import { listMessages } from './outbox';
import { requireAdministrator } from '../wp/admin-gate';

/** Registers /kontakt/ and /preview-admin/nachrichten/. */
export function registerPages(
	app: FastifyInstance,
	context: HostContext,
	secret: () => string
) {
	context.addSettings( ( request ) =>
		request.url.startsWith( '/kontakt/' )
			? {
					wpcf7: {
						api: {
							root: '/wp-json/',
							namespace: 'contact-form-7/v1',
						},
						cached: 1,
					},
				}
			: {}
	);

	app.get( '/kontakt/', async ( request, reply ) => {
		const main = `<article class="kiosk-page">
<h1>Kontakt</h1>
<p>Sie haben eine Frage zu einem Artikel, Ihrem Abo oder einer Veranstaltung? Schreiben Sie uns – wir antworten in der Regel innerhalb von zwei Werktagen.</p>
<p>Pflichtfelder sind gekennzeichnet.</p>
${ renderForm( newQuestion( secret() ) ) }
</article>`;
		return reply.type( 'text/html; charset=utf-8' ).send(
			context.renderPage( request, {
				title: 'Kontakt',
				description: 'Schreiben Sie der Redaktion des Kiosk Magazins.',
				main,
				scripts: [ 'kiosk-contact-form' ],
				canonical: '/kontakt/',
			} )
		);
	} );

	app.get( '/preview-admin/nachrichten/', async ( request, reply ) => {
		if ( ! requireAdministrator( context, request, reply ) ) {
			return reply;
		}
		const rows = listMessages( context.db )
			.map( ( message ) => {
				const fields = JSON.parse( message.fields ) as Record<
					string,
					string
				>;
				return `<tr><td>${ esc( new Date( message.created_at ).toLocaleString( 'de-DE', { timeZone: 'Europe/Berlin' } ) ) }</td><td>${ esc( message.name ) }<br>${ esc( message.email ) }</td><td>${ esc( message.subject ) }</td><td>${ esc( fields.topic ) }</td><td>${ esc( fields[ 'your-message' ] ) }</td><td>${ esc( message.eml ) }</td></tr>`;
			} )
			.join( '' );
		const main = `<h1>Nachrichten</h1>
<table class="kiosk-admin-table"><caption>Über das Kontaktformular eingegangene Nachrichten (neueste zuerst)</caption>
<thead><tr><th scope="col">Datum</th><th scope="col">Absender</th><th scope="col">Betreff</th><th scope="col">Thema</th><th scope="col">Nachricht</th><th scope="col">Datei</th></tr></thead>
<tbody>${ rows || '<tr><td colspan="6">Noch keine Nachrichten.</td></tr>' }</tbody></table>`;
		return reply.type( 'text/html; charset=utf-8' ).send(
			context.renderPage( request, {
				title: 'Nachrichten',
				main,
				noindex: true,
			} )
		);
	} );
}
