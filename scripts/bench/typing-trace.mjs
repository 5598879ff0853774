/**
 * Where a keystroke's time goes (`npm run bench -- --typing-trace`): per
 * checkout field at 4× CPU, one window of 20 keys 150 ms apart and the
 * tail after them, as the typing section counts it, split by the renderer's
 * metrics (CDP `Performance.getMetrics`: script, style, layout, the rest of
 * the task time) and profiled (CDP `Profiler`, sampled every 100 µs): the
 * functions with the most self time, with their script. The same for the
 * React reference document, so what a field does beyond it shows.
 */
import { MOBILE, addItemToCart } from '../../tests/e2e/support/measure.ts';
import { CPU_THROTTLING } from './timings.mjs';

const GAP = 150;
const TAIL = 2500;
const KEYS = [ ...'Anna-Lena Müller-Ost' ];
const METRICS = [
	'TaskDuration',
	'ScriptDuration',
	'RecalcStyleDuration',
	'LayoutDuration',
];

const FIELDS = {
	email: 'main input[type="email"]',
	'first name': 'main input[autocomplete$="given-name"]',
	street: 'main input[autocomplete$="address-line1"]',
	city: 'main input[autocomplete$="address-level2"]',
};

async function metrics( cdp ) {
	const { metrics: all } = await cdp.send( 'Performance.getMetrics' );
	return Object.fromEntries(
		METRICS.map( ( name ) => [
			name,
			all.find( ( m ) => m.name === name )?.value ?? 0,
		] )
	);
}

/** Self time per function (ms) of a CDP profile, the top `n`. */
function topFunctions( profile, n = 12 ) {
	const byId = new Map( profile.nodes.map( ( node ) => [ node.id, node ] ) );
	const self = new Map();
	const deltas = profile.timeDeltas;
	profile.samples.forEach( ( id, i ) => {
		const node = byId.get( id );
		const { functionName, url, lineNumber } = node.callFrame;
		const file = url ? url.split( '/' ).pop().split( '?' )[ 0 ] : '';
		const key = `${ functionName || '(anonymous)' } ${ file }${ file ? `:${ lineNumber + 1 }` : '' }`;
		const next = deltas[ i + 1 ] ?? 0;
		self.set( key, ( self.get( key ) || 0 ) + next / 1000 );
	} );
	return [ ...self.entries() ]
		.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
		.slice( 0, n )
		.map( ( [ key, ms ] ) => `${ ms.toFixed( 1 ) } ms ${ key }` );
}

/**
 * Counts localStorage writes in every page of `context` (read with
 * storageWrites()).
 */
async function countStorageWrites( context ) {
	await context.addInitScript( () => {
		const set = Storage.prototype.setItem;
		window.__kioskBenchWrites = 0;
		Storage.prototype.setItem = function ( ...args ) {
			window.__kioskBenchWrites++;
			return set.apply( this, args );
		};
	} );
}

function storageWrites( page ) {
	return page.evaluate( () => window.__kioskBenchWrites ?? 0 );
}

/** One profiled window of KEYS in `selector` on a loaded, throttled page. */
async function traceWindow( page, selector ) {
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Performance.enable' );
	await cdp.send( 'Emulation.setCPUThrottlingRate', {
		rate: CPU_THROTTLING,
	} );
	const input = page.locator( selector ).first();
	await input.focus();
	await input.fill( '' );
	await page.waitForTimeout( 2000 );
	await cdp.send( 'Profiler.enable' );
	await cdp.send( 'Profiler.setSamplingInterval', { interval: 100 } );
	// What the window sends and stores: each request and each localStorage
	// write is work a key pays for.
	const requests = [];
	const onRequest = ( request ) => {
		if ( request.resourceType() === 'fetch' ) {
			const url = new URL( request.url() );
			requests.push(
				`${ request.method() } ${ url.pathname }${ url.searchParams.get( 'rest_route' ) || '' }`
			);
		}
	};
	page.on( 'request', onRequest );
	const writesBefore = await storageWrites( page );
	const before = await metrics( cdp );
	await cdp.send( 'Profiler.start' );
	for ( const key of KEYS ) {
		await page.keyboard.type( key );
		await page.waitForTimeout( GAP );
	}
	await page.waitForTimeout( TAIL );
	const { profile } = await cdp.send( 'Profiler.stop' );
	const after = await metrics( cdp );
	const perKey = Object.fromEntries(
		METRICS.map( ( name ) => [
			name.replace( 'Duration', '' ),
			Number(
				(
					( ( after[ name ] - before[ name ] ) * 1000 ) /
					KEYS.length
				).toFixed( 2 )
			),
		] )
	);
	page.off( 'request', onRequest );
	const writes = ( await storageWrites( page ) ) - writesBefore;
	await cdp.detach();
	return {
		perKey,
		requests,
		writes,
		top: topFunctions( profile ),
	};
}

/** The trace of every field in FIELDS and of the React reference. */
export async function traceTyping( browser, baseUrl, log ) {
	const context = await browser.newContext( MOBILE );
	await countStorageWrites( context );
	const out = {};
	try {
		const reference = await context.newPage();
		const vendor = `${ baseUrl }/wp-includes/js/dist/vendor/`;
		const url = `${ baseUrl }/kiosk-bench-typing-trace/`;
		await reference.route( url, ( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'text/html; charset=utf-8',
				body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Referenz</title></head><body><main id="root"></main><script src="${ vendor }react.min.js"></script><script src="${ vendor }react-dom.min.js"></script><script>(()=>{const e=React.createElement;ReactDOM.createRoot(document.getElementById('root')).render(e('form',null,e('label',null,'E-Mail ',e('input',{id:'r',onChange:()=>{}}))));})();</script></body></html>`,
			} )
		);
		await reference.goto( url );
		out[ 'React reference' ] = await traceWindow( reference, 'input#r' );
		log(
			`  React reference: ${ JSON.stringify( out[ 'React reference' ].perKey ) }`
		);
		await reference.close();

		await addItemToCart( context, baseUrl );
		for ( const [ name, selector ] of Object.entries( FIELDS ) ) {
			// A fresh page per field: no field's tail reaches the next.
			const page = await context.newPage();
			await page.goto( `${ baseUrl }/kasse/`, { waitUntil: 'load' } );
			await page.waitForLoadState( 'networkidle' ).catch( () => {} );
			await page.locator( '.kiosk-checkout__place-order' ).waitFor();
			out[ name ] = await traceWindow( page, selector );
			log(
				`  ${ name }: ${ JSON.stringify( out[ name ].perKey ) }, localStorage writes ${ out[ name ].writes }, requests: ${ out[ name ].requests.join( ', ' ) || 'none' }`
			);
			await page.close();
		}
	} finally {
		await context.close();
	}
	return out;
}
