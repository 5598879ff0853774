/**
 * Holds the WordPress REST nonce (`wp_rest`) for this page.
 */

/** A mutable holder, shaped like core's `apiFetch.nonceMiddleware`. */
export interface NonceState {
	nonce: string;
}

/** Creates a nonce holder. */
export function createNonceState( nonce = '' ): NonceState {
	return { nonce };
}
