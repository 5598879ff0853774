/**
 * The events listing (/veranstaltungen/), as The Events Calendar's list
 * view would show it: upcoming events with date, place and the places
 * still free, each linking to its event page; past events below.
 */
import { esc } from '../wp/page';
import type { EventRow } from './store';
import { places } from './render';

/** An event with the places of its tickets added up. */
export interface ListedEvent {
	event: EventRow;
	remaining: number;
	capacity: number;
}

const DATE = new Intl.DateTimeFormat( 'de-DE', {
	dateStyle: 'full',
	timeStyle: 'short',
	timeZone: 'Europe/Berlin',
} );

/** The date line of an event: `Freitag, 18. September 2026 um 19:30 Uhr`. */
export function eventDate( startsAt: string ): string {
	return `<time datetime="${ esc( startsAt ) }">${ esc( DATE.format( new Date( startsAt ) ) ) } Uhr</time>`;
}

function availability( { remaining, capacity }: ListedEvent ): string {
	if ( capacity <= 0 ) {
		return '';
	}
	const text =
		remaining > 0
			? `Noch ${ places( remaining ) } von ${ capacity } frei`
			: 'Ausgebucht';
	return `<p class="kiosk-event-card__places" data-available="${ remaining }">${ text }</p>`;
}

function card( listed: ListedEvent, past: boolean ): string {
	const { event } = listed;
	return `<li class="kiosk-event-list__item"><article class="kiosk-event-card${ past ? ' kiosk-event-card--past' : '' }">
<h3 class="kiosk-event-card__title"><a href="/veranstaltungen/${ esc( event.slug ) }/">${ esc( event.title ) }</a></h3>
<p class="kiosk-event-card__meta">${ eventDate( event.starts_at ) } · <span class="kiosk-event-card__venue">${ esc( event.venue ) }</span></p>
${ past ? '' : availability( listed ) }
<p class="kiosk-event-card__excerpt">${ esc( event.description ) }</p>
</article></li>`;
}

/** The listing's `<main>` content; `now` splits upcoming from past events. */
export function eventListing( events: ListedEvent[], now: Date ): string {
	const isPast = ( listed: ListedEvent ) =>
		new Date( listed.event.starts_at ).getTime() < now.getTime();
	const upcoming = events.filter( ( listed ) => ! isPast( listed ) );
	const past = events.filter( isPast ).reverse();
	const upcomingList = upcoming.length
		? `<ul class="kiosk-event-list">${ upcoming
				.map( ( listed ) => card( listed, false ) )
				.join( '' ) }</ul>`
		: '<p class="kiosk-event-list__empty">Derzeit sind keine Veranstaltungen geplant.</p>';
	const pastSection = past.length
		? `<section class="kiosk-events__past" aria-labelledby="kiosk-events-past"><h2 id="kiosk-events-past">Vergangene Veranstaltungen</h2><ul class="kiosk-event-list">${ past
				.map( ( listed ) => card( listed, true ) )
				.join( '' ) }</ul></section>`
		: '';
	return `<div class="kiosk-events">
<h1 class="kiosk-events__title">Veranstaltungen</h1>
<p class="kiosk-events__intro">Lesungen, Stadtspaziergänge und Gespräche mit der Redaktion. Die Teilnahme ist kostenlos; bitte melden Sie sich auf der Seite der Veranstaltung an.</p>
<section class="kiosk-events__upcoming" aria-labelledby="kiosk-events-upcoming"><h2 id="kiosk-events-upcoming">Kommende Veranstaltungen</h2>${ upcomingList }</section>
${ pastSection }
</div>`;
}
