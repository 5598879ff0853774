/**
 * The web server stops while the shopper places the order (issue 18, part
 * 4a): what was typed stays, a German message says what happened, and the
 * retry after the restart places exactly one order.
 */
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import {
	CITY,
	STREET,
	checkoutWithItem,
	fillGuestAddress,
	waitForCustomerUpdate,
} from '../checkout/helpers';
import { orderEmail, placedOrders } from './orders';

const site = siteForThisFile();

it( 'keeps the typed order when the server is down, says so in German, and the retry after the restart places exactly one order', async () => {
	const page = await newPage( site.browser );
	await checkoutWithItem( page, site.host.url );
	await fillGuestAddress( page );
	await waitForCustomerUpdate( page );
	await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
	const before = placedOrders( site.host );

	await site.host.stop();
	const placeOrder = page.getByRole( 'button', {
		name: 'Zahlungspflichtig bestellen',
	} );
	await placeOrder.click();
	await page
		.getByText(
			'Sie sind wahrscheinlich offline. Ihre Angaben sind erhalten.',
			{
				exact: false,
			}
		)
		.first()
		.waitFor();
	expect( page.url() ).not.toMatch( /bestellung-erhalten/ );
	expect( await page.getByLabel( 'E-Mail-Adresse' ).inputValue() ).toBe(
		'gast@example.com'
	);
	expect( await page.getByLabel( 'Nachname' ).inputValue() ).toBe( 'Muster' );
	expect( await page.getByLabel( STREET ).inputValue() ).toBe(
		'Hauptstr. 1'
	);
	expect( await page.getByLabel( CITY ).inputValue() ).toBe( 'Berlin' );
	expect(
		await page.getByRole( 'radio', { name: 'Überweisung' } ).isChecked()
	).toBe( true );

	const restarted = Date.now();
	await site.host.restart();
	// `restart()` returns once the server answers; the shopper presses the
	// button once more.
	await placeOrder.click();
	await page.waitForURL( /bestellung-erhalten/, { timeout: 60000 } );
	const recovered = Date.now() - restarted;
	expect( page.url() ).toMatch( /bestellung-erhalten/ );
	const created = placedOrders( site.host ).filter(
		( id ) => ! before.includes( id )
	);
	process.stderr.write(
		`server down: recovered in ${ recovered } ms after restart, ${ created.length } order\n`
	);
	expect( created ).toHaveLength( 1 );
	expect( orderEmail( site.host, created[ 0 ] ) ).toBe( 'gast@example.com' );
}, 240000 );
