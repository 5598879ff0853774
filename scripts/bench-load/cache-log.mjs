/**
 * The balancer's access log (one line a request: the cache's verdict, the
 * status, the time), read from an offset: what a phase of the bench did.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';

/** The log's size now: where the next phase starts. */
export const logOffset = ( file ) =>
	existsSync( file ) ? statSync( file ).size : 0;

/** Counts by verdict and non-2xx/3xx statuses since `offset` (after nginx's 1 s flush). */
export async function logSince( file, offset ) {
	await new Promise( ( r ) => setTimeout( r, 1500 ) );
	const text = readFileSync( file ).subarray( offset ).toString( 'utf8' );
	const counts = {};
	let errors = 0;
	for ( const line of text.split( '\n' ) ) {
		const [ verdict, status ] = line.split( ' ' );
		if ( ! verdict ) {
			continue;
		}
		counts[ verdict ] = ( counts[ verdict ] || 0 ) + 1;
		if ( Number( status ) >= 400 ) {
			errors++;
		}
	}
	const total = Object.values( counts ).reduce( ( a, b ) => a + b, 0 );
	return {
		total,
		counts,
		errors,
		// Served from the cache: a hit, or a stale copy while one request refreshes it.
		hitRatio: total
			? ( ( counts.HIT || 0 ) +
					( counts.UPDATING || 0 ) +
					( counts.STALE || 0 ) ) /
				total
			: 0,
	};
}
