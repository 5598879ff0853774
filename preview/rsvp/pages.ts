/**
 * The events listing (/veranstaltungen/), event pages
 * (/veranstaltungen/{slug}/) with their RSVP tickets, and the attendee
 * list in /preview-admin/rsvps/.
 */
import type { FastifyInstance } from 'fastify';
import type { HostContext } from '../host-module';
import { esc } from '../wp/page';
import type { RsvpStore } from './store';
import { ticketView } from './render';
import { ACTION } from './handler';
import { eventDate, eventListing } from './listing';
import { requireAdministrator } from '../wp/admin-gate';

/** Event pages, not the listing: only they print an RSVP form. */
const EVENT_PAGE = /^\/veranstaltungen\/[^/?#]+\//;

/** Registers the pages and the inline RSVP settings (nonce, ajax URL). */
export function registerPages(
	app: FastifyInstance,
	context: HostContext,
	store: RsvpStore
) {
	context.addSettings( ( request ) => {
		if ( ! EVENT_PAGE.test( request.url ) ) {
			return {};
		}
		const user = context.currentUser( request );
		return {
			rsvp: {
				ajaxUrl: '/wp-admin/admin-ajax.php',
				nonce: context.nonces.create(
					ACTION,
					user?.id ?? 0,
					user?.token ?? ''
				),
			},
		};
	} );

	app.get( '/veranstaltungen/', async ( request, reply ) => {
		const events = store.events().map( ( event ) => {
			const tickets = store.ticketsOf( event.id );
			return {
				event,
				remaining: tickets.reduce(
					( sum, ticket ) => sum + store.remaining( ticket ),
					0
				),
				capacity: tickets.reduce(
					( sum, ticket ) => sum + ticket.capacity,
					0
				),
			};
		} );
		return reply.type( 'text/html; charset=utf-8' ).send(
			context.renderPage( request, {
				title: 'Veranstaltungen',
				description:
					'Kommende Veranstaltungen des Kiosk Magazins: Lesungen, Stadtspaziergänge und Gespräche mit der Redaktion – mit Datum, Ort und freien Plätzen.',
				main: eventListing( events, new Date() ),
				canonical: '/veranstaltungen/',
			} )
		);
	} );

	app.get( '/veranstaltungen/:slug/', async ( request, reply ) => {
		const event = store.eventBySlug(
			String( ( request.params as { slug: string } ).slug )
		);
		if ( ! event ) {
			return reply.callNotFound();
		}
		const tickets = store
			.ticketsOf( event.id )
			.map(
				( ticket ) =>
					`<section class="tribe-tickets__rsvp-wrapper" data-rsvp-id="${ ticket.id }" data-product-id="${ ticket.id }" aria-labelledby="rsvp-${ ticket.id }-title">${ ticketView( ticket, store.remaining( ticket ) ) }</section>`
			)
			.join( '\n' );
		const main = `<article class="kiosk-event tribe-events-single">
<h1>${ esc( event.title ) }</h1>
<p class="kiosk-event__meta">${ eventDate( event.starts_at ) } · ${ esc( event.venue ) }</p>
<p>${ esc( event.description ) }</p>
<div class="tribe-common event-tickets tribe-tickets__rsvp-tickets">
<h2>Anmeldung</h2>
${ tickets }
</div>
</article>`;
		return reply.type( 'text/html; charset=utf-8' ).send(
			context.renderPage( request, {
				title: event.title,
				description: event.description,
				main,
				scripts: [ 'kiosk-rsvp' ],
				canonical: `/veranstaltungen/${ event.slug }/`,
			} )
		);
	} );

	app.get( '/preview-admin/rsvps/', async ( request, reply ) => {
		if ( ! requireAdministrator( context, request, reply ) ) {
			return reply;
		}
		const rows = store
			.attendees()
			.map(
				( a ) =>
					`<tr><td>${ esc( a.event_title ) }</td><td>${ esc( a.ticket_name ) }</td><td>${ a.status === 'yes' ? 'Zusage' : 'Absage' }</td><td>${ esc( a.full_name ) }</td><td>${ esc( a.email ) }</td><td>${ esc( Object.values( JSON.parse( String( a.meta ) ) ).join( ', ' ) ) }</td><td>${ a.optout ? 'nein' : 'ja' }</td></tr>`
			)
			.join( '' );
		const main = `<h1>Anmeldungen</h1>
<table class="kiosk-admin-table"><caption>RSVP-Teilnehmende (neueste zuerst)</caption>
<thead><tr><th scope="col">Veranstaltung</th><th scope="col">Ticket</th><th scope="col">Antwort</th><th scope="col">Name</th><th scope="col">E-Mail</th><th scope="col">Angaben</th><th scope="col">Öffentlich</th></tr></thead>
<tbody>${ rows || '<tr><td colspan="7">Noch keine Anmeldungen.</td></tr>' }</tbody></table>`;
		return reply.type( 'text/html; charset=utf-8' ).send(
			context.renderPage( request, {
				title: 'Anmeldungen',
				main,
				noindex: true,
			} )
		);
	} );
}
