/**
 * The RSVP block's views, as Event Tickets' admin-ajax handler returns
 * them: the ticket with going / not going, the form (with per-field
 * errors), and the result with a way back.
 */
import { esc } from '../wp/page';
import type { TicketRow } from './store';

export interface FormValues {
	fullName: string;
	email: string;
	quantity: string;
	meta: string;
	optout: boolean;
}

export type FieldErrors = Partial<
	Record< 'full_name' | 'email' | 'quantity' | 'meta' | 'form', string >
>;

/** "1 Platz" or "n Plätze". */
export const places = ( n: number ) =>
	n === 1 ? '1 Platz' : `${ n } Plätze`;

/** The initial view of a ticket. */
export function ticketView(
	ticket: TicketRow,
	remaining: number,
	notice = ''
): string {
	const soldOut = remaining <= 0;
	return `<div class="tribe-tickets__rsvp">
<h3 class="tribe-tickets__rsvp-title" id="rsvp-${ ticket.id }-title" tabindex="-1">${ esc( ticket.name ) }</h3>
${ notice ? `<p class="tribe-tickets__rsvp-message" role="status">${ esc( notice ) }</p>` : '' }
<p class="tribe-tickets__rsvp-description">${ esc( ticket.description ) }</p>
<p class="tribe-tickets__rsvp-availability" data-available="${ remaining }">${ soldOut ? 'Ausgebucht' : `Noch ${ places( remaining ) } von ${ ticket.capacity } frei` }</p>
<div class="tribe-tickets__rsvp-actions">
<button type="button" class="tribe-common-c-btn tribe-tickets__rsvp-actions-button-going" data-rsvp-step="going" aria-label="Zusagen: ${ esc( ticket.name ) }"${ soldOut ? ' disabled' : '' }>Zusagen</button>
<button type="button" class="tribe-common-c-btn-link tribe-tickets__rsvp-actions-button-not-going" data-rsvp-step="not-going" aria-label="Absagen: ${ esc( ticket.name ) }">Absagen</button>
</div>
</div>`;
}

function field(
	id: string,
	label: string,
	control: string,
	error: string | undefined,
	hint = ''
): string {
	return `<div class="tribe-tickets__form-field">
<label class="tribe-tickets__form-field-label" for="${ id }">${ label }</label>
${ control }${ hint ? `<span class="tribe-tickets__form-field-hint" id="${ id }-hint">${ hint }</span>` : '' }
<span class="tribe-tickets__form-field-error" id="${ id }-error"${ error ? '' : ' hidden' }>${ esc( error || '' ) }</span>
</div>`;
}

function invalid(
	id: string,
	error: string | undefined,
	hint = false
): string {
	const describedby = [ hint ? `${ id }-hint` : '', `${ id }-error` ]
		.filter( Boolean )
		.join( ' ' );
	return ` aria-invalid="${ error ? 'true' : 'false' }" aria-describedby="${ describedby }"`;
}

