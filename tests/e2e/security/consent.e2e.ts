/**
 * Consent (issue 18, part 5) on the real stack: with a consent tool active
 * (a stand-in for the WP Consent API, tests/e2e/security/fixtures/), order
 * attribution sets no cookie and no request leaves the site until the
 * visitor allows marketing; then attribution tracks and the map loads
 * without asking. WooCommerce ties its `wc_order_attribution_allow_tracking`
 * filter to `wp_has_consent( 'marketing' )`; Kiosk's attribution and media
 * gates follow that filter and `window.wp_has_consent`.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';

const site = siteForThisFile();

const offSite = ( url: URL ) =>
	url.hostname !== 'localhost' && url.hostname !== '127.0.0.1';

/** A page whose off-site requests are recorded (and never sent). */
async function recordingPage(): Promise< { page: Page; sent: string[] } > {
	const page = await newPage( site.browser );
	const sent: string[] = [];
	await page.route( offSite, ( route ) => {
		sent.push( new URL( route.request().url() ).hostname );
		return route.abort();
	} );
	return { page, sent };
}

const attributionCookies = async ( context: BrowserContext ) =>
	( await context.cookies() )
		.filter( ( c ) => c.name.startsWith( 'sbjs_' ) )
		.map( ( c ) => c.name );

/**
 * Opens the home page from a newsletter link, scrolls to the bottom and
 * back up to the map, where the reader stays: the map's observer sees it
 * in view on the next frame, however busy the machine is.
 */
async function visitFromNewsletter( page: Page ): Promise< void > {
	await page.goto(
		`${ site.host.url }/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst`,
		// The site's first page on a busy machine.
		{ timeout: 90000 }
	);
	await page.evaluate( () =>
		window.scrollTo( 0, document.body.scrollHeight )
	);
	await page.locator( '.kiosk-map' ).scrollIntoViewIfNeeded();
}

const allowTracking = ( page: Page ) =>
	page.evaluate(
		() =>
			(
				window as unknown as {
					kioskSettings: {
						orderAttribution: { allowTracking: boolean };
					};
				}
			 ).kioskSettings.orderAttribution.allowTracking
	);

beforeAll( () => {
	copyFileSync(
		join( __dirname, 'fixtures', 'consent-api.php' ),
		join(
			site.host.dataDir,
			'wp-content',
			'mu-plugins',
			'kiosk-test-consent-api.php'
		)
	);
} );

it( 'without consent: no attribution cookie, no off-site request, the map waits to be asked', async () => {
	const { page, sent } = await recordingPage();
	await visitFromNewsletter( page );
	await page.getByRole( 'button', { name: 'Karte laden' } ).waitFor();
	await page.waitForLoadState( 'networkidle' );
	expect( await allowTracking( page ) ).toBe( false );
	expect( await attributionCookies( page.context() ) ).toEqual( [] );
	expect(
		await page.evaluate( () =>
			(
				window as unknown as {
					kioskOrderAttribution: {
						values: () => Record< string, string >;
					};
				}
			 ).kioskOrderAttribution.values()
		)
	).toEqual( {} );
	expect( sent ).toEqual( [] );

	// The visitor allows marketing in the consent tool: tracking starts.
	await page.evaluate( () => {
		document.cookie = 'wp_consent_marketing=allow; path=/';
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { marketing: 'allow' },
			} )
		);
	} );
	expect( await attributionCookies( page.context() ) ).toContain(
		'sbjs_current'
	);
	await page.context().close();
}, 120000 );

it( 'with consent: attribution tracks the newsletter visit and the map loads without asking', async () => {
	const { page } = await recordingPage();
	await page.context().addCookies( [
		{
			name: 'wp_consent_marketing',
			value: 'allow',
			url: site.host.url,
		},
	] );
	const tile = page.waitForRequest( /tile\.openstreetmap\.org/, {
		timeout: 30000,
	} );
	await visitFromNewsletter( page );
	// The request event comes before the route handler records it in `sent`.
	expect( new URL( ( await tile ).url() ).hostname ).toBe(
		'tile.openstreetmap.org'
	);
	expect( await allowTracking( page ) ).toBe( true );
	const cookies = await attributionCookies( page.context() );
	expect( cookies ).toEqual(
		expect.arrayContaining( [ 'sbjs_current', 'sbjs_first' ] )
	);
	const current = ( await page.context().cookies() ).find(
		( c ) => c.name === 'sbjs_current'
	);
	expect( decodeURIComponent( current?.value || '' ) ).toContain(
		'newsletter'
	);
	expect(
		await page.getByRole( 'button', { name: 'Karte laden' } ).count()
	).toBe( 0 );
	await page.context().close();
}, 120000 );

it( 'the privacy page template says that attribution cookies and third-party media wait for consent', () => {
	const text = site.host.php(
		"echo wp_strip_all_tags( \\Kiosk\\Admin\\SetupLegalTemplates::content( 'privacy' ) );"
	);
	expect( text ).toContain(
		'setzt der Shop diese Cookies erst, wenn Sie Marketing-Cookies zugestimmt haben'
	);
	expect( text ).toContain(
		'Vorher wird keine Verbindung zu diesen Anbietern aufgebaut'
	);
} );
