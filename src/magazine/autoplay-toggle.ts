/**
 * The pause / play button of anything that moves on its own (WCAG 2.2.2):
 * sliders with autoplay and the news ticker. The server renders it
 * `hidden` (nothing moves without JS or under reduced motion); the
 * behaviour shows it once the movement starts. Its accessible name is its
 * action, "Pause" while moving and "Abspielen" while paused (from
 * `data-label-pause` / `data-label-play`), and it carries `is-paused`.
 */
import { listen, type Teardown } from './dom';

/** The toggle's selector inside a slider or ticker. */
export const AUTOPLAY_TOGGLE = '[data-kiosk-autoplay-toggle]';

/** Shows the toggle's state: its label names what a press will do. */
export function renderToggle( button: HTMLElement, paused: boolean ): void {
	const label =
		( paused ? button.dataset.labelPlay : button.dataset.labelPause ) || '';
	const text = button.querySelector( '.kiosk-autoplay-toggle__label' );
	if ( text ) {
		text.textContent = label;
	} else {
		button.setAttribute( 'aria-label', label );
	}
	button.classList.toggle( 'is-paused', paused );
}

/**
 * Wires the toggle in `root` (if any): shows it and calls `onChange` with
 * the visitor's choice (true = paused). Returns the teardown, which hides
 * the toggle again.
 */
export function initAutoplayToggle(
	root: HTMLElement,
	onChange: ( paused: boolean ) => void
): Teardown {
	const button = root.querySelector< HTMLElement >( AUTOPLAY_TOGGLE );
	if ( ! button ) {
		return () => {};
	}
	let paused = false;
	renderToggle( button, paused );
	button.hidden = false;
	const remove = listen( button, 'click', () => {
		paused = ! paused;
		renderToggle( button, paused );
		onChange( paused );
	} );
	return () => {
		remove();
		renderToggle( button, false );
		button.hidden = true;
	};
}
