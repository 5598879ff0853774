/**
 * Event Tickets' `tribe_tickets_rsvp_handle` admin-ajax action: nonce
 * check (403 `-1`), then the steps going / not-going / success / opt-in /
 * '' (cancel). Answers `{ success, data: { html } }`. Unlike the plugin,
 * it validates name, email, quantity and required meta per field, in
 * German, and never books a quantity of 0.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HostContext } from '../host-module';
import { isEmail } from '../../src/contact-form/swv/checks';
import type { RsvpStore, TicketRow } from './store';
import {
	errorView,
	formView,
	successView,
	ticketView,
	type FieldErrors,
	type FormValues,
} from './render';

export const ACTION = 'tribe_tickets_rsvp_handle';
const MAX_QUANTITY = 99;

type Body = Record< string, unknown >;

/** Why a quantity cannot be booked when only `left` places are free. */
function capacityError( left: number ): string {
	if ( left <= 0 ) {
		return 'Dieses Ticket ist leider ausgebucht.';
	}
	return left === 1
		? 'Es ist nur noch 1 Platz frei.'
		: `Es sind nur noch ${ left } Plätze frei.`;
}

const text = ( body: Body, key: string ): string => {
	const value = body[ key ];
	if ( typeof value === 'string' ) {
		return value;
	}
	return Array.isArray( value ) && typeof value[ 0 ] === 'string'
		? value[ 0 ]
		: '';
};

/** Reads the submitted values of a ticket's form. */
export function readValues(
	body: Body,
	ticket: TicketRow
): FormValues & { status: string } {
	const base = `tribe_tickets[${ ticket.id }]`;
	const attendee = `${ base }[attendees][0]`;
	return {
		status: text( body, `${ attendee }[order_status]` ),
		fullName: text( body, `${ attendee }[full_name]` ).trim(),
		email: text( body, `${ attendee }[email]` ).trim(),
		quantity: text( body, `${ base }[quantity]` ).trim(),
		meta: ticket.meta_key
			? text( body, `${ attendee }[meta][${ ticket.meta_key }]` ).trim()
			: '',
		optout: text( body, `${ attendee }[optout]` ) !== '',
	};
}

/** The server's rules: every problem, per field, in German. */
export function checkValues(
	values: FormValues,
	status: 'yes' | 'no',
	ticket: TicketRow,
	remaining: number
): FieldErrors {
	const errors: FieldErrors = {};
	if ( values.fullName === '' ) {
		errors.full_name = 'Bitte geben Sie Ihren Namen ein.';
	} else if ( values.fullName.length > 200 ) {
		errors.full_name = 'Der Name ist zu lang (höchstens 200 Zeichen).';
	}
	if ( values.email === '' ) {
		errors.email = 'Bitte geben Sie Ihre E-Mail-Adresse ein.';
	} else if ( ! isEmail( values.email ) ) {
		errors.email = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
	}
	if ( status === 'yes' ) {
		const quantity = /^\d{1,3}$/.test( values.quantity )
			? Number( values.quantity )
			: NaN;
		if ( ! ( quantity >= 1 ) ) {
			errors.quantity = 'Bitte wählen Sie mindestens einen Platz.';
		} else if (
			remaining <= 0 ||
			quantity > remaining ||
			quantity > MAX_QUANTITY
		) {
			errors.quantity = capacityError(
				Math.min( remaining, MAX_QUANTITY )
			);
		}
		if ( ticket.meta_key && values.meta === '' ) {
			errors.meta = `Bitte füllen Sie das Pflichtfeld „${ ticket.meta_label }“ aus.`;
		}
	}
	return errors;
}

