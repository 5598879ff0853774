/**
 * Kiosk's cart and checkout against WooCommerce's own Cart and Checkout
 * blocks, side by side: pages of the same site (WOO_PATHS), the same
 * shopper with the same cart, in the same run, the loads of both
 * alternating so a busy machine slows both alike. Per page and viewport
 * (desktop at 1× CPU, phone at 4× CPU): JS split into Kiosk's own, core's
 * and others', CSS and requests of one cold load (settled, as the budget
 * test counts), and the medians of N loads of FCP, LCP, TBT, CLS and the
 * time until the main control (the cart's "proceed to checkout", the
 * checkout's place-order button) is usable; whether a loading skeleton
 * ever showed. Lighthouse (mobile) on the filled cart of both.
 */
import {
	DESKTOP,
	MOBILE,
	WOO_PATHS,
	isCore,
	isOwn,
	measureLoad,
} from '../../tests/e2e/support/measure.ts';
import { sessionFor } from './session.mjs';
import { median } from './timings.mjs';
import { runLighthouse } from './lighthouse.mjs';

export const VIEWPORTS = [
	{ name: 'desktop', cpu: 1, options: DESKTOP },
	{ name: 'phone', cpu: 4, options: MOBILE },
];

/**
 * The main control of each page, per implementation. "Usable" is the first
 * animation frame in which it is in the page, visible, not disabled, not
 * busy, not inert and not inside a loading block: a frame runs only once
 * the main thread is free, so a click then gets an answer. Kiosk's cart
 * prints its first render on the server (php/Blocks/CartMarkup): its
 * proceed link is a plain link that works before any script runs, while
 * its other controls stay inert until the client takes over.
 */
const CONTROLS = {
	cart: {
		kiosk: '.kiosk-proceed-to-checkout',
		woo: '.wc-block-cart__submit-button',
	},
	checkout: {
		kiosk: '.kiosk-checkout__place-order',
		woo: '.wc-block-components-checkout-place-order-button',
	},
};
const SKELETONS =
	'.kiosk-skeleton, .wc-block-components-skeleton, .wc-block-components-skeleton__element';

function observer( control ) {
	return `(() => {
	const b = window.__versus = { fcp: null, lcp: null, cls: 0, longtasks: [], ready: null, skeleton: false };
	const watch = ( type, fn ) => { try { new PerformanceObserver( ( l ) => l.getEntries().forEach( fn ) ).observe( { type, buffered: true } ); } catch ( e ) {} };
	watch( 'paint', ( e ) => { if ( e.name === 'first-contentful-paint' ) b.fcp = e.startTime; } );
	watch( 'largest-contentful-paint', ( e ) => { b.lcp = e.startTime; } );
	watch( 'layout-shift', ( e ) => { if ( ! e.hadRecentInput ) b.cls += e.value; } );
	watch( 'longtask', ( e ) => { b.longtasks.push( [ e.startTime, e.duration ] ); } );
	const usable = ( el ) => el && el.getClientRects().length > 0 && ! el.disabled &&
		el.getAttribute( 'aria-disabled' ) !== 'true' && el.getAttribute( 'aria-busy' ) !== 'true' &&
		! el.classList.contains( 'wc-block-components-button--loading' ) &&
		! el.closest( '.is-loading, [aria-busy="true"], [inert]' );
	const frame = () => {
		if ( document.querySelector( ${ JSON.stringify( SKELETONS ) } ) ) { b.skeleton = true; }
		if ( b.ready === null && usable( document.querySelector( ${ JSON.stringify( control ) } ) ) ) {
			b.ready = performance.now();
		}
		if ( b.ready === null ) { requestAnimationFrame( frame ); }
	};
	requestAnimationFrame( frame );
})();`;
}

async function oneLoad( browser, baseUrl, path, session, viewport, control ) {
	const context = await browser.newContext( {
		...viewport.options,
		storageState: session.storageState,
	} );
	try {
		const page = await context.newPage();
		await page.addInitScript( observer( control ) );
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', {
			rate: viewport.cpu,
		} );
		const response = await page.goto( `${ baseUrl }${ path }`, {
			waitUntil: 'load',
			timeout: 180000,
		} );
		if ( ! response || response.status() >= 400 ) {
			throw new Error( `${ path } answered ${ response?.status() }` );
		}
		await page
			.waitForFunction( () => window.__versus.ready !== null, null, {
				timeout: 30000,
			} )
			.catch( () => undefined );
		await page
			.waitForLoadState( 'networkidle', { timeout: 15000 } )
			.catch( () => undefined );
		await page.waitForTimeout( 1000 );
		const b = await page.evaluate( () => window.__versus );
		const tbt = b.longtasks
			.filter( ( [ start ] ) => b.fcp === null || start >= b.fcp )
			.reduce(
				( total, [ , duration ] ) =>
					total + Math.max( 0, duration - 50 ),
				0
			);
		return {
			fcp: b.fcp,
			lcp: b.lcp,
			tbt,
			cls: b.cls,
			ready: b.ready,
			skeleton: b.skeleton,
		};
	} finally {
		await context.close();
	}
}

