/**
 * A/B of a first frame that waits for the cart or checkout (issue 43): the
 * same page, loads alternating, once as the server sends it and once with
 * a `<link rel="expect" blocking="render">` in the head for a marker put
 * right before `</main>`, both through the same route interception (the
 * page arrives whole either way, as WordPress buffers it). Reports medians of FCP and "usable" (the FIRST_ACTIONS
 * rule, tests/e2e/support/first-action.ts) per variant, phone at 4× CPU.
 *
 *   node --import tsx scripts/bench/ab-first-frame.mjs [--type checkout|cart] [--loads 9]
 */
import { startHost, stackSetup, stackTeardown } from './support.mjs';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { MOBILE } from '../../tests/e2e/support/measure.ts';
import {
	FIRST_ACTIONS,
	USABLE_RULE,
} from '../../tests/e2e/support/first-action.ts';
import { sessionFor } from './session.mjs';
import { median } from './timings.mjs';

const arg = ( name, fallback ) => {
	const i = process.argv.indexOf( name );
	return i > -1 ? process.argv[ i + 1 ] : fallback;
};
const type = arg( '--type', 'checkout' );
const loads = Number( arg( '--loads', '9' ) );
const path = type === 'cart' ? '/warenkorb/' : '/kasse/';
const action = FIRST_ACTIONS[ type ].kiosk;

/**
 * The variants: the page as sent, and the page whose first frame waits
 * until everything before `</main>` (the cart or checkout, the last block
 * of the page's content) is parsed.
 */
const VARIANTS = {
	as_sent: ( html ) => html,
	expect_main_end: ( html ) =>
		html
			.replace(
				'</head>',
				'<link rel="expect" href="#kiosk-ab-end" blocking="render">\n</head>'
			)
			.replace(
				'</main>',
				'<template id="kiosk-ab-end"></template></main>'
			),
};

const observer = `(() => {
	const b = window.__ab = { fcp: null, usable: null, firstFrame: null };
	new PerformanceObserver( ( l ) => l.getEntries().forEach( ( e ) => { if ( e.name === 'first-contentful-paint' ) b.fcp = e.startTime; } ) ).observe( { type: 'paint', buffered: true } );
	const usable = ${ USABLE_RULE };
	const frame = () => {
		const now = usable( document.querySelector( ${ JSON.stringify( action ) } ) );
		if ( b.firstFrame === null ) b.firstFrame = now;
		if ( now ) { b.usable = performance.now(); return; }
		requestAnimationFrame( frame );
	};
	requestAnimationFrame( frame );
})();`;

async function oneLoad( browser, url, session, change ) {
	const context = await browser.newContext( {
		...MOBILE,
		storageState: session.storageState,
	} );
	try {
		const page = await context.newPage();
		await page.addInitScript( observer );
		await page.route( url, async ( route ) => {
			const response = await route.fetch();
			await route.fulfill( {
				response,
				body: change( await response.text() ),
			} );
		} );
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 4 } );
		await page.goto( url, { waitUntil: 'load', timeout: 120000 } );
		await page.waitForFunction(
			() => window.__ab.usable !== null && window.__ab.fcp !== null,
			null,
			{ timeout: 30000 }
		);
		return await page.evaluate( () => window.__ab );
	} finally {
		await context.close();
	}
}

await stackSetup();
const [ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
try {
	const session = await sessionFor( browser, host.url, {
		type,
		path,
		needs: 'cart',
	} );
	const url = `${ host.url }${ path }`;
	const runs = Object.fromEntries(
		Object.keys( VARIANTS ).map( ( k ) => [ k, [] ] )
	);
	// One warm-up load of each, not counted.
	for ( const change of Object.values( VARIANTS ) ) {
		await oneLoad( browser, url, session, change );
	}
	for ( let i = 0; i < loads; i++ ) {
		for ( const [ name, change ] of Object.entries( VARIANTS ) ) {
			runs[ name ].push( await oneLoad( browser, url, session, change ) );
		}
	}
	for ( const [ name, list ] of Object.entries( runs ) ) {
		console.log(
			`${ type } phone 4× ${ name }: FCP ${ Math.round( median( list.map( ( r ) => r.fcp ) ) ) } ms, usable ${ Math.round( median( list.map( ( r ) => r.usable ) ) ) } ms, usable in the first frame ${ list.filter( ( r ) => r.firstFrame ).length }/${ list.length }; usable ${ JSON.stringify( list.map( ( r ) => Math.round( r.usable ) ) ) }`
		);
	}
} finally {
	await browser.close();
	await host.dispose();
	await stackTeardown();
}
