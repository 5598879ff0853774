/**
 * The checkout's localStorage flags, both removed on completion:
 * - the customer-data dirty flag, 'true' or 'false' under the checkout key,
 *   written with a 300 ms debounce by a writer of the store instance (its
 *   pending write is that store's, see index.ts);
 * - the draft-order hint, 'true' once a PUT /checkout succeeded. Kiosk's
 *   HTML holds no per-visitor data, so this hint is what lets a first-time
 *   visitor's checkout skip GET /checkout.
 */
import {
	CHECKOUT_DRAFT_STORAGE_KEY,
	CHECKOUT_STORAGE_KEY,
	STORAGE_WRITE_DEBOUNCE,
} from './constants';

function storage(): Storage | null {
	try {
		return typeof window !== 'undefined' ? window.localStorage : null;
	} catch {
		return null;
	}
}

/** Writes and drops the dirty flag; holds one pending write. */
export interface DirtyFlagWriter {
	/** Writes the flag after the debounce; a newer write replaces a pending one. */
	write: ( dirty: boolean ) => void;
	/** Drops the flag and any pending write. */
	remove: () => void;
}

/** A writer with no pending write (one per checkout store instance). */
export function createDirtyFlagWriter(): DirtyFlagWriter {
	let timer: ReturnType< typeof setTimeout > | undefined;
	return {
		write( dirty ) {
			clearTimeout( timer );
			timer = setTimeout( () => {
				timer = undefined;
				storage()?.setItem(
					CHECKOUT_STORAGE_KEY,
					dirty ? 'true' : 'false'
				);
			}, STORAGE_WRITE_DEBOUNCE );
		},
		remove() {
			clearTimeout( timer );
			timer = undefined;
			storage()?.removeItem( CHECKOUT_STORAGE_KEY );
		},
	};
}

/** Reads the stored flag (false when absent). */
export function readDirtyFlag(): boolean {
	return storage()?.getItem( CHECKOUT_STORAGE_KEY ) === 'true';
}

/** Notes that this browser pushed a draft order. */
export function writeDraftHint(): void {
	storage()?.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
}

/** Whether this browser pushed a draft order (false when absent). */
export function readDraftHint(): boolean {
	return storage()?.getItem( CHECKOUT_DRAFT_STORAGE_KEY ) === 'true';
}

/** Drops the draft-order hint. */
export function removeDraftHint(): void {
	storage()?.removeItem( CHECKOUT_DRAFT_STORAGE_KEY );
}
