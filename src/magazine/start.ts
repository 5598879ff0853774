/**
 * Starts a set of behaviours on the page once the DOM is parsed; shared by
 * the two magazine entries.
 */
import type { Init, Teardown } from './dom';

/** Initialises every behaviour inside `root`; returns the combined teardown. */
export function initBehaviours(
	behaviours: Init[],
	root: ParentNode = document
): Teardown {
	const teardowns = behaviours.map( ( init ) => init( root ) );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}

/** Runs `start` when the DOM is parsed (at once if it already is). */
export function whenParsed( start: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start, {
			once: true,
		} );
	} else {
		start();
	}
}
