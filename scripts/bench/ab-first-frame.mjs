/**
 * A/B of a first frame that waits for the cart or checkout (issue 43): the
 * same page, loads alternating, once as the server sends it and once with
 * a `<link rel="expect" blocking="render">` in the head for a marker put
 * right before `</main>`, both through the same route interception (the
 * page arrives whole either way, as WordPress buffers it). Reports medians of FCP and "usable" (the FIRST_ACTIONS
 * rule, tests/e2e/support/first-action.ts) per variant, phone at 4× CPU.
 *
 * With `--parts`, what the parts of the page's document cost the main
 * thread before the first action works, instead: the page as sent against
 * the same page without one part (PARTS), and against a blank document
 * holding only the first action's element. Each figure is "usable" minus
 * the navigation's responseEnd (the main thread's time once the page is
 * in), and each variant is paired per round against the page as sent.
 *
 *   node --import tsx scripts/bench/ab-first-frame.mjs [--type checkout|cart] [--loads 9] [--parts]
 */
import { flagValue } from './args.mjs';
import { startHost, stackSetup, stackTeardown } from './support.mjs';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { MOBILE } from '../../tests/e2e/support/measure.ts';
import {
	FIRST_ACTIONS,
	USABLE_RULE,
} from '../../tests/e2e/support/first-action.ts';
import { sessionFor } from './session.mjs';
import { median } from './timings.mjs';

const type = flagValue( '--type', 'checkout' );
const loads = Number( flagValue( '--loads', '9' ) );
const path = type === 'cart' ? '/warenkorb/' : '/kasse/';
const action = FIRST_ACTIONS[ type ].kiosk;
const parts = process.argv.includes( '--parts' );

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

/** The first action's element alone, for a blank document. */
const ACTION_MARKUP = {
	cart: '<button type="button" class="kiosk-quantity-selector__button kiosk-quantity-selector__button--plus">+</button>',
	// With its label: an input alone paints no content, so no FCP.
	checkout:
		'<div class="wp-block-kiosk-checkout"><label>E-Mail-Adresse <input type="email" autocomplete="email"></label></div>',
};

/** The document from `<body` on replaced by the first action's element. */
const bodyOnlyAction = ( html ) =>
	`${ html.slice( 0, html.indexOf( '<body' ) ) }<body>${ ACTION_MARKUP[ type ] }</body></html>`;

/** The stylesheet `id` left out, printed inline (`<style>`) or linked. */
const withoutStylesheet = ( id ) => ( html ) =>
	html
		.replace(
			new RegExp( `<style id=["']${ id }["'][^>]*>[\\s\\S]*?</style>` ),
			''
		)
		.replace( new RegExp( `<link[^>]*id=["']${ id }["'][^>]*>` ), '' );

/**
 * The parts of the page (`--parts`): each variant leaves one out. The
 * page no longer looks right without them; what counts is the time.
 */
const PARTS = {
	as_sent: ( html ) => html,
	blank: () =>
		`<!doctype html><html lang="de"><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>${ ACTION_MARKUP[ type ] }</body></html>`,
	head_and_action_only: bodyOnlyAction,
	without_head_css: ( html ) => {
		const body = html.indexOf( '<body' );
		return (
			html
				.slice( 0, body )
				.replace( /<style[^>]*>[\s\S]*?<\/style>/g, '' )
				.replace( /<link[^>]*rel=["']stylesheet["'][^>]*>/g, '' ) +
			html.slice( body )
		);
	},
	without_theme_css: withoutStylesheet( 'kiosk-theme-css' ),
	without_global_styles: withoutStylesheet( 'global-styles-inline-css' ),
	without_body_scripts: ( html ) => {
		const body = html.indexOf( '<body' );
		return (
			html.slice( 0, body ) +
			html.slice( body ).replace( /<script[\s\S]*?<\/script>/g, '' )
		);
	},
	without_header_and_footer: ( html ) =>
		html
			.replace( /<header[\s\S]*?<\/header>/, '' )
			.replace( /<footer[\s\S]*?<\/footer>/, '' )
			.replace( /<link rel="expect"[^>]*>/g, '' ),
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
		return await page.evaluate( () => ( {
			...window.__ab,
			afterResponse:
				window.__ab.usable -
				performance.getEntriesByType( 'navigation' )[ 0 ].responseEnd,
		} ) );
	} finally {
		await context.close();
	}
}

/**
 * Per variant: the main thread's time from the page's arrival to the first
 * action working (median), and its difference from the page as sent in the
 * same round (median and range).
 */
function reportParts( runs ) {
	const ms = ( value ) => ( value === null ? '—' : Math.round( value ) );
	const base = runs.as_sent;
	for ( const [ name, list ] of Object.entries( runs ) ) {
		const paired = list
			.map( ( r, i ) => r.afterResponse - base[ i ].afterResponse )
			.filter( Number.isFinite )
			.sort( ( a, b ) => a - b );
		const failed = list.filter( ( r ) => r.usable === null ).length;
		console.log(
			`${ type } phone 4× ${ name }: usable ${ ms( median( list.map( ( r ) => r.afterResponse ) ) ) } ms after the response; against the page as sent ${ ms( median( paired ) ) } ms [${ ms( paired[ 0 ] ?? null ) } … ${ ms( paired.at( -1 ) ?? null ) }]; FCP ${ ms( median( list.map( ( r ) => r.fcp ) ) ) } ms; not usable within 30 s in ${ failed } of ${ list.length } loads`
		);
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
	const variants = parts ? PARTS : VARIANTS;
	const runs = Object.fromEntries(
		Object.keys( variants ).map( ( k ) => [ k, [] ] )
	);
	// With --parts, a load whose action never works counts as such.
	const load = ( change ) =>
		oneLoad( browser, url, session, change ).catch( ( error ) => {
			if ( ! parts ) {
				throw error;
			}
			return { usable: null, fcp: null, afterResponse: NaN };
		} );
	// One warm-up load of each, not counted.
	for ( const change of Object.values( variants ) ) {
		await load( change );
	}
	for ( let i = 0; i < loads; i++ ) {
		for ( const [ name, change ] of Object.entries( variants ) ) {
			runs[ name ].push( await load( change ) );
		}
	}
	const report = parts ? reportParts : reportVariants;
	report( runs );
} finally {
	await browser.close();
	await host.dispose();
	await stackTeardown();
}

/** Per variant: medians of FCP and "usable", and the loads usable in the first frame. */
function reportVariants( runs ) {
	for ( const [ name, list ] of Object.entries( runs ) ) {
		console.log(
			`${ type } phone 4× ${ name }: FCP ${ Math.round( median( list.map( ( r ) => r.fcp ) ) ) } ms, usable ${ Math.round( median( list.map( ( r ) => r.usable ) ) ) } ms, usable in the first frame ${ list.filter( ( r ) => r.firstFrame ).length }/${ list.length }; usable ${ JSON.stringify( list.map( ( r ) => Math.round( r.usable ) ) ) }`
		);
	}
}
