/**
 * Holds the WordPress REST nonce (`wp_rest`) for this page.
 */
import type { NonceState } from '../types/api';

export type { NonceState };

/**
 * Creates a nonce holder. Where core's nonce middleware exists (`shared`
 * returns it), that middleware is the one home of the nonce: Kiosk reads
 * it, and a refresh writes it there, so Kiosk's retry and everyone's next
 * request carry the fresh nonce (core replaces any X-WP-Nonce that differs
 * from its own, but only on requests that go through it).
 */
export function createNonceState(
	nonce = '',
	shared: () => NonceState | undefined = () => undefined
): NonceState {
	let value = nonce;
	return {
		get nonce() {
			return shared()?.nonce || value;
		},
		set nonce( next: string ) {
			value = next;
			const core = shared();
			if ( core ) {
				core.nonce = next;
			}
		},
	};
}
