/**
 * The database stops (issue 18, part 4b): pages show Kiosk's German page
 * (its db-error.php drop-in), not WordPress's English white page; the
 * checkout keeps what was typed and shows the German message of the Store
 * API's 503; everything recovers when the database returns.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import {
	STREET,
	checkoutWithItem,
	fillGuestAddress,
	waitForCustomerUpdate,
} from '../checkout/helpers';
import { dbSwitch } from './db-proxy';
import { orderEmail, placedOrders } from './orders';

const db = dbSwitch( () => process.env.KIOSK_E2E_DB_SOCKET as string );
// Registered before the site's own beforeAll, so the switch is on first.
beforeAll( () => db.up() );
const site = siteForThisFile( { env: { KIOSK_DB_HOST: db.host } } );
afterAll( () => db.dispose() );

const dropIn = () => join( site.host.dataDir, 'wp-content', 'db-error.php' );

it( 'while the database is down, pages show a German page and the checkout keeps the typed order; both recover when it returns', async () => {
	// What activation does (the site was cloned from a template whose
	// wp-content is another folder).
	site.host.php(
		'var_export( ( new \\Kiosk\\DropIns\\DbErrorPage() )->install() );'
	);
	expect( readFileSync( dropIn(), 'utf8' ) ).toContain(
		'kiosk-db-error-drop-in'
	);
	const page = await newPage( site.browser );
	// Every query goes through the switch's extra hop: give loads more time.
	page.context().setDefaultTimeout( 90000 );
	await checkoutWithItem( page, site.host.url );
	await fillGuestAddress( page );
	await waitForCustomerUpdate( page );
	await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
	const before = placedOrders( site.host );

	await db.down();
	// The checkout: the Store API's 503 carries the German message.
	const placeOrder = page.getByRole( 'button', {
		name: 'Zahlungspflichtig bestellen',
	} );
	await placeOrder.click();
	await page
		.getByText( 'Der Shop ist gerade kurz nicht erreichbar', {
			exact: false,
		} )
		.first()
		.waitFor();
	expect( await page.getByLabel( 'E-Mail-Adresse' ).inputValue() ).toBe(
		'gast@example.com'
	);
	expect( await page.getByLabel( STREET ).inputValue() ).toBe(
		'Hauptstr. 1'
	);
	// A page: Kiosk's German 503, not an English white page.
	const other = await newPage( site.browser );
	other.context().setDefaultTimeout( 90000 );
	const answer = await other.goto( `${ site.host.url }/` );
	expect( answer?.status() ).toBe( 503 );
	expect( answer?.headers()[ 'retry-after' ] ).toBe( '30' );
	await other
		.getByRole( 'heading', { name: 'Kurz nicht erreichbar' } )
		.waitFor();
	const text = await other.locator( 'body' ).innerText();
	expect( text ).toContain( 'weil ihre Datenbank nicht antwortet' );
	expect( text ).not.toMatch( /Error establishing|database connection/i );
	expect( await other.getAttribute( 'html', 'lang' ) ).toBe( 'de-DE' );

	const returned = Date.now();
	await db.up();
	const home = await other.reload();
	const recovered = Date.now() - returned;
	expect( home?.status() ).toBe( 200 );
	await placeOrder.click();
	await page.waitForURL( /bestellung-erhalten/, { timeout: 60000 } );
	const created = placedOrders( site.host ).filter(
		( id ) => ! before.includes( id )
	);
	process.stderr.write(
		`db down: German 503 page and checkout message; home page back ${ recovered } ms after the database returned; ${ created.length } order on retry\n`
	);
	expect( created ).toHaveLength( 1 );
	expect( orderEmail( site.host, created[ 0 ] ) ).toBe( 'gast@example.com' );
}, 240000 );

it( 'the drop-in never replaces a db-error.php of someone else, and goes with Kiosk’s deactivation', async () => {
	const ours = readFileSync( dropIn(), 'utf8' );
	writeFileSync( dropIn(), '<?php // the host’s own page' );
	expect(
		site.host.php(
			'var_export( ( new \\Kiosk\\DropIns\\DbErrorPage() )->install() );'
		)
	).toBe( 'false' );
	expect(
		site.host.php(
			'var_export( ( new \\Kiosk\\DropIns\\DbErrorPage() )->remove() );'
		)
	).toBe( 'false' );
	expect( readFileSync( dropIn(), 'utf8' ) ).toBe(
		'<?php // the host’s own page'
	);
	writeFileSync( dropIn(), ours );
	site.host.php(
		"require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( 'kiosk/kiosk.php' );"
	);
	expect( () => readFileSync( dropIn() ) ).toThrow( /ENOENT/ );
} );
