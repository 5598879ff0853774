/**
 * Where a keystroke's time goes (`npm run bench -- --typing-trace`): per
 * checkout field at 4× CPU, one window of 20 keys 150 ms apart and the
 * tail after them, as the typing section counts it, split by the renderer's
 * metrics (CDP `Performance.getMetrics`: script, style, layout, the rest of
 * the task time) and profiled (CDP `Profiler`, sampled every 1 ms; 100 µs made the
 * keys so slow that the drafts went to the store between them): the
 * functions with the most self time, with their script. The same for the
 * React reference document, so what a field does beyond it shows.
 */
import { MOBILE, addItemToCart } from '../../tests/e2e/support/measure.ts';
import { CPU_THROTTLING } from './timings.mjs';
import { startTrace } from './trace.mjs';

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

/**
 * Counts React commits in every page of `context`: a stand-in for React's
 * devtools hook, which production React calls after each commit.
 */
async function countCommits( context ) {
	await context.addInitScript( () => {
		window.__kioskBenchCommits = 0;
		window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
			supportsFiber: true,
			renderers: new Map(),
			inject: () => 1,
			checkDCE: () => {},
			onScheduleFiberRoot: () => {},
			onCommitFiberRoot: () => {
				window.__kioskBenchCommits++;
			},
			onCommitFiberUnmount: () => {},
			onPostCommitFiberRoot: () => {},
		};
	} );
}

/**
 * The browser's own work in a window, from its trace events (renderer main
 * thread): style recalcs and the elements they styled, layouts and the
 * objects they laid out (and how many were partial, from a layout root),
 * paints and the area they covered, per key.
 */
function browserWork( events, keys ) {
	const w = {
		styleRecalcs: 0,
		styledElements: 0,
		layouts: 0,
		layoutObjects: 0,
		paints: 0,
		paintArea: 0,
	};
	const byName = new Map();
	for ( const e of events ) {
		if ( e.ph !== 'X' && e.ph !== 'B' ) {
			continue;
		}
		if ( e.ph === 'X' && e.tdur !== undefined ) {
			byName.set( e.name, ( byName.get( e.name ) || 0 ) + e.tdur );
		}
		if ( e.name === 'UpdateLayoutTree' ) {
			w.styleRecalcs++;
			w.styledElements += e.args?.elementCount ?? 0;
		} else if ( e.name === 'Layout' ) {
			w.layouts++;
			w.layoutObjects += e.args?.beginData?.dirtyObjects ?? 0;
		} else if ( e.name === 'Paint' ) {
			w.paints++;
			const q = e.args?.data?.clip;
			if ( q?.length === 8 ) {
				w.paintArea += Math.abs(
					( q[ 2 ] - q[ 0 ] ) * ( q[ 5 ] - q[ 1 ] )
				);
			}
		}
	}
	// Thread time per key (ms) of the costliest event kinds; nested events
	// count in their parents too.
	const top = [ ...byName.entries() ]
		.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
		.slice( 0, 10 )
		.map( ( [ n, us ] ) => `${ n } ${ ( us / 1000 / keys ).toFixed( 2 ) }` )
		.join( ', ' );
	return {
		...Object.fromEntries(
			Object.entries( w ).map( ( [ k, v ] ) => [
				k,
				Number( ( v / keys ).toFixed( 1 ) ),
			] )
		),
		top,
	};
}

/** The keys' events and the tail's (from the mark after the last key), per key. */
function split( events ) {
	const mark = events.find( ( e ) => e.name === 'kiosk-bench-keys-end' );
	const end = mark?.ts ?? Infinity;
	return {
		work: browserWork(
			events.filter( ( e ) => e.ts < end ),
			KEYS.length
		),
		tailWork: browserWork(
			events.filter( ( e ) => e.ts >= end ),
			KEYS.length
		),
	};
}

function storageWrites( page ) {
	return page.evaluate( () => window.__kioskBenchWrites ?? 0 );
}

/**
 * The checkout's first use (focus, input or pointer) loads the payment
 * methods' scripts and their options replace the step's placeholder: a
 * shopper's first field pays that once, not per key. It is over before any
 * window: a pointerdown in the checkout (no field is focused or blurred, so
 * no field's error is shown, which would make its every key go to the store)
 * and the options waited for.
 */
