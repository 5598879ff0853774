/**
 * Store API server bench on the real stack: a site of its own (cloned from
 * the template, Kiosk installed from its zips, `php -S` with workers on
 * loopback), then GET /cart and POST /cart/add-item at a fixed rate (a
 * small open-loop sender: autocannon gets no answer from php -S, which
 * closes each connection), with Kiosk's plugin active and with it deactivated,
 * alternating (with, without, with, without) so that drift hits both alike.
 * Kiosk must add no measurable server time: its p50 may exceed the one
 * without it by at most 10 % (plus 2 ms of timer noise). Prints a table and
 * writes bench/results/server.json.
 *
 *   npm run bench:server -- [--duration 10] [--rate 10]
 */
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire( import.meta.url );
const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const setup = require( '../tests/e2e/support/global-setup.cjs' );
const teardown = require( '../tests/e2e/support/global-teardown.cjs' );

const arg = ( name, fallback ) => {
	const index = process.argv.indexOf( `--${ name }` );
	return index > 0 ? Number( process.argv[ index + 1 ] ) : fallback;
};
const DURATION = arg( 'duration', 10 );
const RATE = arg( 'rate', 10 );
const ROUNDS = 2;

/** Opens carts (by Cart-Token: no nonce needed), each with two items. */
async function openCarts( base, ids, count ) {
	const tokens = [];
	for ( let index = 0; index < count; index++ ) {
		const first = await fetch( `${ base }/cart` );
		const token = first.headers.get( 'Cart-Token' );
		for ( const id of ids.slice( 0, 2 ) ) {
			await fetch( `${ base }/cart/add-item`, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'Cart-Token': token,
				},
				body: JSON.stringify( { id, quantity: 1 } ),
			} );
		}
		tokens.push( token );
	}
	return tokens;
}

/** The two scenarios, each spreading its requests over the carts. */
function scenarios( tokens, ids ) {
	let turn = 0;
	const token = () => tokens[ turn++ % tokens.length ];
	return {
		'GET /cart': {
			method: 'GET',
			path: '/wp-json/wc/store/v1/cart',
			setupRequest: ( request ) => ( {
				...request,
				headers: { ...request.headers, 'Cart-Token': token() },
			} ),
		},
		'POST /cart/add-item': {
			method: 'POST',
			path: '/wp-json/wc/store/v1/cart/add-item',
			setupRequest: ( request ) => ( {
				...request,
				headers: {
					...request.headers,
					'Content-Type': 'application/json',
					'Cart-Token': token(),
				},
				body: JSON.stringify( {
					id: ids[ turn % ids.length ],
					quantity: 1,
				} ),
			} ),
		},
	};
}

/**
 * Sends `request` at a fixed rate for `duration` seconds (each on its own
 * connection, as php -S closes every connection after its answer), and
 * returns the latency percentiles of the answers. Rate 0: one after another.
 */
async function run( url, request, duration, rate ) {
	const base = url.replace( '//localhost:', '//127.0.0.1:' );
	const latencies = [];
	let non2xx = 0;
	let errors = 0;
	const once = async () => {
		const init = request.setupRequest( {
			method: request.method,
			headers: {},
		} );
		const started = performance.now();
		try {
			const response = await fetch( base + request.path, init );
			await response.arrayBuffer();
			latencies.push( performance.now() - started );
			if ( response.status < 200 || response.status > 299 ) {
				non2xx++;
			}
		} catch {
			errors++;
		}
	};
	const end = Date.now() + duration * 1000;
	const pending = [];
	if ( rate ) {
		for ( let next = Date.now(); next < end; next += 1000 / rate ) {
			await new Promise( ( resolve ) =>
				setTimeout( resolve, Math.max( 0, next - Date.now() ) )
			);
			pending.push( once() );
		}
	} else {
		while ( Date.now() < end ) {
			await once();
		}
	}
	await Promise.all( pending );
	latencies.sort( ( a, b ) => a - b );
	const at = ( q ) =>
		Math.round(
			latencies[
				Math.min(
					latencies.length - 1,
					Math.floor( q * latencies.length )
				)
			] ?? 0
		);
	if ( ! latencies.length ) {
		throw new Error( `no request to ${ request.path } was answered` );
	}
	return {
		p50: at( 0.5 ),
		p99: at( 0.99 ),
		rps: latencies.length / duration,
		non2xx,
		errors,
	};
}

