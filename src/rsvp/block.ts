/**
 * One RSVP ticket block: steps sent to Event Tickets' handler, the answer
 * rendered in place, client-side checks before the form is sent, and
 * errors shown at every field and in a summary. Typed values stay on any
 * failure; the success view always offers a way back.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { ApiError } from '../api/types';
import { expandAttendees, validateRsvp, type RsvpError } from './rules';
import { ACTION, sendStepWithNonce, type RsvpAnswer } from './request';

export interface RsvpConfig {
	ajaxUrl: string;
	nonce: string;
	fetchImpl?: typeof fetch;
}

type Control = HTMLInputElement;

/** The attendee fields, by Event Tickets 5's v2 classes (and the older ones). */
const FIELDS = {
	fullName: '.tribe-tickets__rsvp-form-field-name, .tribe-tickets-full-name',
	email: '.tribe-tickets__rsvp-form-field-email, .tribe-tickets-email',
	quantity:
		'.tribe-tickets__rsvp-form-field-quantity, .tribe-tickets-quantity',
};

function controlFor( form: HTMLFormElement, field: string ): Control | null {
	if ( field.startsWith( 'meta:' ) ) {
		return form.querySelector< Control >(
			`input[name$="[meta][${ field.slice( 5 ).replace( /["\\\]]/g, '' ) }]"]`
		);
	}
	const selectors: Record< string, string > = {
		full_name: FIELDS.fullName,
		email: FIELDS.email,
		quantity: FIELDS.quantity,
	};
	return form.querySelector< Control >( selectors[ field ] || 'x-none' );
}

function labelOf( form: HTMLFormElement, control: Control ): string {
	const label = form.querySelector( `label[for="${ control.id }"]` );
	if ( ! label ) {
		return control.name;
	}
	// The label's own words, without its "required" marks (screen-reader text, asterisk).
	const copy = label.cloneNode( true ) as HTMLElement;
	copy.querySelectorAll( 'span' ).forEach( ( span ) => span.remove() );
	return ( copy.textContent || control.name )
		.replace( /\s*\*\s*$/, '' )
		.trim();
}

/** Clears the field errors shown by the client or the server. */
export function clearErrors( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLElement >(
		'.tribe-tickets__form-field-error'
	).forEach( ( slot ) => {
		slot.textContent = '';
		slot.hidden = true;
	} );
	form.querySelectorAll( '[aria-invalid="true"]' ).forEach( ( control ) =>
		control.setAttribute( 'aria-invalid', 'false' )
	);
	const summary = form.querySelector( '.tribe-tickets__rsvp-form-errors' );
	if ( summary ) {
		summary.textContent = '';
	}
}

/**
 * A field's error slot: the form's own (`{id}-error`), or one added after
 * the control (Event Tickets' v2 form has none).
 */
function errorSlot( form: HTMLFormElement, control: Control ): HTMLElement {
	if ( ! control.id ) {
		control.id = `kiosk-rsvp-${ control.name.replace( /[^\w-]+/g, '-' ) }`;
	}
	const id = `${ control.id }-error`;
	let slot = form.querySelector< HTMLElement >( `[id="${ id }"]` );
	if ( ! slot ) {
		slot = document.createElement( 'p' );
		slot.id = id;
		slot.className =
			'tribe-tickets__form-field-error kiosk-rsvp-field-error';
		control.insertAdjacentElement( 'afterend', slot );
	}
	return slot;
}

/** The form's error summary: its own, or one added at the top of the form. */
function errorSummary( form: HTMLFormElement ): HTMLElement {
	let summary = form.querySelector< HTMLElement >(
		'.tribe-tickets__rsvp-form-errors'
	);
	if ( ! summary ) {
		summary = document.createElement( 'div' );
		summary.className = 'tribe-tickets__rsvp-form-errors';
		summary.setAttribute( 'role', 'alert' );
		form.prepend( summary );
	}
	return summary;
}

/** Shows every error at its field and in the summary naming the field. */
export function showErrors( form: HTMLFormElement, errors: RsvpError[] ): void {
	clearErrors( form );
	const summary = errorSummary( form );
	const list = document.createElement( 'ul' );
	errors.forEach( ( error ) => {
		const control = controlFor( form, error.field );
		const item = document.createElement( 'li' );
		if ( control ) {
			control.setAttribute( 'aria-invalid', 'true' );
			const slot = errorSlot( form, control );
			slot.textContent = error.message;
			slot.hidden = false;
			control.setAttribute( 'aria-describedby', slot.id );
			const link = document.createElement( 'a' );
			link.href = `#${ control.id }`;
			link.textContent = sprintf(
				/* translators: 1: field label, 2: error message. */
				__( '%1$s: %2$s', 'kiosk' ),
				labelOf( form, control ),
				error.message
			);
			item.appendChild( link );
		} else {
			item.textContent = error.message;
		}
		list.appendChild( item );
	} );
	if ( errors.length ) {
		const intro = document.createElement( 'p' );
		intro.textContent = __( 'Please correct the following:', 'kiosk' );
		summary.append( intro, list );
	}
}

