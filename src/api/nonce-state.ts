/**
 * Holds the WordPress REST nonce (`wp_rest`) for this page.
 */

/** A mutable holder, shaped like core's `apiFetch.nonceMiddleware`. */
export interface NonceState {
	nonce: string;
}

/**
 * Creates a nonce holder; `onChange` hears every new nonce (Kiosk passes
 * one that updates core's nonce middleware, which would otherwise put its
 * own stale nonce back on every request).
 */
export function createNonceState(
	nonce = '',
	onChange?: ( value: string ) => void
): NonceState {
	let value = nonce;
	return {
		get nonce() {
			return value;
		},
		set nonce( next: string ) {
			value = next;
			onChange?.( next );
		},
	};
}
