/**
 * Field errors as Contact Form 7 shows them: a tip under the field, an
 * entry in the screen-reader list, `aria-invalid` and `aria-describedby`.
 * Clearing an error resets all of that.
 */

function cssEscape( value: string ): string {
	return value.replace( /["\\]/g, '\\$&' );
}

/** The wrapper of a field (`span.wpcf7-form-control-wrap[data-name]`). */
export function fieldWrap(
	form: HTMLFormElement,
	field: string
): HTMLElement | null {
	return form.querySelector(
		`.wpcf7-form-control-wrap[data-name="${ cssEscape( field ) }"]`
	);
}

/** The unit's screen-reader list. */
function srList( form: HTMLFormElement ): HTMLUListElement | null {
	return (
		( form.closest( '.wpcf7' ) || form.parentElement )?.querySelector(
			'.screen-reader-response ul'
		) || null
	);
}

/** The id of a field's error entry. */
export function errorId( form: HTMLFormElement, field: string ): string {
	const unit =
		(
			form.elements.namedItem(
				'_wpcf7_unit_tag'
			) as HTMLInputElement | null
		 )?.value || 'wpcf7';
	return `${ unit }-ve-${ field }`.replace( /[^0-9a-z_-]+/gi, '' );
}

function controls( wrap: HTMLElement ): HTMLElement[] {
	return Array.from(
		wrap.querySelectorAll< HTMLElement >(
			'input:not([type="hidden"]), textarea, select'
		)
	);
}

/** Shows an error on a field. */
export function setFieldError(
	form: HTMLFormElement,
	field: string,
	message: string,
	idref?: string | null
): void {
	clearFieldError( form, field );
	const wrap = fieldWrap( form, field );
	const id = errorId( form, field );
	const list = srList( form );
	const first = wrap ? controls( wrap )[ 0 ] : null;
	if ( list ) {
		const item = document.createElement( 'li' );
		item.id = id;
		const target = idref || first?.id;
		if ( target ) {
			const link = document.createElement( 'a' );
			link.href = `#${ target }`;
			link.textContent = message;
			item.appendChild( link );
		} else {
			item.textContent = message;
		}
		list.appendChild( item );
	}
	if ( ! wrap ) {
		return;
	}
	const tip = document.createElement( 'span' );
	tip.className = 'wpcf7-not-valid-tip';
	tip.setAttribute( 'aria-hidden', 'true' );
	tip.textContent = message;
	wrap.appendChild( tip );
	controls( wrap ).forEach( ( control ) => {
		control.classList.add( 'wpcf7-not-valid' );
		control.setAttribute( 'aria-invalid', 'true' );
		control.setAttribute( 'aria-describedby', id );
	} );
}

/** Clears a field's error and resets its invalid state. */
export function clearFieldError( form: HTMLFormElement, field: string ): void {
	const wrap = fieldWrap( form, field );
	const id = errorId( form, field );
	srList( form )
		?.querySelectorAll( 'li' )
		.forEach( ( item ) => item.id === id && item.remove() );
	if ( ! wrap ) {
		return;
	}
	wrap.querySelectorAll( '.wpcf7-not-valid-tip' ).forEach( ( tip ) =>
		tip.remove()
	);
	controls( wrap ).forEach( ( control ) => {
		control.classList.remove( 'wpcf7-not-valid' );
		control.setAttribute( 'aria-invalid', 'false' );
		if ( control.getAttribute( 'aria-describedby' ) === id ) {
			control.removeAttribute( 'aria-describedby' );
		}
	} );
}

/** Clears every field error and the form-level response. */
export function clearResponse( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLElement >(
		'.wpcf7-form-control-wrap[data-name]'
	).forEach( ( wrap ) => clearFieldError( form, wrap.dataset.name || '' ) );
	const list = srList( form );
	if ( list ) {
		list.textContent = '';
	}
	setResponse( form, '' );
}

/**
 * Shows the form-level message in the response area and, unless `announce`
 * is false (focus is about to land on the message, which reads it), in the
 * live region: a screen reader hears it once.
 */
export function setResponse(
	form: HTMLFormElement,
	message: string,
	announce = true
): void {
	const output = form.querySelector( '.wpcf7-response-output' );
	if ( output ) {
		output.textContent = message;
		// CF7's markup hides it from screen readers, which hear the status region.
		output.setAttribute( 'aria-hidden', 'true' );
	}
	const status = (
		form.closest( '.wpcf7' ) || form.parentElement
	)?.querySelector( '.screen-reader-response [role="status"]' );
	if ( status ) {
		status.textContent = announce ? message : '';
	}
}

/**
 * Moves focus to the form-level message, so it is not lost when the form
 * is reset under it. Focus lands on what it reads, so it is not hidden
 * from screen readers while it is shown.
 */
export function focusResponse( form: HTMLFormElement ): boolean {
	const output = form.querySelector< HTMLElement >(
		'.wpcf7-response-output'
	);
	if ( ! output || ! output.textContent ) {
		return false;
	}
	output.tabIndex = -1;
	output.removeAttribute( 'aria-hidden' );
	output.focus();
	return output.ownerDocument.activeElement === output;
}
