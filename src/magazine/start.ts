/**
 * Starts a set of behaviours on the page once the DOM is parsed; shared by
 * the two magazine entries.
 */
import type { Init, Teardown } from './dom';

/** Runs `run` in a task of its own, after those already queued; returns its cancel. */
export type Later = ( run: () => void ) => () => void;

/** Later: a zero timeout (queued together, so no nesting clamps it to 4 ms). */
export const nextTask: Later = ( run ) => {
	const id = setTimeout( run, 0 );
	return () => clearTimeout( id );
};

/** Initialises every behaviour inside `root`; returns the combined teardown. */
export function initBehaviours(
	behaviours: Init[],
	root: ParentNode = document
): Teardown {
	const teardowns = behaviours.map( ( init ) => init( root ) );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}

/**
 * Initialises `turns` inside `root`: the first turn at once, each later
 * one in a task of its own (`later`), so the browser may paint and answer
 * input between them and no turn makes the start one long task (issue 43:
 * every behaviour in one task was the home page's longest script task on a
 * phone). Returns the combined teardown, which also cancels the turns not
 * yet started.
 */
export function initInTurns(
	turns: Init[][],
	root: ParentNode = document,
	later: Later = nextTask
): Teardown {
	const teardowns: Teardown[] = [];
	const start = ( turn: Init[] ) =>
		teardowns.push( initBehaviours( turn, root ) );
	const [ first = [], ...rest ] = turns;
	start( first );
	const cancels = rest.map( ( turn ) => later( () => start( turn ) ) );
	return () => {
		cancels.forEach( ( cancel ) => cancel() );
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
