/**
 * The price right before the binding order, on the real stack: the total
 * (with its VAT) sits directly above "Zahlungspflichtig bestellen"; on a
 * phone the order summary opens from the top of the checkout, collapsed,
 * with the total in its toggle, and the sidebar's summary is hidden.
 */
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { checkoutWithItem } from './helpers';

const site = siteForThisFile();

test.each( [
	[ 'a desktop', { width: 1280, height: 900 } ],
	[ 'a phone', { width: 390, height: 844 } ],
] )(
	'on %s the total with its VAT is the last thing above the place-order button',
	async ( _name, viewport ) => {
		const page = await newPage( site.browser, { viewport } );
		await checkoutWithItem( page, site.host.url );
		const total = page.locator( '.kiosk-checkout__total' );
		// 24,90 € "Kochen mit Kiosk" plus 5,00 € shipping.
		expect( ( await total.textContent() )?.replace( /\s+/g, ' ' ) ).toBe(
			'Gesamtsumme 29,90 €inkl. 2,43 € MwSt.'
		);
		const button = page.getByRole( 'button', {
			name: 'Zahlungspflichtig bestellen',
		} );
		const totalBox = ( await total.boundingBox() )!;
		const buttonBox = ( await button.boundingBox() )!;
		expect( buttonBox.y ).toBeGreaterThan( totalBox.y + totalBox.height );
		// Nothing but the return link's row lies between them.
		expect( buttonBox.y - ( totalBox.y + totalBox.height ) ).toBeLessThan(
			80
		);
		await page.close();
	}
);

test( 'on a phone the order summary opens from the top, collapsed, with the total in its toggle', async () => {
	const page = await newPage( site.browser, {
		viewport: { width: 390, height: 844 },
	} );
	await checkoutWithItem( page, site.host.url );
	const toggle = page.getByText( 'Bestellübersicht anzeigen' );
	expect( ( await toggle.boundingBox() )!.y ).toBeLessThan( 400 );
	const summary = page.locator( '.kiosk-checkout__mobile-summary' );
	expect( await summary.locator( 'summary strong' ).textContent() ).toBe(
		'29,90 €'
	);
	expect( await summary.getByText( 'Kochen mit Kiosk' ).isVisible() ).toBe(
		false
	);
	expect( await page.locator( '.kiosk-checkout__sidebar' ).isVisible() ).toBe(
		false
	);
	await toggle.click();
	await summary.getByText( 'Kochen mit Kiosk' ).waitFor();
	await page.close();

	const desktop = await newPage( site.browser, {
		viewport: { width: 1280, height: 900 },
	} );
	await checkoutWithItem( desktop, site.host.url );
	expect(
		await desktop.locator( '.kiosk-checkout__sidebar' ).isVisible()
	).toBe( true );
	expect(
		await desktop.locator( '.kiosk-checkout__mobile-summary' ).isVisible()
	).toBe( false );
	await desktop.close();
} );