/** The form for going ('yes') or not going ('no'). */
export function formView(
	ticket: TicketRow,
	remaining: number,
	status: 'yes' | 'no',
	values: FormValues,
	errors: FieldErrors = {}
): string {
	const id = ticket.id;
	const base = `tribe_tickets[${ id }]`;
	const attendee = `${ base }[attendees][0]`;
	const list = Object.entries( errors )
		.map( ( [ key, message ] ) =>
			key === 'form'
				? `<li>${ esc( message ) }</li>`
				: `<li><a href="#tribe-tickets-${ key.replace( '_', '-' ) }-${ id }">${ esc( message ) }</a></li>`
		)
		.join( '' );
	const name = field(
		`tribe-tickets-full-name-${ id }`,
		'Name',
		`<input type="text" class="tribe-tickets-full-name" id="tribe-tickets-full-name-${ id }" name="${ attendee }[full_name]" value="${ esc( values.fullName ) }" autocomplete="name" required maxlength="200"${ invalid( `tribe-tickets-full-name-${ id }`, errors.full_name ) }>`,
		errors.full_name
	);
	const email = field(
		`tribe-tickets-email-${ id }`,
		'E-Mail-Adresse',
		`<input type="email" class="tribe-tickets-email" id="tribe-tickets-email-${ id }" name="${ attendee }[email]" value="${ esc( values.email ) }" autocomplete="email" required maxlength="200"${ invalid( `tribe-tickets-email-${ id }`, errors.email ) }>`,
		errors.email
	);
	const quantity =
		status === 'yes'
			? field(
					`tribe-tickets-quantity-${ id }`,
					'Anzahl der Plätze',
					`<input type="number" class="tribe-tickets-quantity" id="tribe-tickets-quantity-${ id }" name="${ base }[quantity]" value="${ esc( values.quantity ) }" min="1" max="${ remaining }" step="1" inputmode="numeric" required${ invalid( `tribe-tickets-quantity-${ id }`, errors.quantity, true ) }>`,
					errors.quantity,
					`Noch ${ places( remaining ) } frei`
				)
			: `<input type="hidden" name="${ base }[quantity]" value="1">`;
	const meta =
		status === 'yes' && ticket.meta_key
			? field(
					`tribe-tickets-meta-${ id }`,
					esc( ticket.meta_label || '' ),
					`<input type="text" class="tribe-tickets-meta" id="tribe-tickets-meta-${ id }" name="${ attendee }[meta][${ esc( ticket.meta_key ) }]" value="${ esc( values.meta ) }" required maxlength="200" data-required-meta="${ esc( ticket.meta_label || '' ) }"${ invalid( `tribe-tickets-meta-${ id }`, errors.meta ) }>`,
					errors.meta
				)
			: '';
	return `<form class="tribe-tickets__rsvp-form" data-rsvp-step="success" novalidate aria-labelledby="rsvp-${ id }-title">
<h3 class="tribe-tickets__rsvp-title" id="rsvp-${ id }-title" tabindex="-1">${ status === 'yes' ? 'Zusage' : 'Absage' }: ${ esc( ticket.name ) }</h3>
<div class="tribe-tickets__rsvp-form-errors" role="alert">${ list ? `<p>Bitte korrigieren Sie:</p><ul>${ list }</ul>` : '' }</div>
<input type="hidden" name="${ base }[ticket_id]" value="${ id }">
<input type="hidden" name="${ attendee }[order_status]" value="${ status }">
${ name }
${ email }
${ quantity }
${ meta }
<div class="tribe-tickets__form-field tribe-tickets__form-field--checkbox">
<label><input type="checkbox" name="${ attendee }[optout]" value="1"${ values.optout ? ' checked' : '' }> Nicht in der öffentlichen Teilnehmerliste zeigen</label>
</div>
<div class="tribe-tickets__rsvp-form-buttons">
<button type="submit" class="tribe-common-c-btn">${ status === 'yes' ? 'Zusage senden' : 'Absage senden' }</button>
<button type="button" class="tribe-common-c-btn-link" data-rsvp-step="">Abbrechen</button>
</div>
</form>`;
}

/** The result after a stored RSVP, with an opt-in toggle and a way back. */
export function successView(
	ticket: TicketRow,
	status: 'yes' | 'no',
	count: number,
	name: string,
	email: string,
	orderKey: string,
	optinNonce: string,
	optout: boolean
): string {
	const text =
		status === 'yes'
			? `Ihre Zusage für ${ places( count ) } („${ esc( ticket.name ) }“) ist gespeichert. Die Bestätigung geht an ${ esc( email ) }.`
			: 'Schade, dass Sie nicht dabei sein können. Ihre Absage ist gespeichert.';
	return `<div class="tribe-tickets__rsvp tribe-tickets__rsvp--success" data-rsvp-success="${ status }" data-rsvp-quantity="${ count }">
<h3 class="tribe-tickets__rsvp-title" id="rsvp-${ ticket.id }-title" tabindex="-1">Vielen Dank, ${ esc( name ) }!</h3>
<p class="tribe-tickets__rsvp-message" role="status">${ text }</p>
<form class="tribe-tickets__rsvp-optin" data-rsvp-step="opt-in">
<input type="hidden" name="attendee_ids" value="${ esc( orderKey ) }">
<input type="hidden" name="opt_in_nonce" value="${ esc( optinNonce ) }">
<label><input type="checkbox" name="opt_in" value="1"${ optout ? '' : ' checked' }> Meinen Namen in der öffentlichen Teilnehmerliste zeigen</label>
<button type="submit" class="tribe-common-c-btn-link">Einstellung speichern</button>
</form>
<p><button type="button" class="tribe-common-c-btn" data-rsvp-step="">Zurück zur Anmeldung</button></p>
</div>`;
}

/** A plain error view (unknown ticket, unknown step). */
export function errorView( message: string ): string {
	return `<div class="tribe-tickets__rsvp tribe-tickets__rsvp--error"><p class="tribe-tickets__rsvp-message tribe-tickets__rsvp-message--error" role="alert">${ esc( message ) }</p>
<p><button type="button" class="tribe-common-c-btn" data-rsvp-step="">Zurück zur Anmeldung</button></p></div>`;
}
