/**
 * Starts a set of behaviours on the page once the DOM is parsed; shared by
 * the two magazine entries.
 */
import type { Init, Teardown } from './dom';

/**
 * How long one task may spend starting behaviours before the rest wait for
 * the next task (ms). A page's starts in one task made it a long one (the
 * deferred script's evaluation plus every start and the layout they read:
 * 80–100 ms at 4× CPU on the article and home pages, issue 43); Lighthouse
 * counts a task's time beyond 50 ms at 4×, so a slice stays well under
 * 12 ms unthrottled.
 */
export const SLICE_MS = 5;

/** Initialises every behaviour inside `root`; returns the combined teardown. */
export function initBehaviours(
	behaviours: Init[],
	root: ParentNode = document
): Teardown {
	const teardowns = behaviours.map( ( init ) => init( root ) );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}

/**
 * Initialises the behaviours in their order, in slices: once a task has
 * spent `SLICE_MS` on them, the next one waits for a new task (`later`,
 * a zero timeout), so input and paint can run between. The teardown undoes
 * what started and cancels what has not.
 */
export function initBehavioursInSlices(
	behaviours: Init[],
	root: ParentNode = document,
	later: ( next: () => void ) => void = ( next ) => setTimeout( next, 0 ),
	now: () => number = () => performance.now()
): Teardown {
	const teardowns: Teardown[] = [];
	let index = 0;
	let stopped = false;
	const slice = () => {
		if ( stopped ) {
			return;
		}
		const start = now();
		while ( index < behaviours.length ) {
			teardowns.push( behaviours[ index++ ]( root ) );
			if ( now() - start >= SLICE_MS ) {
				break;
			}
		}
		if ( index < behaviours.length ) {
			later( slice );
		}
	};
	slice();
	return () => {
		stopped = true;
		teardowns.forEach( ( teardown ) => teardown() );
	};
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
