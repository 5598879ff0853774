/**
 * What the first paint's layout spends asking for fonts (issue 43): on
 * Linux, Chromium's renderer asks the browser process over a synchronous
 * IPC for every font family it matches and for every size, weight and
 * style of a font it draws (a "strike": `FontCache::GetFontPlatformData`,
 * `WebSandboxSupportLinux::GetWebFontRenderStyleForStrike` in a trace). The
 * renderer's main thread waits for each answer inside the layout task.
 *
 * Per page and round: a fresh Chromium (a cold font cache, as every
 * Lighthouse run and every bench load has), a phone at 4× CPU (or
 * `--cpu 1`), the page loaded from the bench's own stack, a CDP trace.
 * Reported, medians: the first paint after the response's end; the main
 * thread's layout, the font lookups inside it and the number of strikes
 * asked for, before the first paint and before the load event (the cart's
 * and checkout's first paint is the header's; their lines come later).
 * With `--one-font`, each round also loads the page with one font size,
 * weight and family forced on every element, the floor those lookups could
 * fall to. Both variants are served through the same route interception.
 *
 *   node --import tsx scripts/bench/layout-fonts.mjs [--pages home,cart,checkout] [--loads 7] [--cpu 4] [--one-font]
 */
import { flagValue } from './args.mjs';
import { startHost, stackSetup, stackTeardown } from './support.mjs';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { MOBILE } from '../../tests/e2e/support/measure.ts';
import { sessionFor } from './session.mjs';
import { median } from './timings.mjs';
import { startTrace } from './trace.mjs';

const PAGES = {
	home: { type: 'home', path: '/', needs: 'none' },
	cart: { type: 'cart', path: '/warenkorb/', needs: 'cart' },
	checkout: { type: 'checkout', path: '/kasse/', needs: 'cart' },
};
const pages = flagValue( '--pages', 'home,cart,checkout' ).split( ',' );
const loads = Number( flagValue( '--loads', '7' ) );
const cpu = Number( flagValue( '--cpu', '4' ) );
const oneFont = process.argv.includes( '--one-font' );

const CATEGORIES = [
	'fonts',
	'devtools.timeline',
	'disabled-by-default-devtools.timeline',
	'loading',
].join( ',' );

const ONE_FONT =
	'<style>*{font:400 16px/1.5 sans-serif!important}</style></head>';

const STRIKE = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';
const LOOKUP = 'FontCache::GetFontPlatformData';

/** Events of `name` not nested in another of the same name. */
function outermost( events, name ) {
	const out = [];
	let end = -1;
	for ( const e of events.filter( ( x ) => x.name === name ) ) {
		if ( e.ts >= end ) {
			out.push( e );
			end = e.ts + e.dur;
		}
	}
	return out;
}

const ms = ( events ) => events.reduce( ( sum, e ) => sum + e.dur, 0 ) / 1000;

/** The main thread's layout, font lookups and strikes before `end` (a timestamp). */
function before( thread, end ) {
	const events = thread.filter( ( e ) => e.ts < end );
	const timed = events.filter( ( e ) => e.ph === 'X' && e.dur );
	return {
		layout: ms( outermost( timed, 'Layout' ) ),
		lookups: ms( outermost( timed, LOOKUP ) ),
		strikes: events.filter( ( e ) => e.name === STRIKE ).length,
	};
}

/** The page's figures before its first contentful paint, and before its load event. */
function analyse( events ) {
	const parse = events.find( ( e ) => e.name === 'ParseHTML' );
	const mark = ( name ) =>
		events.find( ( e ) => e.name === name && e.pid === parse.pid )?.ts;
	const thread = events
		.filter( ( e ) => e.pid === parse.pid && e.tid === parse.tid )
		.sort( ( a, b ) => a.ts - b.ts );
	return {
		toPaint: before( thread, mark( 'firstContentfulPaint' ) ),
		toLoad: before( thread, mark( 'MarkLoad' ) ?? Infinity ),
	};
}

async function oneLoad( url, session, oneFontForced ) {
	const browser = await launchBrowser();
	try {
		const context = await browser.newContext( {
			...MOBILE,
			storageState: session.storageState,
		} );
		const page = await context.newPage();
		// Both variants through the same interception, so neither pays
		// for it alone.
		await page.route( url, async ( route ) => {
			const response = await route.fetch();
			const html = await response.text();
			await route.fulfill( {
				response,
				body: oneFontForced
					? html.replace( '</head>', ONE_FONT )
					: html,
			} );
		} );
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: cpu } );
		const trace = await startTrace( cdp, CATEGORIES );
		await page.goto( url, { waitUntil: 'load', timeout: 120000 } );
		const fcpAfterResponse = await page.evaluate( async () => {
			const paint = () =>
				performance
					.getEntriesByType( 'paint' )
					.find( ( e ) => e.name === 'first-contentful-paint' );
			while ( ! paint() ) {
				await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
			}
			return (
				paint().startTime -
				performance.getEntriesByType( 'navigation' )[ 0 ].responseEnd
			);
		} );
		await page.waitForTimeout( 500 );
		return { fcpAfterResponse, ...analyse( await trace.stop() ) };
	} finally {
		await browser.close();
	}
}

const round = ( value ) => ( value === null ? '—' : Math.round( value ) );

function report( name, variant, list, base ) {
	const pick = ( window, key ) =>
		round( median( list.map( ( r ) => r[ window ][ key ] ) ) );
	const fcp = round( median( list.map( ( r ) => r.fcpAfterResponse ) ) );
	let paired = '';
	if ( base ) {
		const d = list
			.map( ( r, i ) => r.fcpAfterResponse - base[ i ].fcpAfterResponse )
			.sort( ( a, b ) => a - b );
		paired = `; first paint against the page as sent ${ round( median( d ) ) } ms [${ round( d[ 0 ] ) } … ${ round( d.at( -1 ) ) }]`;
	}
	const window = ( key ) =>
		`layout ${ pick( key, 'layout' ) } ms, font lookups inside ${ pick( key, 'lookups' ) } ms, strikes ${ pick( key, 'strikes' ) }`;
	console.log(
		`${ name } ${ variant } (phone, ${ cpu }× CPU, ${ list.length } loads): first paint ${ fcp } ms after the response; before it: ${ window( 'toPaint' ) }; before the load event: ${ window( 'toLoad' ) }${ paired }`
	);
}

await stackSetup();
const host = await startHost();
try {
	const browser = await launchBrowser();
	const sessions = {};
	try {
		for ( const name of pages ) {
			sessions[ name ] = await sessionFor(
				browser,
				host.url,
				PAGES[ name ]
			);
		}
	} finally {
		await browser.close();
	}
	const runs = Object.fromEntries(
		pages.map( ( name ) => [ name, { as_sent: [], one_font: [] } ] )
	);
	for ( let i = 0; i < loads; i++ ) {
		for ( const name of pages ) {
			const url = `${ host.url }${ sessions[ name ].path }`;
			runs[ name ].as_sent.push(
				await oneLoad( url, sessions[ name ], false )
			);
			if ( oneFont ) {
				runs[ name ].one_font.push(
					await oneLoad( url, sessions[ name ], true )
				);
			}
		}
	}
	for ( const name of pages ) {
		report( name, 'as sent', runs[ name ].as_sent );
		if ( oneFont ) {
			report(
				name,
				'one font',
				runs[ name ].one_font,
				runs[ name ].as_sent
			);
		}
	}
} finally {
	await host.dispose();
	await stackTeardown();
}
