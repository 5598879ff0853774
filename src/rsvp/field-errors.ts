/**
 * The RSVP form's errors: at each field (Event Tickets' error slot, or one
 * Kiosk adds) and in a summary naming each field.
 */
import { __, sprintf } from '@wordpress/i18n';
import { controlFor } from './fields';
import type { RsvpError } from './rules';

type Control = HTMLInputElement;

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
