/**
 * The tokens the Store API hands out in response headers: `Nonce`,
 * `Nonce-Timestamp`, `Cart-Token`, `Cart-Hash` and `User-ID`.
 *
 * A nonce is only replaced by one at least as new, so a page restored from
 * the back/forward cache cannot put an old nonce back.
 */
import type { StoreApiSession, StoreApiTokens } from '../types/api';

export type { StoreApiSession, StoreApiTokens };

/** Creates the token holder. */
export function createStoreApiSession(
	initial: Partial< StoreApiTokens > = {}
): StoreApiSession {
	let tokens: StoreApiTokens = {
		nonce: '',
		nonceTimestamp: 0,
		cartToken: '',
		cartHash: '',
		userId: 0,
		...initial,
	};
	const listeners = new Set< ( value: StoreApiTokens ) => void >();

	function update( next: StoreApiTokens ) {
		const changed = (
			Object.keys( next ) as Array< keyof StoreApiTokens >
		 ).some( ( key ) => next[ key ] !== tokens[ key ] );
		tokens = next;
		if ( changed ) {
			listeners.forEach( ( listener ) => listener( tokens ) );
		}
	}

	return {
		get: () => tokens,
		setNonce( nonce, timestamp = 0 ) {
			if ( nonce && timestamp >= tokens.nonceTimestamp ) {
				update( { ...tokens, nonce, nonceTimestamp: timestamp } );
			}
		},
		receive( headers ) {
			const next = { ...tokens };
			const nonce = headers.get( 'Nonce' );
			const stamp = Number( headers.get( 'Nonce-Timestamp' ) || 0 );
			if ( nonce && stamp >= tokens.nonceTimestamp ) {
				next.nonce = nonce;
				next.nonceTimestamp = stamp;
			}
			const cartToken = headers.get( 'Cart-Token' );
			if ( cartToken ) {
				next.cartToken = cartToken;
			}
			const cartHash = headers.get( 'Cart-Hash' );
			if ( cartHash !== null ) {
				next.cartHash = cartHash;
			}
			const userId = headers.get( 'User-ID' );
			if ( userId !== null && /^\d+$/.test( userId ) ) {
				next.userId = Number( userId );
			}
			update( next );
		},
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