async function bytesOf( browser, baseUrl, type, path, session, viewport ) {
	const context = await browser.newContext( {
		...viewport.options,
		storageState: session.storageState,
	} );
	try {
		const page = await context.newPage();
		const m = await measureLoad(
			page,
			baseUrl,
			{ type, path, needs: 'cart' },
			path
		);
		if ( m.error ) {
			throw new Error( m.error );
		}
		const js = ( test ) =>
			m.scripts
				.filter( ( s ) => test( s.url ) )
				.reduce( ( n, s ) => n + s.brotli, 0 );
		return {
			jsOwn: js( isOwn ),
			jsCore: js( isCore ),
			jsOther: js( ( url ) => ! isOwn( url ) && ! isCore( url ) ),
			js: m.js.brotli,
			css: m.css.brotli,
			requests: m.requests,
		};
	} finally {
		await context.close();
	}
}

function medians( all ) {
	const runs = all.filter( ( r ) => ! r.error );
	return {
		failed: all.length - runs.length,
		fcp: median( runs.map( ( r ) => r.fcp ) ),
		lcp: median( runs.map( ( r ) => r.lcp ) ),
		tbt: median( runs.map( ( r ) => r.tbt ) ),
		cls: median( runs.map( ( r ) => r.cls ) ),
		ready: median( runs.map( ( r ) => r.ready ) ),
		notReady: runs.filter( ( r ) => r.ready === null ).length,
		skeletons: runs.filter( ( r ) => r.skeleton ).length,
		loads: runs.length,
	};
}

/**
 * Runs the comparison. `host.php` creates WooCommerce's pages; every
 * figure of a page pair comes from the same session (the same cart).
 */
export async function measureVersus( browser, host, options, log ) {
	const { loads, lighthouse, types = [ 'cart', 'checkout' ] } = options;
	const results = { rows: [], lighthouse: null };
	for ( const type of types ) {
		const session = await sessionFor( browser, host.url, {
			type,
			path: type === 'cart' ? '/warenkorb/' : '/kasse/',
			needs: 'cart',
		} );
		const paths = {
			kiosk: type === 'cart' ? '/warenkorb/' : '/kasse/',
			woo: WOO_PATHS[ type ],
		};
		for ( const viewport of VIEWPORTS ) {
			const row = { type, viewport: viewport.name, cpu: viewport.cpu };
			for ( const who of [ 'kiosk', 'woo' ] ) {
				row[ who ] = {
					path: paths[ who ],
					bytes: await bytesOf(
						browser,
						host.url,
						type,
						paths[ who ],
						session,
						viewport
					),
				};
			}
			const runs = { kiosk: [], woo: [] };
			for ( let i = 0; i < loads; i++ ) {
				for ( const who of [ 'kiosk', 'woo' ] ) {
					// A load that fails (a timeout on a swamped machine) is
					// reported and left out of the medians, not fatal.
					runs[ who ].push(
						await oneLoad(
							browser,
							host.url,
							paths[ who ],
							session,
							viewport,
							CONTROLS[ type ][ who ]
						).catch( ( error ) => ( {
							error: error.message.split( '\n' )[ 0 ],
						} ) )
					);
				}
			}
			for ( const who of [ 'kiosk', 'woo' ] ) {
				row[ who ].timings = medians( runs[ who ] );
				row[ who ].runs = runs[ who ];
			}
			log(
				`  ${ type } ${ viewport.name } ${ viewport.cpu }×: ready Kiosk ${ Math.round( row.kiosk.timings.ready ) } ms, WooCommerce ${ Math.round( row.woo.timings.ready ) } ms; ${ JSON.stringify( { kiosk: { ...row.kiosk, runs: undefined }, woo: { ...row.woo, runs: undefined } } ) }`
			);
			results.rows.push( row );
		}
		if ( lighthouse && type === 'cart' ) {
			const scores = {};
			for ( const who of [ 'kiosk', 'woo' ] ) {
				try {
					scores[ who ] = await runLighthouse(
						`${ host.url }${ paths[ who ] }`,
						session.cookieHeader
					);
				} catch ( error ) {
					scores[ who ] = {
						error: error.message.split( '\n' )[ 0 ],
					};
				}
			}
			results.lighthouse = scores;
		}
	}
	return results;
}
