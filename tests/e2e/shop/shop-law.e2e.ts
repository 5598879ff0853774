/**
 * German shop law where prices show, on the real stack: "inkl. MwSt., zzgl.
 * Versandkosten" with the shipping costs page linked, on WooCommerce's shop
 * grid, the product page and in the mini cart; the delivery time the owner
 * enters in the product's shipping tab in wp-admin.
 */
import { siteForThisFile } from '../support/site';
import { logIn, newPage } from '../support/browser';

const site = siteForThisFile();

const NOTE = '.kiosk-price-note';

test( 'the shop grid and the product page name VAT and shipping costs, linked to the shipping page, and the delivery time', async () => {
	const page = await newPage( site.browser );
	await page.goto( `${ site.host.url }/shop/` );
	const book = page.locator( 'li.product', {
		has: page.getByRole( 'heading', { name: 'Die Stadt und das Meer' } ),
	} );
	await expect( book.locator( NOTE ).textContent() ).resolves.toBe(
		'inkl. MwSt., zzgl. VersandkostenLieferzeit: 1–3 Werktage'
	);
	// The e-paper is not shipped.
	const epaper = page.locator( 'li.product', {
		has: page.getByRole( 'heading', { name: 'Kiosk E-Paper Monatsabo' } ),
	} );
	expect( await epaper.locator( NOTE ).textContent() ).toBe( 'inkl. MwSt.' );
	// Every price in the grid has its note.
	expect( await page.locator( `li.product ${ NOTE }` ).count() ).toBe(
		await page.locator( 'li.product .price' ).count()
	);

	await page.goto( `${ site.host.url }/produkt/die-stadt-und-das-meer/` );
	const note = page.locator( `.summary ${ NOTE }` );
	await note.getByText( 'Lieferzeit: 1–3 Werktage' ).waitFor();
	await note.getByRole( 'link', { name: 'Versandkosten' } ).click();
	await page
		.getByRole( 'heading', { name: 'Versandkosten', level: 2 } )
		.waitFor();
	expect( page.url() ).toBe( `${ site.host.url }/versand-und-zahlung/` );
	await page.close();
} );

// The add to cart scrolls the page down, past the auto-hiding header; the
// header shows again when the cart changes (sticky-header.ts), so the
// shopper can open the mini cart at once, as here.
test( 'the mini cart says incl. VAT, plus shipping, linked', async () => {
	const page = await newPage( site.browser );
	await page.goto( `${ site.host.url }/shop/` );
	await page
		.getByRole( 'link', {
			name: '„Die Stadt und das Meer“ in den Warenkorb legen',
		} )
		.click();
	await page.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } ).click();
	const footer = page.locator( '.kiosk-mini-cart__footer-note' );
	await footer.waitFor();
	expect( await footer.textContent() ).toBe(
		'inkl. MwSt., zzgl. Versandkosten'
	);
	expect(
		await footer
			.getByRole( 'link', { name: 'Versandkosten' } )
			.getAttribute( 'href' )
	).toBe( `${ site.host.url }/versand-und-zahlung/` );
	await page.close();
} );

test( "the owner sets a product's delivery time in wp-admin, and the product page shows it", async () => {
	const id = Number(
		site.host.php( `echo wc_get_product_id_by_sku( 'KIOSK-6' );` )
	);
	const page = await newPage( site.browser );
	await logIn( page, site.host.url, 'admin' );
	await page.goto(
		`${ site.host.url }/wp-admin/post.php?post=${ id }&action=edit`
	);
	// WooCommerce's product tabs work once its admin script has run; a
	// click before that (a busy CI machine) opens nothing, so click again.
	const deliveryTime = page.getByLabel( 'Lieferzeit' );
	for ( let i = 0; i < 5 && ! ( await deliveryTime.isVisible() ); i++ ) {
		await page.locator( '.shipping_options a' ).click();
		await deliveryTime
			.waitFor( { state: 'visible', timeout: 3000 } )
			.catch( () => undefined );
	}
	await deliveryTime.fill( 'sofort lieferbar' );
	await Promise.all( [
		page.waitForURL( /[?&]message=1\b/ ),
		page.locator( '#publish' ).click(),
	] );
	await page.goto( `${ site.host.url }/produkt/kiosk-tasse/` );
	await page
		.locator( `.summary ${ NOTE }` )
		.getByText( 'Lieferzeit: sofort lieferbar' )
		.waitFor();
	await page.close();
} );
