/**
 * Readers from the cache, before and after a change of the balancer's
 * configuration, in one run: one bench stack (stack.mjs), and beside its
 * balancer two more on the same two nodes, one from `--ref`'s
 * nginx-config.cjs (git show) and one from the working tree's; the reader
 * step (readers.mjs: same pages, same headers) runs against each in turn,
 * `--rounds` times, so both see the same machine. Prints each run and the
 * medians, with the CPU a request took the sender and each balancer.
 *
 *   node --import tsx scripts/bench-load/compare-balancers.mjs [--ref main] [--seconds 20] [--rounds 3]
 */
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { READER_PATHS, READER_HEADERS, readers } from './readers.mjs';
import { startBenchStack } from './stack.mjs';

const require = createRequire( import.meta.url );
const { startNginx } = require( '../stack/production/nginx.cjs' );
const { freePort } = require( '../stack/server.cjs' );

const arg = ( name, fallback ) => {
	const i = process.argv.indexOf( `--${ name }` );
	return i > -1 ? process.argv[ i + 1 ] : fallback;
};
const REF = arg( 'ref', 'main' );
const SECONDS = Number( arg( 'seconds', 20 ) );
const ROUNDS = Number( arg( 'rounds', 3 ) );
const CONFIG = 'scripts/stack/production/nginx-config.cjs';

/** `ref`'s nginx-config.cjs, loadable beside the working tree's (its own requires resolved from here). */
function configAt( ref, dir ) {
	const text = execFileSync( 'git', [ 'show', `${ ref }:${ CONFIG }` ] )
		.toString()
		.replace(
			"require( './timeouts.cjs' )",
			`require( ${ JSON.stringify(
				require.resolve( '../stack/production/timeouts.cjs' )
			) } )`
		);
	const file = join( dir, 'nginx-config.cjs' );
	writeFileSync( file, text );
	return require( file );
}

/** The cache's verdict for one reader's request of `path` on `port`, asked as the site `host`. */
const verdict = ( port, host, path ) =>
	new Promise( ( resolve, reject ) => {
		get(
			{
				hostname: '127.0.0.1',
				port,
				path,
				headers: { ...READER_HEADERS, host },
			},
			( response ) => {
				response.resume();
				response.on( 'end', () =>
					resolve( response.headers[ 'x-cache' ] )
				);
			}
		).on( 'error', reject );
	} );

/** Asks each reader page until it comes from the cache: the runs measure hits, never the first render. */
async function warm( port, host ) {
	for ( const path of READER_PATHS ) {
		let tries = 0;
		while ( ( await verdict( port, host, path ) ) !== 'HIT' ) {
			if ( ++tries > 30 ) {
				throw new Error( `${ path } never came from the cache` );
			}
		}
	}
}

const dir = mkdtempSync( join( tmpdir(), 'kiosk-compare-balancers-' ) );
const stack = await startBenchStack();
const balancers = [];
const stopAll = async () => {
	for ( const b of balancers.splice( 0 ) ) {
		await b.server.stop();
	}
	await stack.stop();
	rmSync( dir, { recursive: true, force: true } );
};
// Ctrl-C stops every server this started, as the end of the run does.
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.once( signal, () => stopAll().finally( () => process.exit( 1 ) ) );
}
try {
	const nodePorts = stack.nodes.map( ( n ) => n.port );
	for ( const [ name, config ] of [
		[ REF, configAt( REF, dir ) ],
		[ 'working tree', require( '../stack/production/nginx-config.cjs' ) ],
	] ) {
		const bdir = join( dir, `balancer-${ balancers.length }` );
		mkdirSync( join( bdir, 'cache' ), { recursive: true } );
		const port = await freePort();
		const server = await startNginx( {
			name: `balancer (${ name })`,
			dir: bdir,
			port,
			config: config.balancerConfig( {
				dir: bdir,
				port,
				nodePorts,
				cacheDir: join( bdir, 'cache' ),
			} ),
		} );
		balancers.push( { name, port, dir: bdir, server } );
	}
	// WordPress answers for the site's own host only: each balancer is asked with it.
	const host = new URL( stack.url ).host;
	for ( const b of balancers ) {
		await warm( b.port, host );
	}
	const rows = [];
	for ( let round = 1; round <= ROUNDS; round++ ) {
		for ( const b of balancers ) {
			const row = await readers( {
				url: `http://127.0.0.1:${ b.port }`,
				host,
				cacheLog: join( b.dir, 'cache.log' ),
				balancerPidFile: join( b.dir, 'nginx.pid' ),
				rate: 2500,
				connections: 50,
				seconds: SECONDS,
				cached: true,
			} );
			const load = Number( loadavg()[ 0 ].toFixed( 2 ) );
			rows.push( { balancer: b.name, round, load, ...row } );
			console.log( JSON.stringify( rows.at( -1 ) ) );
		}
	}
	const median = ( values ) =>
		[ ...values ].sort( ( a, b ) => a - b )[
			Math.floor( values.length / 2 )
		];
	for ( const b of balancers ) {
		const mine = rows.filter( ( r ) => r.balancer === b.name );
		const m = ( key ) => median( mine.map( ( r ) => r[ key ] ) );
		console.log(
			`median of ${ mine.length }, ${ b.name }: ${ m( 'perSecond' ) } req/s, p50 ${ m( 'p50' ) } ms, p99 ${ m( 'p99' ) } ms, hits ${ m( 'hitRatio' ) }, errors ${ m( 'errors' ) }, CPU a request: sender ${ m( 'senderMsPerRequest' ) } ms, balancer ${ m( 'balancerMsPerRequest' ) } ms; load ${ m( 'load' ) }`
		);
	}
} finally {
	await stopAll();
}
