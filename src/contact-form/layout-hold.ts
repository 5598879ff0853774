/**
 * Holds layout changes while a pointer is pressed. A field's error tip
 * appears or goes on `change`, which a mousedown elsewhere fires by
 * blurring the field: the tip moves everything below it by a line between
 * mousedown and mouseup, and the click lands on nothing. Changes made while
 * held wait until the hold is released; otherwise they run at once.
 * Pure: it knows nothing of the DOM or of time.
 */

/** A hold on layout changes. */
export interface LayoutHold {
	/** Runs `change` now, or, while held, when released (the last change per key wins). */
	run: ( key: string, change: () => void ) => void;
	/** Starts holding. */
	press: () => void;
	/** Stops holding and runs the changes that waited, in order. */
	release: () => void;
	/** Whether changes are being held. */
	isHeld: () => boolean;
}

/** Creates a hold; not held at first. */
export function createLayoutHold(): LayoutHold {
	let held = false;
	const waiting = new Map< string, () => void >();
	return {
		run( key, change ) {
			if ( ! held ) {
				change();
				return;
			}
			// A later change of the same field replaces the earlier one, in its old place.
			waiting.set( key, change );
		},
		press() {
			held = true;
		},
		release() {
			held = false;
			const changes = Array.from( waiting.values() );
			waiting.clear();
			changes.forEach( ( change ) => change() );
		},
		isHeld: () => held,
	};
}