function readForm( form: HTMLFormElement ) {
	const value = ( selector: string ) =>
		form.querySelector< Control >( selector )?.value ?? '';
	const quantity = form.querySelector< Control >( FIELDS.quantity );
	const status = form.querySelector< Control >(
		'input[name$="[attendees][0][order_status]"]'
	)?.value;
	return {
		going: status !== 'no',
		fullName: value( FIELDS.fullName ),
		email: value( FIELDS.email ),
		quantity: quantity ? quantity.value : '1',
		remaining:
			quantity && quantity.max !== '' ? Number( quantity.max ) : Infinity,
		meta: Array.from(
			form.querySelectorAll< Control >( '[data-required-meta]' )
		).map( ( control ) => ( {
			key:
				( /\[meta\]\[([^\]]+)\]$/.exec( control.name ) || [] )[ 1 ] ||
				control.name,
			label: control.dataset.requiredMeta || control.name,
			value: control.value,
		} ) ),
	};
}

/**
 * The buttons that send a step: Event Tickets' own (going, not going,
 * cancel; its markup carries no step, its script knows them by class) and
 * any with `data-rsvp-step`.
 */
const STEP_CLASSES: Record< string, string > = {
	'tribe-tickets__rsvp-actions-button-going': 'going',
	'tribe-tickets__rsvp-actions-button-not-going': 'not-going',
	'tribe-tickets__rsvp-form-button--cancel': '',
};
const STEP_BUTTONS = [
	'button[data-rsvp-step]',
	...Object.keys( STEP_CLASSES ).map( ( name ) => `button.${ name }` ),
].join( ',' );

/** The step a button sends, or null. */
export function stepOf( button: HTMLButtonElement ): string | null {
	if ( button.dataset.rsvpStep !== undefined ) {
		return button.type === 'button' ? button.dataset.rsvpStep : null;
	}
	const name = Object.keys( STEP_CLASSES ).find( ( c ) =>
		button.classList.contains( c )
	);
	return name === undefined ? null : STEP_CLASSES[ name ];
}

/**
 * Event Tickets says "30 verbleibend"; readers say "Noch 30 Plätze frei".
 * The number stays in its own element (Event Tickets' markup).
 */
export function wordAvailability( root: ParentNode ): void {
	root.querySelectorAll< HTMLElement >(
		'.tribe-tickets__rsvp-availability'
	).forEach( ( line ) => {
		const quantity = line.querySelector< HTMLElement >(
			'.tribe-tickets__rsvp-availability-quantity'
		);
		const count = Number( quantity?.textContent?.trim() );
		if ( ! quantity || ! Number.isFinite( count ) ) {
			return;
		}
		const [ before, after ] = sprintf(
			/* translators: %d: places left (the number is shown in its own element). */
			_n( '%d place left', '%d places left', count, 'kiosk' ),
			count
		).split( String( count ) );
		quantity.textContent = String( count );
		line.replaceChildren( before || '', quantity, after || '' );
	} );
}

/** Enhances one `.tribe-tickets__rsvp-wrapper`; returns the teardown. */
export function initBlock(
	wrapper: HTMLElement,
	config: RsvpConfig
): () => void {
	const ticketId = wrapper.dataset.rsvpId || '';
	let busy = false;
	wordAvailability( wrapper );

	const notice = ( message: string ) => {
		let box = wrapper.querySelector< HTMLElement >( '.kiosk-rsvp-notice' );
		if ( ! box ) {
			box = document.createElement( 'p' );
			box.className = 'kiosk-rsvp-notice';
			box.setAttribute( 'role', 'alert' );
			wrapper.prepend( box );
		}
		box.textContent = message;
	};

	const render = ( answer: RsvpAnswer ) => {
		wrapper.innerHTML = answer.html;
		wordAvailability( wrapper );
		// Kiosk's checks show German messages at each field, not the browser's bubbles.
		wrapper
			.querySelectorAll( 'form' )
			.forEach( ( form ) => ( form.noValidate = true ) );
		const invalid = wrapper.querySelector< HTMLElement >(
			'[aria-invalid="true"]'
		);
		const heading = wrapper.querySelector< HTMLElement >(
			'.tribe-tickets__rsvp-title'
		);
		( invalid || heading )?.focus();
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
			const success = new DOMParser()
				.parseFromString( answer.html, 'text/html' )
				.querySelector< HTMLElement >( '[data-rsvp-success]' );
			if (
				answer.success &&
				success &&
				success.dataset.rsvpSuccess === 'yes' &&
				! ( Number( success.dataset.rsvpQuantity ) > 0 )
			) {
				throw {
					code: 'unknown_error',
					message: __(
						'Something went wrong. Please try again.',
						'kiosk'
					),
				} as ApiError;
			}
			render( answer );
		} catch ( error ) {
			console.error( error );
			notice(
				( error as ApiError )?.message ||
					__( 'Something went wrong. Please try again.', 'kiosk' )
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
