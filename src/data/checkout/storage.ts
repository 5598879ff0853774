/**
 * The customer-data dirty flag in localStorage: 'true' or 'false' under
 * the checkout key, written with a 300 ms debounce, removed on completion.
 */
import { CHECKOUT_STORAGE_KEY, STORAGE_WRITE_DEBOUNCE } from './constants';

let timer: ReturnType< typeof setTimeout > | undefined;

function storage(): Storage | null {
	try {
		return typeof window !== 'undefined' ? window.localStorage : null;
	} catch {
		return null;
	}
}

/** Writes the flag after the debounce; a newer write replaces a pending one. */
export function writeDirtyFlag( dirty: boolean ): void {
	clearTimeout( timer );
	timer = setTimeout( () => {
		timer = undefined;
		storage()?.setItem( CHECKOUT_STORAGE_KEY, dirty ? 'true' : 'false' );
	}, STORAGE_WRITE_DEBOUNCE );
}

/** Reads the stored flag (false when absent). */
export function readDirtyFlag(): boolean {
	return storage()?.getItem( CHECKOUT_STORAGE_KEY ) === 'true';
}

/** Drops the flag and any pending write. */
export function removeDirtyFlag(): void {
	clearTimeout( timer );
	timer = undefined;
	storage()?.removeItem( CHECKOUT_STORAGE_KEY );
}
