/**
 * No layout shift while the shop pages load on a phone (Lighthouse's
 * mobile viewport, 4× CPU slowdown): the checkout holds its room until it
 * renders, the cart waits for its cross-sells, the header's count badge
 * sits over the icon. Shifts are read from Chromium's layout-shift entries.
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';
import { MOBILE, addItemToCart } from '../support/measure';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

interface Shift {
	value: number;
	sources: string[];
}

test.each( [ '/warenkorb/', '/kasse/', '/shop/' ] )(
	'%s loads with an item in the cart without layout shift',
	async ( path ) => {
		const context = await browser.newContext( MOBILE );
		try {
			await addItemToCart( context, host.url );
			const page = await context.newPage();
			await page.addInitScript( () => {
				const shifts: Shift[] = [];
				( window as unknown as { shifts: Shift[] } ).shifts = shifts;
				new PerformanceObserver( ( list ) => {
					for ( const entry of list.getEntries() as Array<
						PerformanceEntry & {
							value: number;
							sources?: Array< { node?: Node } >;
						}
					> ) {
						shifts.push( {
							value: entry.value,
							sources: ( entry.sources || [] ).map( ( s ) =>
								String(
									( s.node as Element | undefined )
										?.className || s.node?.nodeName
								)
							),
						} );
					}
				} ).observe( { type: 'layout-shift', buffered: true } );
			} );
			const cdp = await context.newCDPSession( page );
			await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 4 } );
			await page.goto( `${ host.url }${ path }` );
			// The cart's skeleton shows at least 2 s; the express area loads at idle.
			await page.waitForTimeout( 4500 );
			const shifts = await page.evaluate(
				() => ( window as unknown as { shifts: Shift[] } ).shifts
			);
			const total = shifts.reduce( ( n, s ) => n + s.value, 0 );
			expect( { total: Number( total.toFixed( 3 ) ), shifts } ).toEqual( {
				total: 0,
				shifts: [],
			} );
		} finally {
			await context.close();
		}
	}
);
