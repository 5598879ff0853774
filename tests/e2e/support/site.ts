/**
 * The usual frame of an e2e test file: its own site of the real stack and a
 * Chromium, started before the file's tests and removed after them.
 *
 *   const site = siteForThisFile();
 *   test( '…', async () => { const page = await newPage( site.browser ); … site.host.url … } );
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host, type HostStartOptions } from './host';
import { launchBrowser } from './browser';

export interface Site {
	host: Host;
	browser: Browser;
}

/** Registers the file's `beforeAll` and `afterAll`; the fields fill in before the first test. */
export function siteForThisFile( options: HostStartOptions = {} ): Site {
	const site = {} as Site;
	beforeAll( async () => {
		[ site.host, site.browser ] = await Promise.all( [
			startHost( options ),
			launchBrowser(),
		] );
	} );
	afterAll( async () => {
		await site.browser?.close();
		await site.host?.dispose();
	} );
	return site;
}
