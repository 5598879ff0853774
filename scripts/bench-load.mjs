/**
 * `npm run bench:load`: the production-shaped stack under bounded loopback
 * load (issue 44). Not a test: it prints figures and writes them to
 * bench/results/load-<time>.json.
 *
 *   1. readers through the full-page cache: the front page and an article at
 *      a held rate (READERS_RATE, default 2500/s) for 60 s;
 *   2. the same pages past the cache (the nodes render each), 60 s;
 *   3. 50 guests at once, each adding a book, applying SOMMER10 and placing
 *      an order over both nodes, while readers keep reading from the cache
 *      (1000/s); then the orders, the stock and each cart are checked;
 *   4. Kiosk's own server cost on the stack: the Store API's per-visitor
 *      requests in CPU instructions (callgrind), with and without Kiosk
 *      (bench-load/server-cost.mjs).
 *
 *   node --import tsx scripts/bench-load.mjs [--seconds 60] [--shoppers 50]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { readers, READER_PATHS } from './bench-load/readers.mjs';
import { shoppers } from './bench-load/shoppers.mjs';
import { startBenchStack } from './bench-load/stack.mjs';
import { checkOrders } from './bench-load/orders.mjs';
import { printReport } from './bench-load/report.mjs';
import { serverCost } from './bench-load/server-cost.mjs';

const arg = ( name, fallback ) => {
	const i = process.argv.indexOf( `--${ name }` );
	return i > -1 ? Number( process.argv[ i + 1 ] ) : fallback;
};
const SECONDS = arg( 'seconds', 60 );
const SHOPPERS = arg( 'shoppers', 50 );
const RATE = Number( process.env.READERS_RATE || 2500 );

const load = () => loadavg().map( ( v ) => Number( v.toFixed( 2 ) ) );
const loadBefore = load();
const stack = await startBenchStack();
let failed = false;
try {
	const product = Number(
		stack
			.php(
				`$p = wc_get_product( get_page_by_path( 'die-stadt-und-das-meer', OBJECT, 'product' )->ID );
				$p->set_manage_stock( true ); $p->set_stock_quantity( 500 ); $p->save();
				echo $p->get_id();`
			)
			.trim()
	);
	for ( const path of READER_PATHS ) {
		await fetch( `${ stack.url }${ path }` ).then( ( r ) => r.text() );
	}
	const common = {
		url: stack.url,
		cacheLog: stack.cacheLog,
		balancerPidFile: join( dirname( stack.cacheLog ), 'nginx.pid' ),
	};
	console.error( `bench:load: readers from the cache, ${ SECONDS } s` );
	const cached = await readers( {
		...common,
		rate: RATE,
		connections: 50,
		seconds: SECONDS,
		cached: true,
	} );
	console.error( `bench:load: ${ JSON.stringify( cached ) }` );
	console.error( `bench:load: readers past the cache, ${ SECONDS } s` );
	const uncached = await readers( {
		...common,
		connections: 8,
		seconds: SECONDS,
		cached: false,
	} );
	console.error( `bench:load: ${ JSON.stringify( uncached ) }` );
	console.error( `bench:load: ${ SHOPPERS } shoppers while readers read` );
	let shoppingDone;
	const done = new Promise( ( r ) => ( shoppingDone = r ) );
	const during = readers( {
		...common,
		rate: 1000,
		connections: 20,
		seconds: 600,
		cached: true,
		until: done,
	} );
	const shopping = await shoppers( {
		url: stack.url,
		product,
		count: SHOPPERS,
	} ).finally( () => shoppingDone() );
	const readersWhileShopping = await during;
	const checks = checkOrders( stack, {
		product,
		orders: shopping.orders,
		emails: shopping.emails,
		stockBefore: 500,
	} );
	const loadAfterShopping = load();
	console.error(
		'bench:load: server cost with and without Kiosk (callgrind)'
	);
	// Its own failure is reported, never the load figures lost with it.
	const cost = await serverCost( stack ).catch( ( error ) => ( {
		error: error.message.split( '\n' )[ 0 ],
	} ) );
	const report = {
		when: new Date().toISOString(),
		command: 'npm run bench:load',
		cores: availableParallelism(),
		// The machine's load average (1, 5, 15 min) before the stack started and after the shoppers.
		load: { before: loadBefore, after: loadAfterShopping },
		readers: { cached, uncached, whileShopping: readersWhileShopping },
		shoppers: {
			...shopping,
			orders: shopping.orders.length,
			emails: undefined,
		},
		checks,
		serverCost: cost,
	};
	printReport( report );
	const dir = join( process.cwd(), 'bench', 'results' );
	mkdirSync( dir, { recursive: true } );
	const file = join(
		dir,
		`load-${ report.when.replace( /[:.]/g, '-' ) }.json`
	);
	writeFileSync( file, JSON.stringify( report, null, 2 ) );
	console.log( `written to ${ file }` );
	failed = ! checks.ok || shopping.errors.length > 0;
} finally {
	await stack.stop();
}
process.exit( failed ? 1 : 0 );
