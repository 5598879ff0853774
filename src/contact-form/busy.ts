/**
 * The form while it is sending: Contact Form 7's spinner after each
 * `.has-spinner` control (shown by the `submitting` class) and
 * `aria-busy` on the form.
 */

/** Adds CF7's spinner after each `.has-spinner` control; returns the teardown. */
export function addSpinners( form: HTMLFormElement ): () => void {
	const added = Array.from(
		form.querySelectorAll( '.has-spinner' ),
		( control ) => {
			const next = control.nextElementSibling;
			if ( next && next.classList.contains( 'wpcf7-spinner' ) ) {
				return null;
			}
			const spinner = document.createElement( 'span' );
			spinner.className = 'wpcf7-spinner';
			// The busy state is told by aria-busy; the spinner is only a picture of it.
			spinner.setAttribute( 'aria-hidden', 'true' );
			control.insertAdjacentElement( 'afterend', spinner );
			return spinner;
		}
	);
	return () => added.forEach( ( spinner ) => spinner?.remove() );
}

/** Marks the form busy (sending) or not. */
export function setBusy( form: HTMLFormElement, busy: boolean ): void {
	if ( busy ) {
		form.setAttribute( 'aria-busy', 'true' );
	} else {
		form.removeAttribute( 'aria-busy' );
	}
}