export async function warmPaymentMethods( page ) {
	const step = page.locator( '.kiosk-checkout__payment-methods' ).first();
	if ( ! ( await step.count() ) ) {
		return;
	}
	await step.dispatchEvent( 'pointerdown' );
	await page
		.locator( '.kiosk-checkout__payment-methods input[type="radio"]' )
		.first()
		.waitFor( { state: 'attached', timeout: 10000 } )
		.catch( () => undefined );
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
	await cdp.send( 'Profiler.setSamplingInterval', { interval: 1000 } );
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
	const commitsBefore = await page.evaluate(
		() => window.__kioskBenchCommits ?? 0
	);
	const trace = await startTrace(
		cdp,
		'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing'
	);
	const before = await metrics( cdp );
	await cdp.send( 'Profiler.start' );
	for ( const key of KEYS ) {
		await page.keyboard.type( key );
		await page.waitForTimeout( GAP );
	}
	await page.evaluate( () => performance.mark( 'kiosk-bench-keys-end' ) );
	await page.waitForTimeout( TAIL );
	const { profile } = await cdp.send( 'Profiler.stop' );
	const after = await metrics( cdp );
	const events = await trace.stop();
	const commits =
		( await page.evaluate( () => window.__kioskBenchCommits ?? 0 ) ) -
		commitsBefore;
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
		commits,
		...split( events ),
		top: topFunctions( profile ),
	};
}

/** The trace of every field in FIELDS and of the React reference. */
export async function traceTyping( browser, baseUrl, log ) {
	const context = await browser.newContext( MOBILE );
	await countStorageWrites( context );
	await countCommits( context );
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
			`  React reference: ${ JSON.stringify( out[ 'React reference' ].perKey ) }, browser work per key ${ JSON.stringify( out[ 'React reference' ].work ) }, React commits ${ out[ 'React reference' ].commits }`
		);
		await reference.close();

		await addItemToCart( context, baseUrl );
		// A bare input at the top of the checkout's form, every script
		// refused: the browser's own work for the page's HTML and CSS.
		const bare = await context.newPage();
		await bare.route( /\.js(\?|$)/, ( route ) => route.abort() );
		await bare.goto( `${ baseUrl }/kasse/`, { waitUntil: 'load' } );
		await bare.evaluate( () => {
			const input = document.createElement( 'input' );
			input.id = 'kiosk-bench-bare';
			input.setAttribute( 'aria-label', 'bench' );
			document
				.querySelector( 'main input[type="email"]' )
				?.closest( 'form' )
				?.prepend( input );
		} );
		out[ 'bare input in the form, no scripts' ] = await traceWindow(
			bare,
			'input#kiosk-bench-bare'
		);
		log(
			`  bare input in the form, no scripts: ${ JSON.stringify( out[ 'bare input in the form, no scripts' ].perKey ) }, browser work per key ${ JSON.stringify( out[ 'bare input in the form, no scripts' ].work ) }, in the tail ${ JSON.stringify( out[ 'bare input in the form, no scripts' ].tailWork ) }`
		);
		await bare.close();
		for ( const [ name, selector ] of Object.entries( FIELDS ) ) {
			// A fresh page per field: no field's tail reaches the next.
			const page = await context.newPage();
			await page.goto( `${ baseUrl }/kasse/`, { waitUntil: 'load' } );
			await page.waitForLoadState( 'networkidle' ).catch( () => {} );
			await page.locator( '.kiosk-checkout__place-order' ).waitFor();
			await warmPaymentMethods( page );
			out[ name ] = await traceWindow( page, selector );
			log(
				`  ${ name }: ${ JSON.stringify( out[ name ].perKey ) }, browser work per key ${ JSON.stringify( out[ name ].work ) }, in the tail ${ JSON.stringify( out[ name ].tailWork ) }, React commits ${ out[ name ].commits }, localStorage writes ${ out[ name ].writes }, requests: ${ out[ name ].requests.join( ', ' ) || 'none' }`
			);
			await page.close();
		}
	} finally {
		await context.close();
	}
	return out;
}
