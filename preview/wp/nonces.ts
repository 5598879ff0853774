/**
 * WordPress nonces: an HMAC of the time tick, the action, the user id and
 * the session token. A nonce is valid for the current tick (returns 1) and
 * the one before (returns 2), so its lifetime is between half and all of
 * `lifetime`. Tests shorten the lifetime to make the expiry path real.
 */
import { createHmac } from 'node:crypto';

export interface NonceService {
	create: ( action: string, userId: number, token: string ) => string;
	/** 1 or 2 when valid (current or previous tick), 0 when not. */
	verify: (
		nonce: string,
		action: string,
		userId: number,
		token: string
	) => 0 | 1 | 2;
	/** The current tick, for `Nonce-Timestamp`-style headers. */
	tick: () => number;
}

/** Creates the nonce service. `lifetime` is in seconds. */
export function createNonceService(
	secret: string,
	lifetime: number,
	now: () => number
): NonceService {
	const tick = () => Math.ceil( now() / 1000 / ( lifetime / 2 ) );
	const hash = (
		value: number,
		action: string,
		userId: number,
		token: string
	) =>
		createHmac( 'md5', secret )
			.update( `${ value }|${ action }|${ userId }|${ token }` )
			.digest( 'hex' )
			.slice( -12, -2 );
	return {
		tick,
		create: ( action, userId, token ) =>
			hash( tick(), action, userId, token ),
		verify( nonce, action, userId, token ) {
			if ( typeof nonce !== 'string' || nonce === '' ) {
				return 0;
			}
			const current = tick();
			if ( hash( current, action, userId, token ) === nonce ) {
				return 1;
			}
			if ( hash( current - 1, action, userId, token ) === nonce ) {
				return 2;
			}
			return 0;
		},
	};
}
