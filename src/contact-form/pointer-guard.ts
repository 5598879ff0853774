/**
 * The DOM side of {@link createLayoutHold}: a pressed pointer holds layout
 * changes until its click has been dispatched. It listens in the capture
 * phase on the document, so it knows of the press before the field's
 * `change` (fired by the blur that the press causes). Keyboard use never
 * presses a pointer, so there changes run at once, as before.
 */
import { createLayoutHold, type LayoutHold } from './layout-hold';

/**
 * How long after the pointer is lifted a click may still come. A mouse's
 * click follows in the same task; a tap's follows the lifted finger in a
 * later one. A press that ends in no click (a drag) waits this long.
 */
export const CLICK_WAIT_MS = 500;

/** A hold driven by the document's pointer. */
export interface PointerGuard {
	/** Runs `change` now, or after the pressed pointer's click. */
	run: LayoutHold[ 'run' ];
	/** Starts listening; returns the teardown (which runs what still waits). */
	init: () => () => void;
}

/** Creates the guard for a document; nothing listens until `init()`. */
export function createPointerGuard( doc: Document ): PointerGuard {
	const hold = createLayoutHold();
	const view = doc.defaultView || window;
	let timer: number | undefined;
	const cancel = () => {
		if ( timer !== undefined ) {
			view.clearTimeout( timer );
			timer = undefined;
		}
	};
	const releaseIn = ( ms: number ) => {
		cancel();
		timer = view.setTimeout( () => {
			timer = undefined;
			hold.release();
		}, ms );
	};
	const press = () => {
		cancel();
		hold.press();
	};
	const lifted = () => {
		if ( hold.isHeld() ) {
			releaseIn( CLICK_WAIT_MS );
		}
	};
	// The click is being dispatched: a macrotask later it has reached its target.
	const clicked = () => {
		if ( hold.isHeld() ) {
			releaseIn( 0 );
		}
	};
	const cancelled = () => releaseIn( 0 );
	// A key means the keyboard is in use: nothing may wait for a pointer.
	const key = () => {
		cancel();
		hold.release();
	};
	const listeners: Array< [ string, EventListener ] > = [
		[ 'pointerdown', press ],
		[ 'pointerup', lifted ],
		[ 'click', clicked ],
		[ 'pointercancel', cancelled ],
		[ 'keydown', key ],
	];
	return {
		run: hold.run,
		init() {
			listeners.forEach( ( [ type, listener ] ) =>
				doc.addEventListener( type, listener, true )
			);
			return () => {
				listeners.forEach( ( [ type, listener ] ) =>
					doc.removeEventListener( type, listener, true )
				);
				cancel();
				hold.release();
			};
		},
	};
}

/** Runs every change at once: for a form enhanced without a guard. */
export const IMMEDIATE: Pick< PointerGuard, 'run' > = {
	run: ( _key, change ) => change(),
};
