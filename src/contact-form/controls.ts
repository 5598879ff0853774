/**
 * Control behaviours of Contact Form 7 forms: acceptance boxes gating the
 * submit button, exclusive checkbox groups, free-text options, character
 * counters and URL normalisation. Each is a pure DOM update plus the
 * listener wiring in `form.ts`.
 */

/** Enables submit only when every non-optional acceptance box is in its accepted state. */
export function updateAcceptance( form: HTMLFormElement ): void {
	const buttons = form.querySelectorAll<
		HTMLInputElement | HTMLButtonElement
	>( '.wpcf7-submit' );
	if ( form.classList.contains( 'wpcf7-acceptance-as-validation' ) ) {
		buttons.forEach( ( button ) => ( button.disabled = false ) );
		return;
	}
	let accepted = true;
	form.querySelectorAll< HTMLElement >( '.wpcf7-acceptance' ).forEach(
		( group ) => {
			if ( group.classList.contains( 'optional' ) ) {
				return;
			}
			const box = group.querySelector< HTMLInputElement >(
				'input[type="checkbox"]'
			);
			if ( ! box ) {
				return;
			}
			const inverted = group.classList.contains( 'invert' );
			if ( inverted === box.checked ) {
				accepted = false;
			}
		}
	);
	buttons.forEach( ( button ) => ( button.disabled = ! accepted ) );
}

/** In an exclusive group, checking one box unchecks the others. */
export function applyExclusive( changed: HTMLInputElement ): void {
	const group = changed.closest( '.wpcf7-exclusive-checkbox' );
	if ( ! group || ! changed.checked ) {
		return;
	}
	group
		.querySelectorAll< HTMLInputElement >( 'input[type="checkbox"]' )
		.forEach( ( box ) => {
			if ( box !== changed && box.name === changed.name ) {
				box.checked = false;
			}
		} );
}

/** Enables each free-text input only while its option is chosen. */
export function updateFreeText( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLElement >(
		'.wpcf7-list-item.has-free-text'
	).forEach( ( item ) => {
		const option = item.querySelector< HTMLInputElement >(
			'input[type="checkbox"], input[type="radio"]'
		);
		const text =
			item.querySelector< HTMLInputElement >( '.wpcf7-free-text' );
		if ( option && text ) {
			text.disabled = ! option.checked;
		}
	} );
}

/** The counter's numbers for a value length. */
export function countState(
	length: number,
	{
		starting,
		maximum,
		minimum,
		down,
	}: { starting: number; maximum: number; minimum: number; down: boolean }
): { count: number; tooLong: boolean; tooShort: boolean } {
	return {
		count: down ? starting - length : length,
		tooLong: maximum > 0 && length > maximum,
		tooShort: minimum > 0 && length < minimum,
	};
}

/** Updates every character counter of the form. */
export function updateCounters( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLElement >( '.wpcf7-character-count' ).forEach(
		( counter ) => {
			const name = counter.dataset.targetName || '';
			const target = form.elements.namedItem( name ) as
				HTMLInputElement | HTMLTextAreaElement | null;
			if ( ! target || ! ( 'value' in target ) ) {
				return;
			}
			const state = countState( target.value.length, {
				starting: Number( counter.dataset.startingValue || 0 ),
				maximum: Number( counter.dataset.maximumValue || 0 ),
				minimum: Number( counter.dataset.minimumValue || 0 ),
				down: counter.classList.contains( 'down' ),
			} );
			counter.dataset.currentValue = String( state.count );
			counter.textContent = String( state.count );
			counter.classList.toggle( 'too-long', state.tooLong );
			counter.classList.toggle( 'too-short', state.tooShort );
		}
	);
}

/** A URL without a scheme but with a dot gets `http://` (leading slashes removed). */
export function normalizeUrl( raw: string ): string {
	const value = raw.trim();
	if (
		value === '' ||
		/^[a-z][a-z0-9.+-]*:/i.test( value ) ||
		! value.includes( '.' )
	) {
		return value;
	}
	return `http://${ value.replace( /^\/+/, '' ) }`;
}
