/**
 * Kiosk's cart and checkout against WooCommerce's own Cart and Checkout
 * blocks, side by side: pages of the same site (WOO_PATHS), the same
 * shopper with the same cart, in the same run, the loads of both
 * alternating so a busy machine slows both alike. Per page and viewport
 * (desktop at 1× CPU, phone at 4× CPU): JS split into Kiosk's own, core's
 * and others', CSS and requests of one cold load (settled, as the budget
 * test counts), and the medians of N loads of FCP, LCP, TBT, CLS and the
 * time until the main control (the cart's "proceed to checkout", the
 * checkout's place-order button) is ready, and the time until the first thing
 * a shopper does there works ("usable", see FIRST_ACTIONS); whether a
 * loading skeleton ever showed. Once per page and phone viewport, a proof
 * load acts at the "usable" moment as a shopper would and checks the action
 * held. Lighthouse (mobile) on the filled cart of both.
 * What each figure means: scripts/bench/FIGURES.md.
 */
import {
	DESKTOP,
	MOBILE,
	WOO_PATHS,
	isCore,
	isOwn,
	measureLoad,
	ownJs,
} from '../../tests/e2e/support/measure.ts';
import {
	FIRST_ACTIONS,
	USABLE_RULE,
} from '../../tests/e2e/support/first-action.ts';
import { sessionFor } from './session.mjs';
import { median } from './timings.mjs';
import { runLighthouse } from './lighthouse.mjs';

export const VIEWPORTS = [
	{ name: 'desktop', cpu: 1, options: DESKTOP },
	{ name: 'phone', cpu: 4, options: MOBILE },
];

/**
 * The main control of each page, per implementation ("ready"). "Ready" is
 * the first animation frame in which it is in the page, visible, not
 * disabled, not busy, not inert and not inside a loading block: a frame runs
 * only once the main thread is free, so a click then gets an answer. Kiosk's
 * cart prints its first render on the server (php/Blocks/CartMarkup): its
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

/*
 * The first thing a shopper does on each page ("usable"): FIRST_ACTIONS
 * (tests/e2e/support/first-action.ts, shared with the budget test), timed
 * by the same rule as "ready". Kiosk's checkout prints its first step on
 * the server with its text fields live (php/Blocks/CheckoutMarkup),
 * WooCommerce's renders the field in its script; Kiosk's cart prints its
 * controls inert until its script takes over.
 */
/** What the proof load types into a checkout's email field. */
const PROOF_TEXT = 'zq7';

const SKELETONS =
	'.kiosk-skeleton, .wc-block-components-skeleton, .wc-block-components-skeleton__element';

function observer( control, action ) {
	return `(() => {
	const b = window.__versus = { fcp: null, lcp: null, cls: 0, longtasks: [], ready: null, usable: null, skeleton: false };
	const watch = ( type, fn ) => { try { new PerformanceObserver( ( l ) => l.getEntries().forEach( fn ) ).observe( { type, buffered: true } ); } catch ( e ) {} };
	watch( 'paint', ( e ) => { if ( e.name === 'first-contentful-paint' ) b.fcp = e.startTime; } );
	watch( 'largest-contentful-paint', ( e ) => { b.lcp = e.startTime; } );
	watch( 'layout-shift', ( e ) => { if ( ! e.hadRecentInput ) b.cls += e.value; } );
	watch( 'longtask', ( e ) => { b.longtasks.push( [ e.startTime, e.duration ] ); } );
	const usable = ${ USABLE_RULE };
	const frame = () => {
		if ( document.querySelector( ${ JSON.stringify( SKELETONS ) } ) ) { b.skeleton = true; }
		if ( b.ready === null && usable( document.querySelector( ${ JSON.stringify( control ) } ) ) ) {
			b.ready = performance.now();
		}
		if ( b.usable === null && usable( document.querySelector( ${ JSON.stringify( action ) } ) ) ) {
			b.usable = performance.now();
		}
		if ( b.ready === null || b.usable === null ) { requestAnimationFrame( frame ); }
	};
	requestAnimationFrame( frame );
})();`;
}

async function oneLoad(
	browser,
	baseUrl,
	path,
	session,
	viewport,
	control,
	action
) {
	const context = await browser.newContext( {
		...viewport.options,
		storageState: session.storageState,
	} );
	try {
		const page = await context.newPage();
		await page.addInitScript( observer( control, action ) );
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
			.waitForFunction(
				() =>
					window.__versus.ready !== null &&
					window.__versus.usable !== null,
				null,
				{
					timeout: 30000,
				}
			)
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
			usable: b.usable,
			skeleton: b.skeleton,
		};
	} finally {
		await context.close();
	}
}

