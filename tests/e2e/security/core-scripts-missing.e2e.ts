/**
 * Issue 45, finding 4, on the real stack: the cart and the checkout print
 * core's scripts joined into one file (php/Assets/CoreScripts.php). When
 * that file cannot load (a 404 on another web node, a blocked address),
 * the pages still work: core's separate scripts take its place. The file
 * is answered with a 404 here; the shopper changes the quantity in the
 * cart and fills the checkout up to its place-order button.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { cartWithItem } from '../support/cart-item';
import {
	fillCheckout,
	increaseQuantityButton,
	placeOrderButton,
} from '../support/shopper';

const site = siteForThisFile();

/** Any address of the joined file (today's, and the uploads file it was before). */
const JOINED =
	/\/kiosk-core-scripts\/|[?&]kiosk-core-scripts=|\/uploads\/kiosk-scripts\//;

/** A page whose joined core file answers 404; returns the addresses refused. */
async function withoutJoinedFile(): Promise< {
	page: Page;
	refused: string[];
} > {
	const page = await newPage( site.browser );
	const refused: string[] = [];
	await page.route( JOINED, ( route ) => {
		refused.push( route.request().url() );
		return route.fulfill( { status: 404, body: 'Not Found' } );
	} );
	return { page, refused };
}

test( 'without the joined core file the cart still changes a quantity', async () => {
	const { page, refused } = await withoutJoinedFile();
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await cartWithItem( page, site.host.url );
	const quantity = page.getByRole( 'spinbutton' ).first();
	await quantity.waitFor();
	expect( await quantity.inputValue() ).toBe( '1' );
	const saved = page.waitForResponse(
		( r ) =>
			/wc\/store\/v1\/(batch|cart\/update-item)/.test( r.url() ) &&
			r.request().method() === 'POST'
	);
	await increaseQuantityButton( page ).click();
	await page.waitForFunction(
		( input ) => ( input as HTMLInputElement | null )?.value === '2',
		await quantity.elementHandle()
	);
	// The Store API agrees: the server's cart holds two.
	expect( ( await saved ).ok() ).toBe( true );
	await page.reload();
	await page.getByRole( 'spinbutton' ).first().waitFor();
	expect( await page.getByRole( 'spinbutton' ).first().inputValue() ).toBe(
		'2'
	);
	expect( refused.length ).toBeGreaterThan( 0 );
	expect( errors ).toEqual( [] );
	await page.close();
} );

test( 'without the joined core file the checkout renders its form and the place-order button', async () => {
	const { page, refused } = await withoutJoinedFile();
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await cartWithItem( page, site.host.url );
	await page.goto( `${ site.host.url }/kasse/` );
	await page
		.getByRole( 'textbox', { name: /E-Mail/ } )
		.first()
		.waitFor();
	expect( await fillCheckout( page ) ).toBeGreaterThan( 3 );
	await expect( placeOrderButton( page ).isEnabled() ).resolves.toBe( true );
	expect( refused.length ).toBeGreaterThan( 0 );
	expect( errors ).toEqual( [] );
	await page.close();
} );
