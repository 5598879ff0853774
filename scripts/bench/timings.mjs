/**
 * FCP, LCP, TBT and CLS: the median of N cold loads per page in Chromium
 * with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate) and a mobile
 * viewport. TBT is the sum of (long task − 50 ms) after FCP until the
 * network is idle plus one second, from the `longtask` timeline.
 */
import { MOBILE } from '../../tests/e2e/support/measure.ts';

export const CPU_THROTTLING = 4;

const OBSERVE = `(() => {
	const b = window.__bench = { fcp: null, lcp: null, cls: 0, longtasks: [] };
	const watch = ( type, fn ) => { try { new PerformanceObserver( ( l ) => l.getEntries().forEach( fn ) ).observe( { type, buffered: true } ); } catch ( e ) {} };
	watch( 'paint', ( e ) => { if ( e.name === 'first-contentful-paint' ) b.fcp = e.startTime; } );
	watch( 'largest-contentful-paint', ( e ) => { b.lcp = e.startTime; } );
	watch( 'layout-shift', ( e ) => { if ( ! e.hadRecentInput ) b.cls += e.value; } );
	watch( 'longtask', ( e ) => { b.longtasks.push( [ e.startTime, e.duration ] ); } );
})();`;

/** The median of numbers (null when none). */
export function median( values ) {
	const sorted = values
		.filter( ( v ) => typeof v === 'number' && Number.isFinite( v ) )
		.sort( ( a, b ) => a - b );
	if ( ! sorted.length ) {
		return null;
	}
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
}

async function oneLoad( browser, baseUrl, path, storageState ) {
	const context = await browser.newContext( { ...MOBILE, storageState } );
	try {
		const page = await context.newPage();
		await page.addInitScript( OBSERVE );
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', {
			rate: CPU_THROTTLING,
		} );
		const response = await page.goto( `${ baseUrl }${ path }`, {
			waitUntil: 'load',
			timeout: 60000,
		} );
		if ( ! response || response.status() >= 400 ) {
			throw new Error( `${ path } answered ${ response?.status() }` );
		}
		await page
			.waitForLoadState( 'networkidle', { timeout: 15000 } )
			.catch( () => undefined );
		await page.waitForTimeout( 1000 );
		const b = await page.evaluate( () => window.__bench );
		const tbt = b.longtasks
			.filter( ( [ start ] ) => b.fcp === null || start + 0 >= b.fcp - 0 )
			.reduce(
				( total, [ , duration ] ) =>
					total + Math.max( 0, duration - 50 ),
				0
			);
		return { fcp: b.fcp, lcp: b.lcp, tbt, cls: b.cls };
	} finally {
		await context.close();
	}
}

/** Medians of `loads` cold loads for one page. */
export async function measureTimings( browser, baseUrl, session, loads ) {
	const runs = [];
	for ( let i = 0; i < loads; i++ ) {
		runs.push(
			await oneLoad(
				browser,
				baseUrl,
				session.path,
				session.storageState
			)
		);
	}
	return {
		loads: runs.length,
		fcp: median( runs.map( ( r ) => r.fcp ) ),
		lcp: median( runs.map( ( r ) => r.lcp ) ),
		tbt: median( runs.map( ( r ) => r.tbt ) ),
		cls: median( runs.map( ( r ) => r.cls ) ),
		runs,
	};
}
