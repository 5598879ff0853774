/**
 * Order attribution on a German site (issue 46): no `sbjs_*` cookie on a
 * reader's first visit until consent (Kiosk's own consent choice, the one
 * the maps and videos use, or the WP Consent API); the owner can choose
 * otherwise in Settings → Kiosk, where a sentence says what each choice
 * means.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import { logInTo } from '../support/wordpress';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );
afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

/** The names of the attribution cookies the page's browser holds. */
async function sbjs( page: Page ): Promise< string[] > {
	return ( await page.context().cookies() )
		.map( ( cookie ) => cookie.name )
		.filter( ( name ) => name.startsWith( 'sbjs_' ) );
}

/** A first visit to the home page, coming from a search engine. */
async function firstVisit(): Promise< Page > {
	const page = await newPage( browser );
	await page.goto( `${ host.url }/?utm_source=suchmaschine`, {
		waitUntil: 'load',
	} );
	// Kiosk's attribution script has run (it names the checkout's source).
	await page.waitForFunction(
		() =>
			( window as unknown as { kioskOrderAttribution?: unknown } )
				.kioskOrderAttribution !== undefined
	);
	return page;
}

test( 'a first visit sets no sbjs_ cookie before consent; it is set once the reader chose Kiosk\'s "always load"', async () => {
	const page = await firstVisit();
	expect( await sbjs( page ) ).toEqual( [] );
	// The reader agrees to external media (the map's and videos' choice).
	await page.evaluate( () =>
		window.localStorage.setItem( 'kiosk-external-media', 'allow' )
	);
	await page.reload( { waitUntil: 'load' } );
	await page.waitForFunction( () => document.cookie.includes( 'sbjs_' ) );
	expect( await sbjs( page ) ).toContain( 'sbjs_current' );
	await page.close();
} );

test( 'the owner reads what the choice means in Settings → Kiosk and can track from the first visit', async () => {
	const admin = await newPage( browser );
	await logInTo(
		admin,
		`${ host.url }/wp-admin/options-general.php?page=kiosk`
	);
	const wait = admin.getByRole( 'radio', {
		name: 'Auf die Einwilligung der Besucher warten',
	} );
	await expect( wait.isChecked() ).resolves.toBe( true );
	await admin
		.getByText( /Solche Cookies werden erst gesetzt, wenn die Besucher/ )
		.waitFor();
	await admin
		.getByRole( 'radio', { name: 'Ab dem ersten Besuch erfassen' } )
		.check();
	await admin.getByRole( 'button', { name: 'Änderungen speichern' } ).click();
	await admin.getByText( 'Einstellungen gespeichert.' ).waitFor();
	try {
		const page = await firstVisit();
		await page.waitForFunction( () => document.cookie.includes( 'sbjs_' ) );
		expect( await sbjs( page ) ).toContain( 'sbjs_current' );
		await page.close();
	} finally {
		host.php( `delete_option( 'kiosk_attribution_consent' );` );
		await admin.close();
	}
} );
