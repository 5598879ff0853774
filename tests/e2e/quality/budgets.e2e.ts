/**
 * The byte budgets of ARCHITECTURE.md as tests: brotli bytes of all
 * scripts (core handles and chunks loaded during the first load included),
 * of all stylesheets, and the requests of a cold first load on a mobile
 * viewport. One load per page: bytes are deterministic; times stay in the
 * bench (`npm run bench`), which runs the same measuring code.
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';
import {
	BUDGETS,
	MOBILE,
	discoverTargets,
	measureLoad,
	overBudget,
	prepare,
	type PageType,
	type Target,
} from '../support/measure';

let host: Host;
let browser: Browser;
let targets: Target[];

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
	targets = await discoverTargets( host.url );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

const TYPES = Object.keys( BUDGETS ) as PageType[];

test.each( TYPES )(
	'the %s page stays within its JS, CSS and request budgets',
	async ( type ) => {
		const target = targets.find( ( t ) => t.type === type ) as Target;
		if ( ! target.path ) {
			throw new Error(
				`the ${ type } page was not found: ${ target.error }`
			);
		}
		const context = await browser.newContext( MOBILE );
		try {
			const path = await prepare( context, host.url, target );
			const measurement = await measureLoad(
				await context.newPage(),
				host.url,
				target,
				path
			);
			if ( measurement.error ) {
				throw new Error(
					`the ${ type } page could not be measured: ${ measurement.error }`
				);
			}
			expect( measurement.scripts.length ).toBeGreaterThan( 0 );
			expect( overBudget( measurement ) ).toEqual( [] );
		} finally {
			await context.close();
		}
	}
);
