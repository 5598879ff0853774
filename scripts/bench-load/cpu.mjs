/**
 * Where a reader step's CPU went: this process's (the sender, autocannon)
 * and the balancer's nginx workers', in ms a request (Linux /proc). On a
 * shared machine the throughput says what the processes got; these say
 * what a request costs each of them.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let tickMs;

/** Milliseconds of CPU a /proc tick stands for (CLK_TCK, read once). */
function msPerTick() {
	tickMs ??=
		1000 / Number( execFileSync( 'getconf', [ 'CLK_TCK' ] ).toString() );
	return tickMs;
}

/** The fields of /proc/<pid>/stat after the command's name, or null once it is gone. */
function stat( pid ) {
	try {
		const text = readFileSync( `/proc/${ pid }/stat`, 'utf8' );
		return text.slice( text.lastIndexOf( ')' ) + 2 ).split( ' ' );
	} catch {
		return null;
	}
}

/** The worker processes of the nginx whose master's pid is in `pidFile`. */
function workers( pidFile ) {
	const master = readFileSync( pidFile, 'utf8' ).trim();
	return readdirSync( '/proc' ).filter(
		( pid ) => /^\d+$/.test( pid ) && stat( pid )?.[ 1 ] === master
	);
}

/** User + system CPU of `pids` so far, in ms. */
function cpuMs( pids ) {
	return pids.reduce( ( sum, pid ) => {
		const fields = stat( pid );
		return fields
			? sum +
					( Number( fields[ 11 ] ) + Number( fields[ 12 ] ) ) *
						msPerTick()
			: sum;
	}, 0 );
}

/**
 * Starts counting; `stop(requests)` gives the sender's and the balancer's
 * CPU in ms a request (the sender: all of this process, so in a step that
 * runs beside the shoppers it counts their requests too).
 */
export function countCpu( balancerPidFile ) {
	const pids = workers( balancerPidFile );
	const balancer0 = cpuMs( pids );
	const sender0 = process.cpuUsage();
	return {
		stop( requests ) {
			const sender = process.cpuUsage( sender0 );
			const perRequest = ( ms ) =>
				requests ? Number( ( ms / requests ).toFixed( 3 ) ) : null;
			return {
				senderMsPerRequest: perRequest(
					( sender.user + sender.system ) / 1000
				),
				balancerMsPerRequest: perRequest( cpuMs( pids ) - balancer0 ),
			};
		},
	};
}
