/**
 * Store API server bench: starts a preview host on a fresh database on
 * loopback, then measures GET /cart and POST /cart/add-item with
 * autocannon, first at a fixed 300 requests per second spread over the
 * connections (connectionRate; overallRate sends each second's requests in
 * one burst), target p99 under 25 ms, then flat out. Prints a table and writes bench/results/server.json.
 *
 *   node scripts/bench-server.mjs [--duration 10] [--rate 300] [--connections 10]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const arg = ( name, fallback ) => {
	const index = process.argv.indexOf( `--${ name }` );
	return index > 0 ? Number( process.argv[ index + 1 ] ) : fallback;
};
const DURATION = arg( 'duration', 10 );
const RATE = arg( 'rate', 300 );
const CONNECTIONS = arg( 'connections', 10 );
const TARGET_P99 = 25;
const PORT = 18000 + Math.floor( Math.random() * 1000 );
const BASE = `http://127.0.0.1:${ PORT }/wp-json/wc/store/v1`;

function startHost( dataDir ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn(
			process.execPath,
			[ '--import', 'tsx', join( root, 'preview', 'main.ts' ) ],
			{
				cwd: root,
				env: {
					...process.env,
					PORT: String( PORT ),
					HOST: '127.0.0.1',
					KIOSK_DATA_DIR: dataDir,
					KIOSK_LOG: '0',
				},
				stdio: [ 'ignore', 'pipe', 'inherit' ],
			}
		);
		child.stdout.on( 'data', ( chunk ) => {
			if ( String( chunk ).includes( 'listening on' ) ) {
				resolve( child );
			}
		} );
		child.on( 'exit', ( code ) =>
			reject( new Error( `host exited with ${ code }` ) )
		);
	} );
}

/** Opens carts (by Cart-Token), each with a couple of items. */
async function openCarts( count ) {
	const tokens = [];
	for ( let index = 0; index < count; index++ ) {
		const first = await fetch( `${ BASE }/cart` );
		const token = first.headers.get( 'Cart-Token' );
		for ( const id of [ 1, 6 ] ) {
			await fetch( `${ BASE }/cart/add-item`, {
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

async function measure( title, options ) {
	const result = await autocannon( {
		url: BASE,
		connections: CONNECTIONS,
		duration: DURATION,
		...options,
	} );
	return {
		scenario: title,
		rps: Math.round( result.requests.average ),
		p50: result.latency.p50,
		p99: result.latency.p99,
		max: result.latency.max,
		non2xx: result.non2xx,
		errors: result.errors + result.timeouts,
		requests: result.requests.total,
	};
}

async function main() {
	const dataDir = mkdtempSync( join( tmpdir(), 'kiosk-bench-' ) );
	const host = await startHost( dataDir );
	try {
		// Products without stock management and with the default limit of 99.
		const ADDABLE = [ 1, 2, 4, 10 ];
		const tokens = await openCarts( 60 );
		let turn = 0;
		const getCart = ( rate ) => ( {
			requests: [
				{
					method: 'GET',
					path: '/wp-json/wc/store/v1/cart',
					setupRequest: ( request ) => ( {
						...request,
						headers: {
							...request.headers,
							'Cart-Token': tokens[ turn++ % tokens.length ],
						},
					} ),
				},
			],
			...( rate ? { connectionRate: rate / CONNECTIONS } : {} ),
		} );
		const addItem = ( rate ) => ( {
			requests: [
				{
					method: 'POST',
					path: '/wp-json/wc/store/v1/cart/add-item',
					setupRequest: ( request ) => {
						const n = turn++;
						return {
							...request,
							headers: {
								...request.headers,
								'Content-Type': 'application/json',
								'Cart-Token': tokens[ n % tokens.length ],
							},
							body: JSON.stringify( {
								id: ADDABLE[
									Math.floor( n / tokens.length ) %
										ADDABLE.length
								],
								quantity: 1,
							} ),
						};
					},
				},
			],
			...( rate ? { connectionRate: rate / CONNECTIONS } : {} ),
		} );
		// Warm up (JIT, SQLite page cache); not reported.
		await autocannon( {
			url: BASE,
			connections: CONNECTIONS,
			duration: 3,
			...getCart( 0 ),
		} );
		await autocannon( {
			url: BASE,
			connections: CONNECTIONS,
			duration: 2,
			...addItem( 0 ),
		} );
		const rows = [];
		rows.push(
			await measure( `GET /cart @ ${ RATE } req/s`, getCart( RATE ) )
		);
		rows.push(
			await measure(
				`POST /cart/add-item @ ${ RATE } req/s`,
				addItem( RATE )
			)
		);
		rows.push( await measure( 'GET /cart (max)', getCart( 0 ) ) );
		rows.push( await measure( 'POST /cart/add-item (max)', addItem( 0 ) ) );
		console.log(
			`\nStore API on loopback, ${ CONNECTIONS } connections, ${ DURATION } s per scenario (target: p99 < ${ TARGET_P99 } ms at ${ RATE } req/s)\n`
		);
		console.table(
			rows.map( ( row ) => ( {
				scenario: row.scenario,
				'req/s': row.rps,
				'p50 ms': row.p50,
				'p99 ms': row.p99,
				'max ms': row.max,
				'non-2xx': row.non2xx,
				errors: row.errors,
			} ) )
		);
		const fixed = rows.slice( 0, 2 );
		const pass = fixed.every(
			( row ) =>
				row.p99 < TARGET_P99 && row.non2xx === 0 && row.errors === 0
		);
		console.log(
			pass
				? `PASS: p99 under ${ TARGET_P99 } ms at ${ RATE } req/s`
				: `FAIL: p99 at ${ RATE } req/s is ${ fixed.map( ( row ) => row.p99 ).join( ' / ' ) } ms (or errors)`
		);
		mkdirSync( join( root, 'bench', 'results' ), { recursive: true } );
		writeFileSync(
			join( root, 'bench', 'results', 'server.json' ),
			JSON.stringify(
				{
					date: new Date().toISOString(),
					node: process.version,
					duration: DURATION,
					connections: CONNECTIONS,
					rate: RATE,
					targetP99: TARGET_P99,
					pass,
					results: rows,
				},
				null,
				'\t'
			) + '\n'
		);
		process.exitCode = pass ? 0 : 1;
	} finally {
		host.kill( 'SIGTERM' );
		rmSync( dataDir, { recursive: true, force: true } );
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
