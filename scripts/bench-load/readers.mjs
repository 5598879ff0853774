/**
 * Readers: the front page and an article, alternately, at a held rate
 * (autocannon's overallRate) for a while; through the page cache, or past
 * it (a query string the cache passes to the nodes).
 */
import autocannon from 'autocannon';
import { logOffset, logSince } from './cache-log.mjs';
import { countCpu } from './cpu.mjs';

export const READER_PATHS = [ '/', '/aufstieg-perfekt-fc-jubelt/' ];

/**
 * What a browser asks for a page (Chrome's and Firefox's Accept-Encoding):
 * every reader takes a compressed page. One request at a time on each
 * keep-alive connection, as a browser's (no pipelining).
 */
export const READER_HEADERS = {
	accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
	'accept-encoding': 'gzip, deflate, br, zstd',
};

/**
 * `until`: a promise that ends the run early (the shoppers' end);
 * `balancerPidFile`: the balancer's nginx.pid, whose workers' CPU is counted;
 * `host`: the Host header where `url` is not the site's own address.
 *
 * @param {{ url: string, host?: string, cacheLog: string, balancerPidFile: string, rate?: number, connections: number, seconds: number, cached: boolean, until?: Promise<unknown> }} options
 */
export async function readers( {
	url,
	host,
	cacheLog,
	balancerPidFile,
	rate,
	connections,
	seconds,
	cached,
	until,
} ) {
	const offset = logOffset( cacheLog );
	let n = 0;
	let instance;
	const cpu = countCpu( balancerPidFile );
	const run = new Promise( ( resolve, reject ) => {
		instance = autocannon(
			{
				url,
				connections,
				duration: seconds,
				...( rate ? { overallRate: rate } : {} ),
				headers: host ? { ...READER_HEADERS, host } : READER_HEADERS,
				requests: READER_PATHS.map( ( path ) => ( {
					method: 'GET',
					// Past the cache: a query string it does not keep (each its own, so nginx never merges them).
					setupRequest: ( request ) => ( {
						...request,
						path: cached ? path : `${ path }?nocache=${ ++n }`,
					} ),
				} ) ),
			},
			( error, result ) => ( error ? reject( error ) : resolve( result ) )
		);
	} );
	until?.then( () => instance.stop() );
	const result = await run;
	const cpuPerRequest = cpu.stop( result.requests.total );
	const log = await logSince( cacheLog, offset );
	return {
		cached,
		rateAsked: rate || null,
		connections,
		seconds: result.duration,
		requests: result.requests.total,
		perSecond: Math.round( result.requests.average ),
		p50: result.latency.p50,
		p99: result.latency.p99,
		errors: result.errors + result.timeouts + result.non2xx,
		hitRatio: log.hitRatio,
		verdicts: log.counts,
		...cpuPerRequest,
	};
}