const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

async function main() {
	await setup();
	// After the set-up: host.ts reads the run's MariaDB socket at load.
	const { startHost } = require( '../tests/e2e/support/host.ts' );
	const host = await startHost();
	try {
		const base = `${ host.url }/wp-json/wc/store/v1`;
		// Simple products without stock limits (the demo's books and magazines).
		const ids = JSON.parse(
			host.php(
				`echo wp_json_encode( array_map( 'wc_get_product_id_by_sku', array( 'KIOSK-1', 'KIOSK-2', 'KIOSK-4' ) ) );`
			)
		);
		const tokens = await openCarts( base, ids, 40 );
		if ( tokens.some( ( token ) => ! token ) ) {
			throw new Error( 'the Store API gave no Cart-Token' );
		}
		const requests = scenarios( tokens, ids );
		const samples = {};
		const toggle = ( on ) =>
			host.php(
				on
					? "activate_plugin( 'kiosk/kiosk.php' );"
					: "deactivate_plugins( 'kiosk/kiosk.php' );"
			);
		for ( const [ name, request ] of Object.entries( requests ) ) {
			// Warm-up (opcache, MariaDB's buffers); not reported.
			await run( host.url, request, 3, 0 );
			for ( let round = 0; round < ROUNDS; round++ ) {
				for ( const kiosk of [ true, false ] ) {
					toggle( kiosk );
					const key = `${ name } ${ kiosk ? 'with' : 'without' } Kiosk`;
					( samples[ key ] ||= [] ).push(
						await run( host.url, request, DURATION, RATE )
					);
				}
			}
		}
		toggle( true );
		const rows = Object.entries( samples ).map(
			( [ scenario, runs ] ) => ( {
				scenario,
				'p50 ms': median( runs.map( ( r ) => r.p50 ) ),
				'p99 ms': median( runs.map( ( r ) => r.p99 ) ),
				'req/s': Math.round( median( runs.map( ( r ) => r.rps ) ) ),
				'non-2xx': runs.reduce( ( n, r ) => n + r.non2xx, 0 ),
				errors: runs.reduce( ( n, r ) => n + r.errors, 0 ),
			} )
		);
		console.log(
			`\nStore API on loopback (php -S with 4 workers, ${ RATE } req/s, ${ DURATION } s × ${ ROUNDS } rounds each, medians)\n`
		);
		console.table( rows );
		const verdicts = Object.keys( requests ).map( ( name ) => {
			const withKiosk = rows.find(
				( r ) => r.scenario === `${ name } with Kiosk`
			);
			const without = rows.find(
				( r ) => r.scenario === `${ name } without Kiosk`
			);
			const limit = without[ 'p50 ms' ] * 1.1 + 2;
			return {
				name,
				added: withKiosk[ 'p50 ms' ] - without[ 'p50 ms' ],
				pass:
					withKiosk[ 'p50 ms' ] <= limit &&
					withKiosk[ 'non-2xx' ] + withKiosk.errors === 0 &&
					without[ 'non-2xx' ] + without.errors === 0,
			};
		} );
		for ( const v of verdicts ) {
			console.log(
				`${ v.pass ? 'PASS' : 'FAIL' }: ${ v.name }: Kiosk adds ${ v.added.toFixed( 1 ) } ms at p50`
			);
		}
		const pass = verdicts.every( ( v ) => v.pass );
		mkdirSync( join( root, 'bench', 'results' ), { recursive: true } );
		writeFileSync(
			join( root, 'bench', 'results', 'server.json' ),
			JSON.stringify(
				{
					date: new Date().toISOString(),
					duration: DURATION,
					rate: RATE,
					rounds: ROUNDS,
					pass,
					rows,
					verdicts,
				},
				null,
				'\t'
			) + '\n'
		);
		process.exitCode = pass ? 0 : 1;
	} finally {
		await host.dispose();
		await teardown();
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
