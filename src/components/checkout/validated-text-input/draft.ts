/**
 * A typed value held back from the stores while the shopper types.
 *
 * Writing an address field to the cart store on every keystroke made every
 * key pay for a store update, its listeners and a render of the form (about
 * 7 ms per key at 4× CPU). The input keeps what is typed; the store gets it
 * after a short pause, when the field loses focus, when the field goes
 * away, or before the order is placed (`flushDrafts`). Nothing typed is lost.
 */

/** Quiet time after the last key before the value goes to the store. */
export const DRAFT_DELAY = 300;

export interface Draft {
	/**
	 * The shopper typed `value`: written after `DRAFT_DELAY` of quiet, or at
	 * once when `now` (a field whose error is shown follows every key).
	 */
	type: ( value: string, now?: boolean ) => void;
	/** Writes a held value at once; does nothing when none is held. */
	flush: () => void;
	/** Whether a typed value is held back. */
	held: () => boolean;
}

/** The drafts holding a value, for `flushDrafts`. */
const holding = new Set< Draft >();

/** A draft that hands its value to `write`. */
export function createDraft( write: ( value: string ) => void ): Draft {
	let value: string | null = null;
	let timer: ReturnType< typeof setTimeout > | undefined;
	const draft: Draft = {
		type( next, now = false ) {
			value = next;
			holding.add( draft );
			clearTimeout( timer );
			if ( now ) {
				draft.flush();
				return;
			}
			timer = setTimeout( draft.flush, DRAFT_DELAY );
		},
		flush() {
			clearTimeout( timer );
			timer = undefined;
			holding.delete( draft );
			if ( value === null ) {
				return;
			}
			const typed = value;
			value = null;
			write( typed );
		},
		held: () => value !== null,
	};
	return draft;
}

/**
 * Writes every held value, one field at a time through `run` (React's
 * `flushSync`, so each field's write is rendered before the next one reads
 * the values it spreads). Called before the order is validated and placed.
 */
export function flushDrafts(
	run: ( write: () => void ) => void = ( write ) => write()
): void {
	for ( const draft of [ ...holding ] ) {
		run( draft.flush );
	}
}
