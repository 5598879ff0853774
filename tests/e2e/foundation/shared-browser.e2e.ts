/**
 * The test files of a jest worker share one Chromium (support/browser.ts):
 * each file sees its own contexts, and its close() ends those, never the
 * pages of another file on the same browser.
 */
import { launchBrowser } from '../support/browser';

it( 'gives each file its own contexts of one Chromium, and a close that ends only those', async () => {
	const first = await launchBrowser();
	const second = await launchBrowser();

	const kept = await second.newPage();
	await kept.setContent( '<title>bleibt</title>' );
	const closed = await first.newPage();
	await closed.setContent( '<title>geht</title>' );
	const firstContext = first.contexts()[ 0 ];
	expect( first.contexts() ).toHaveLength( 1 );
	expect( second.contexts() ).toHaveLength( 1 );
	expect( second.contexts()[ 0 ] ).not.toBe( firstContext );

	await first.close();
	expect( first.contexts() ).toEqual( [] );
	expect( closed.isClosed() ).toBe( true );
	// The browser stays for the worker's next file, and the other file's page with it.
	expect( first.isConnected() ).toBe( true );
	expect( await kept.title() ).toBe( 'bleibt' );

	// The next file's view starts with no context of the first one's.
	const next = await launchBrowser();
	expect( next.contexts() ).toEqual( [] );
	const page = await next.newPage();
	await page.setContent( '<title>neu</title>' );
	expect( await page.title() ).toBe( 'neu' );
	await next.close();
	await second.close();
	expect( kept.isClosed() ).toBe( true );
} );