/** The quantity field beside each cart's "+" (FIRST_ACTIONS). */
const QUANTITY = {
	kiosk: '.kiosk-quantity-selector__input',
	woo: '.wc-block-components-quantity-selector__input',
};

/**
 * The proof that "usable" means what it says: one load in which, as soon
 * as the frame rule finds the first action usable, a shopper acts (on the
 * checkout types PROOF_TEXT into the email field, on the cart clicks the
 * first "+"), then the page is left to finish loading (its script taking
 * over included) and the action is checked: the text is still in the field,
 * the quantity went up by one. `actedAt` is when the page received the
 * action (its first input or click event there), after navigation start.
 * It changes the session (the cart's quantity, the checkout's email), so
 * it runs after a page type's timed loads.
 */
async function proofLoad(
	browser,
	baseUrl,
	path,
	session,
	viewport,
	type,
	who
) {
	const action = FIRST_ACTIONS[ type ][ who ];
	const context = await browser.newContext( {
		...viewport.options,
		storageState: session.storageState,
	} );
	try {
		const page = await context.newPage();
		await page.addInitScript( observer( CONTROLS[ type ][ who ], action ) );
		await page.addInitScript( ( selector ) => {
			const b = window.__versus;
			const seen = ( event ) => {
				if (
					b.actedAt === undefined &&
					event.target.closest?.( selector )
				) {
					b.actedAt = performance.now();
				}
			};
			document.addEventListener( 'input', seen, true );
			document.addEventListener( 'click', seen, true );
		}, action );
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', {
			rate: viewport.cpu,
		} );
		await page.goto( `${ baseUrl }${ path }`, {
			waitUntil: 'commit',
			timeout: 180000,
		} );
		await page.waitForFunction(
			() => window.__versus && window.__versus.usable !== null,
			null,
			{ polling: 'raf', timeout: 60000 }
		);
		const target = page.locator( action ).first();
		let want;
		if ( type === 'checkout' ) {
			await target.click();
			await page.keyboard.type( PROOF_TEXT );
		} else {
			want = String(
				Number(
					await page.locator( QUANTITY[ who ] ).first().inputValue()
				) + 1
			);
			await target.click();
		}
		// Left to finish: the main control ready (the script took over), the
		// network quiet; then the action must still show.
		await page.waitForFunction(
			() => window.__versus.ready !== null,
			null,
			{
				timeout: 60000,
			}
		);
		await page
			.waitForLoadState( 'networkidle', { timeout: 30000 } )
			.catch( () => undefined );
		const held =
			type === 'checkout'
				? ( await target.inputValue() ).includes( PROOF_TEXT )
				: await page
						.waitForFunction(
							( [ selector, value ] ) =>
								document.querySelector( selector )?.value ===
								value,
							[ QUANTITY[ who ], want ],
							{ timeout: 30000 }
						)
						.then(
							() => true,
							() => false
						);
		const b = await page.evaluate( () => window.__versus );
		return {
			held,
			usable: b.usable,
			actedAt: b.actedAt ?? null,
			ready: b.ready,
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
			// Kiosk's files and its inline code, as the budget test counts.
			jsOwn: ownJs( m ),
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
		usable: median( runs.map( ( r ) => r.usable ) ),
		notUsable: runs.filter( ( r ) => r.usable === null ).length,
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
	const results = { rows: [], lighthouse: null, proofs: [] };
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
							CONTROLS[ type ][ who ],
							FIRST_ACTIONS[ type ][ who ]
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
				`  ${ type } ${ viewport.name } ${ viewport.cpu }×: usable Kiosk ${ Math.round( row.kiosk.timings.usable ) } ms, WooCommerce ${ Math.round( row.woo.timings.usable ) } ms; ready Kiosk ${ Math.round( row.kiosk.timings.ready ) } ms, WooCommerce ${ Math.round( row.woo.timings.ready ) } ms; ${ JSON.stringify( { kiosk: { ...row.kiosk, runs: undefined }, woo: { ...row.woo, runs: undefined } } ) }`
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
		// The proof loads, last: they change the session.
		const phone = VIEWPORTS.find( ( v ) => v.name === 'phone' );
		for ( const who of [ 'kiosk', 'woo' ] ) {
			const proof = await proofLoad(
				browser,
				host.url,
				paths[ who ],
				session,
				phone,
				type,
				who
			).catch( ( error ) => ( {
				error: error.message.split( '\n' )[ 0 ],
			} ) );
			results.proofs.push( {
				type,
				who,
				viewport: phone.name,
				...proof,
			} );
			log(
				`  proof ${ type } ${ who } phone: ${ JSON.stringify( proof ) }`
			);
		}
	}
	return results;
}