/** Creates the handler. */
export function createHandler( context: HostContext, store: RsvpStore ) {
	const optinAction = ( key: string ) => `tribe_tickets_rsvp_opt_in_${ key }`;
	return async ( request: FastifyRequest, reply: FastifyReply ) => {
		const body = (
			request.body &&
			typeof request.body === 'object' &&
			! Array.isArray( request.body )
				? request.body
				: {}
		) as Body;
		const user = context.currentUser( request );
		const userId = user?.id ?? 0;
		const token = user?.token ?? '';
		if (
			! context.nonces.verify(
				text( body, 'nonce' ),
				ACTION,
				userId,
				token
			)
		) {
			return reply
				.code( 403 )
				.type( 'text/html; charset=UTF-8' )
				.send( '-1' );
		}
		const answer = ( success: boolean, html: string ) =>
			reply
				.type( 'application/json; charset=UTF-8' )
				.send( { success, data: { html } } );
		const ticketId = /^\d{1,9}$/.test( text( body, 'ticket_id' ) )
			? Number( text( body, 'ticket_id' ) )
			: 0;
		const ticket = ticketId ? store.ticket( ticketId ) : undefined;
		if ( ! ticket ) {
			return answer(
				false,
				errorView( 'Dieses Ticket gibt es nicht (mehr).' )
			);
		}
		const remaining = store.remaining( ticket );
		const step = text( body, 'step' );
		const empty: FormValues = {
			fullName: user?.displayName ?? '',
			email: user?.email ?? '',
			quantity: '1',
			meta: '',
			optout: true,
		};
		switch ( step ) {
			case '':
				return answer( true, ticketView( ticket, remaining ) );
			case 'going':
				if ( remaining <= 0 ) {
					return answer(
						false,
						ticketView(
							ticket,
							remaining,
							'Dieses Ticket ist leider ausgebucht.'
						)
					);
				}
				return answer(
					true,
					formView( ticket, remaining, 'yes', empty )
				);
			case 'not-going':
				return answer(
					true,
					formView( ticket, remaining, 'no', empty )
				);
			case 'success': {
				const values = readValues( body, ticket );
				if ( values.status !== 'yes' && values.status !== 'no' ) {
					return answer(
						false,
						errorView(
							'Die Anmeldung ist unvollständig. Bitte versuchen Sie es erneut.'
						)
					);
				}
				const status = values.status;
				const errors = checkValues( values, status, ticket, remaining );
				if ( Object.keys( errors ).length ) {
					return answer(
						false,
						formView( ticket, remaining, status, values, errors )
					);
				}
				const count = status === 'yes' ? Number( values.quantity ) : 1;
				const meta =
					ticket.meta_key && status === 'yes'
						? { [ ticket.meta_key ]: values.meta }
						: {};
				const attendees = Array.from( { length: count }, () => ( {
					fullName: values.fullName,
					email: values.email,
					optout: values.optout,
					meta,
				} ) );
				const orderKey = randomBytes( 12 ).toString( 'hex' );
				const booked = store.book(
					ticket.id,
					status,
					attendees,
					orderKey,
					userId,
					context.now()
				);
				if ( ! Array.isArray( booked ) ) {
					const left = booked.remaining;
					const again = {
						...errors,
						quantity: capacityError( left ),
					};
					return answer(
						false,
						formView( ticket, left, status, values, again )
					);
				}
				return answer(
					true,
					successView(
						ticket,
						status,
						count,
						values.fullName,
						values.email,
						orderKey,
						context.nonces.create(
							optinAction( orderKey ),
							userId,
							token
						),
						values.optout
					)
				);
			}
			case 'opt-in': {
				const key = text( body, 'attendee_ids' );
				if (
					! /^[a-f0-9]{24}$/.test( key ) ||
					! context.nonces.verify(
						text( body, 'opt_in_nonce' ),
						optinAction( key ),
						userId,
						token
					)
				) {
					return answer(
						false,
						errorView(
							'Die Einstellung konnte nicht gespeichert werden.'
						)
					);
				}
				const optout = text( body, 'opt_in' ) === '';
				store.setOptout( key, ticket.id, optout );
				return answer(
					true,
					ticketView(
						ticket,
						remaining,
						optout
							? 'Ihr Name erscheint nicht in der Teilnehmerliste.'
							: 'Ihr Name erscheint in der Teilnehmerliste.'
					)
				);
			}
			default:
				return answer( false, errorView( 'Unbekannter Schritt.' ) );
		}
	};
}
