/**
 * One RSVP ticket block: steps sent to Event Tickets' handler, the answer
 * rendered in place, client-side checks before the form is sent, and
 * errors shown at every field and in a summary. Typed values stay on any
 * failure, a refusal from Event Tickets included.
 */
import { __ } from '@wordpress/i18n';
import type { ApiError } from '../api/types';
import {
	bookedAnything,
	focusElement,
	focusTarget,
	nothingBookedMessage,
	refusalMessage,
} from './answer';
import { wordAvailability } from './availability';
import { keepEnterForBooking } from './cancel';
import { clearErrors, showErrors } from './field-errors';
import { controlFor, readForm } from './fields';
import { expandAttendees, validateRsvp } from './rules';
import { ACTION, sendStepWithNonce, type RsvpAnswer } from './request';
import { STEP_BUTTONS, stepOf } from './steps';

export interface RsvpConfig {
	ajaxUrl: string;
	nonce: string;
	fetchImpl?: typeof fetch;
}

// Kiosk's checks show German messages at each field, not the browser's bubbles.
const noValidate = ( wrapper: HTMLElement ) =>
	wrapper
		.querySelectorAll( 'form' )
		.forEach( ( form ) => ( form.noValidate = true ) );

/** Enhances one `.tribe-tickets__rsvp-wrapper`; returns the teardown. */
export function initBlock(
	wrapper: HTMLElement,
	config: RsvpConfig
): () => void {
	const ticketId = wrapper.dataset.rsvpId || '';
	let busy = false;
	wordAvailability( wrapper );
	keepEnterForBooking( wrapper );
	// A form the server rendered (a visit with `?kiosk_rsvp=`) is checked by
	// Kiosk, as the ones its answers bring, not by the browser's bubbles.
	noValidate( wrapper );

	// The block's error notice (offline, server errors, a refused booking).
	const notice = ( message: string ) => {
		let box = wrapper.querySelector< HTMLElement >( '.kiosk-rsvp-notice' );
		if ( ! box ) {
			box = document.createElement( 'p' );
			box.className = 'kiosk-rsvp-notice';
			box.setAttribute( 'role', 'alert' );
			box.tabIndex = -1;
			wrapper.prepend( box );
		}
		box.textContent = message;
		return box;
	};

	const render = ( answer: RsvpAnswer, step: string ) => {
		wrapper.innerHTML = answer.html;
		wordAvailability( wrapper );
		keepEnterForBooking( wrapper );
		noValidate( wrapper );
		const invalid = wrapper.querySelector< HTMLElement >(
			'[aria-invalid="true"]'
		);
		const target = invalid || focusTarget( wrapper, step );
		if ( target ) {
			focusElement( target );
		}
		if ( invalid ) {
			wrapper.scrollIntoView?.( { block: 'start' } );
		}
	};

	async function send(
		step: string,
		extra: Array< [ string, string ] > = []
	) {
		if ( busy ) {
			return;
		}
		busy = true;
		wrapper.querySelector( '.kiosk-rsvp-notice' )?.remove();
		wrapper.setAttribute( 'aria-busy', 'true' );
		wrapper
			.querySelectorAll< HTMLButtonElement >( 'button' )
			.forEach( ( button ) => button.classList.add( 'is-busy' ) );
		try {
			const sent = await sendStepWithNonce(
				config.ajaxUrl,
				config.nonce,
				[
					[ 'action', ACTION ],
					[ 'ticket_id', ticketId ],
					[ 'step', step ],
					...extra,
				],
				config.fetchImpl
			);
			// A stale nonce was replaced: the next steps use the fresh one.
			config.nonce = sent.nonce;
			const answer = sent.answer;
			if ( ! answer.success ) {
				// Refused (e.g. the places were taken meanwhile): the form and
				// what was typed stay, to be corrected and sent again.
				focusElement( notice( refusalMessage( answer.html ) ) );
				wrapper.scrollIntoView?.( { block: 'start' } );
				return;
			}
			if ( step === 'success' && ! bookedAnything( answer.html ) ) {
				// "Success" with nothing stored: the form and what was typed stay.
				focusElement( notice( nothingBookedMessage() ) );
				wrapper.scrollIntoView?.( { block: 'start' } );
				return;
			}
			render( answer, step );
		} catch ( error ) {
			console.error( error );
			// Focused as a refusal's is: the visitor hears why and can retry.
			focusElement(
				notice(
					( error as ApiError )?.message ||
						__( 'Something went wrong. Please try again.', 'kiosk' )
				)
			);
			wrapper.scrollIntoView?.( { block: 'start' } );
		} finally {
			busy = false;
			wrapper.removeAttribute( 'aria-busy' );
			wrapper
				.querySelectorAll< HTMLButtonElement >( 'button' )
				.forEach( ( button ) => button.classList.remove( 'is-busy' ) );
		}
	}

	const onClick = ( event: Event ) => {
		const button = ( event.target as Element ).closest< HTMLButtonElement >(
			STEP_BUTTONS
		);
		if ( ! button || ! wrapper.contains( button ) ) {
			return;
		}
		const step = stepOf( button );
		if ( step !== null ) {
			event.preventDefault();
			send( step );
		}
	};

	const onSubmit = ( event: Event ) => {
		const form = event.target as HTMLFormElement;
		// Event Tickets' attendee form (its `rsvpForm`) sends the `success` step.
		const step =
			form.dataset?.rsvpStep ??
			( form.matches?.( 'form[name~="tribe-tickets-rsvp-form"]' )
				? 'success'
				: undefined );
		if ( step === undefined ) {
			return;
		}
		event.preventDefault();
		const entries = Array.from(
			new FormData( form ),
			( [ name, value ] ) =>
				[ name, String( value ) ] as [ string, string ]
		);
		if ( step !== 'success' ) {
			send( step, entries );
			return;
		}
		const values = readForm( form );
		const errors = validateRsvp( values );
		if ( errors.length ) {
			showErrors( form, errors );
			form.scrollIntoView?.( { block: 'start' } );
			controlFor( form, errors[ 0 ].field )?.focus();
			return;
		}
		clearErrors( form );
		send(
			step,
			values.going
				? expandAttendees(
						entries,
						ticketId,
						Number( values.quantity )
					)
				: entries
		);
	};

	wrapper.addEventListener( 'click', onClick );
	wrapper.addEventListener( 'submit', onSubmit );
	return () => {
		wrapper.removeEventListener( 'click', onClick );
		wrapper.removeEventListener( 'submit', onSubmit );
	};
}

/** Enhances every RSVP block under `root`. */
export function init( root: ParentNode, config: RsvpConfig ): () => void {
	const teardowns = Array.from(
		root.querySelectorAll< HTMLElement >(
			'.tribe-tickets__rsvp-wrapper[data-rsvp-id]'
		)
	).map( ( wrapper ) => initBlock( wrapper, config ) );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}
