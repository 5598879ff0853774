/**
 * Cart requests run one at a time, in the order they were made, and each
 * carries a sequence number. A response is applied only when no newer
 * request has been made since, so a late answer can never roll the cart
 * back. Quantities the shopper has chosen but not yet synced are kept over
 * any response ("the latest value wins").
 */
import { QUANTITY_SYNC_DEBOUNCE } from './constants';

export interface RequestQueue {
	/** Runs `task` after the ones before it; resolves with its result and whether it is still the newest. */
	run: < T >(
		task: () => Promise< T >
	) => Promise< { result: T; isLatest: boolean } >;
	/** Quantities chosen but not yet confirmed, by cart item key. */
	pendingQuantities: Map< string, number >;
	/** Debounces a quantity sync per cart item key; resolves when the sync for the latest value ran. */
	scheduleQuantity: (
		key: string,
		quantity: number,
		sync: ( quantity: number ) => Promise< void >
	) => Promise< void >;
	/** Whether a quantity sync for the key is still waiting for its timer. */
	hasScheduled: ( key: string ) => boolean;
	/**
	 * Sends every waiting quantity sync now, then waits for every request
	 * made so far; true when none of them failed. A shopper leaving the
	 * page must not lose a change still in its debounce.
	 */
	flush: () => Promise< boolean >;
}

interface Waiter {
	resolve: () => void;
	reject: ( error: unknown ) => void;
}

/** Creates a queue. */
export function createRequestQueue(
	debounce = QUANTITY_SYNC_DEBOUNCE
): RequestQueue {
	let tail: Promise< unknown > = Promise.resolve();
	let made = 0;
	const timers = new Map< string, ReturnType< typeof setTimeout > >();
	// What each timer does when it fires (flush() fires it early).
	const fires = new Map< string, () => Promise< void > >();
	const waiters = new Map< string, Waiter[] >();
	const pendingQuantities = new Map< string, number >();

	const queue: RequestQueue = {
		pendingQuantities,
		run( task ) {
			const seq = ++made;
			const next = tail
				.then( task )
				.then( ( result ) => ( { result, isLatest: seq === made } ) );
			tail = next.catch( () => undefined );
			return next;
		},
		scheduleQuantity( key, quantity, sync ) {
			pendingQuantities.set( key, quantity );
			const existing = timers.get( key );
			if ( existing ) {
				clearTimeout( existing );
			}
			return new Promise< void >( ( resolve, reject ) => {
				waiters.set( key, [
					...( waiters.get( key ) || [] ),
					{ resolve, reject },
				] );
				const fire = () => {
					clearTimeout( timers.get( key ) );
					timers.delete( key );
					fires.delete( key );
					const waiting = waiters.get( key ) || [];
					waiters.delete( key );
					return sync( quantity ).then(
						() => waiting.forEach( ( w ) => w.resolve() ),
						( error ) => {
							waiting.forEach( ( w ) => w.reject( error ) );
							throw error;
						}
					);
				};
				fires.set( key, fire );
				timers.set(
					key,
					setTimeout(
						() => fire().catch( () => undefined ),
						debounce
					)
				);
			} );
		},
		hasScheduled: ( key ) => timers.has( key ),
		async flush() {
			const syncs = [ ...fires.values() ].map( ( fire ) => fire() );
			const settled = await Promise.allSettled( [
				...syncs,
				// Resolves once every request made before it has answered.
				queue.run( () => Promise.resolve() ),
			] );
			return settled.every( ( s ) => s.status === 'fulfilled' );
		},
	};
	return queue;
}
