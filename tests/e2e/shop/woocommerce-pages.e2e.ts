/**
 * WooCommerce's own pages on the real stack (issue 43): the shop, a
 * product and the order-received page print jQuery at the end of the body,
 * not in the head (php/Integrations/WooCommerce/JqueryFooter.php), and the
 * order-received page loads none of WooCommerce's classic checkout scripts
 * (OrderPages). What WooCommerce's scripts do there still works: the shop's
 * add-to-cart links (Kiosk's script), the product's tabs and review stars
 * (single-product.js), the variable product's form
 * (add-to-cart-variation.js), and no script throws. The product's image
 * shows at the first paint, before WooCommerce's scripts ran (ProductGallery:
 * Kiosk's theme has no gallery slider), the shop grid's images are the copy
 * a phone's slot needs (ShopImages), and WooCommerce's sourcebuster library
 * stays off while Kiosk's order attribution still tracks (OrderAttribution).
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { placeOrder } from '../support/measure';
import { addFromShopGrid } from '../support/shopper';

const site = siteForThisFile();

/** A page that records its uncaught errors. */
async function pageWithErrors(): Promise< { page: Page; errors: string[] } > {
	const page = await newPage( site.browser );
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return { page, errors };
}

/** Where each of the page's script elements with an id sits. */
async function scriptPlaces(
	page: Page
): Promise< { head: string[]; body: string[] } > {
	return page.evaluate( () => ( {
		head: [ ...document.head.querySelectorAll( 'script[id]' ) ].map(
			( s ) => s.id
		),
		body: [ ...document.body.querySelectorAll( 'script[id]' ) ].map(
			( s ) => s.id
		),
	} ) );
}

/** jQuery and its deferred users at the end of the body, in order, and they ran. */
async function expectJqueryInFooter( page: Page ): Promise< void > {
	const { head, body } = await scriptPlaces( page );
	expect( head.filter( ( id ) => id.startsWith( 'jquery' ) ) ).toEqual( [] );
	expect( body ).toContain( 'jquery-core-js' );
	expect( body.indexOf( 'jquery-core-js' ) ).toBeLessThan(
		body.indexOf( 'woocommerce-js' )
	);
	await page.waitForFunction(
		() =>
			document.readyState === 'complete' &&
			typeof ( window as unknown as { jQuery?: unknown } ).jQuery ===
				'function'
	);
}

test( 'the shop prints jQuery in the footer and its add-to-cart links still fill the cart', async () => {
	const { page, errors } = await pageWithErrors();
	await page.goto( `${ site.host.url }/shop/` );
	await expectJqueryInFooter( page );
	await addFromShopGrid( page, 'Die Stadt und das Meer', 1 );
	expect( errors ).toEqual( [] );
	await page.close();
} );

test( "a product prints jQuery in the footer; WooCommerce's tabs and review stars work", async () => {
	const { page, errors } = await pageWithErrors();
	await page.goto( `${ site.host.url }/produkt/die-stadt-und-das-meer/` );
	await expectJqueryInFooter( page );
	const { body } = await scriptPlaces( page );
	expect( body ).toContain( 'wc-single-product-js' );
	// single-product.js: the rating select becomes stars (in the hidden
	// reviews tab), the tabs switch.
	await page
		.locator( '#review_form p.stars a.star-4' )
		.waitFor( { state: 'attached' } );
	await page.locator( '.reviews_tab a' ).click();
	await page.locator( '#tab-reviews' ).waitFor( { state: 'visible' } );
	expect( await page.locator( '#tab-description' ).isVisible() ).toBe(
		false
	);
	await page.locator( '#review_form p.stars a.star-4' ).click();
	expect( await page.locator( '#rating' ).inputValue() ).toBe( '4' );
	expect( errors ).toEqual( [] );
	await page.close();
} );

test( "the variable T-shirt's form picks a size and puts that variation in the cart", async () => {
	const { page, errors } = await pageWithErrors();
	await page.goto( `${ site.host.url }/produkt/kiosk-t-shirt/` );
	await expectJqueryInFooter( page );
	const button = page.locator( '.single_add_to_cart_button' );
	// add-to-cart-variation.js: no size, no purchase.
	await expect( button.getAttribute( 'class' ) ).resolves.toContain(
		'disabled'
	);
	await page.locator( 'select[name^="attribute_"]' ).selectOption( 'M' );
	await page.waitForFunction(
		() =>
			Number(
				document.querySelector< HTMLInputElement >(
					'input.variation_id'
				)?.value
			) > 0 &&
			! document
				.querySelector( '.single_add_to_cart_button' )
				?.classList.contains( 'disabled' )
	);
	await button.click();
	await page
		.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
		.waitFor();
	expect( errors ).toEqual( [] );
	await page.close();
} );

test( 'the order-received page loads no classic checkout script, jQuery in the footer, and shows the order', async () => {
	const { page, errors } = await pageWithErrors();
	const path = await placeOrder( page.context(), site.host.url );
	expect( path ).toContain( '/bestellung-erhalten/' );
	await page.goto( `${ site.host.url }${ path }` );
	await page.locator( '.woocommerce-order-overview' ).waitFor();
	await expectJqueryInFooter( page );
	const { head, body } = await scriptPlaces( page );
	for ( const id of [
		'wc-checkout-js',
		'selectWoo-js',
		'wc-country-select-js',
		'wc-address-i18n-js',
		'wc-add-to-cart-js',
	] ) {
		expect( [ ...head, ...body ] ).not.toContain( id );
	}
	expect( await page.locator( 'link#select2-css' ).count() ).toBe( 0 );
	// WooCommerce's own stylesheet and its global script stay.
	expect( await page.locator( 'link#woocommerce-general-css' ).count() ).toBe(
		1
	);
	expect( body ).toContain( 'woocommerce-js' );
	expect( errors ).toEqual( [] );
	await page.close();
} );

test( "a product's image shows before WooCommerce's scripts ran, and the tabs still work after them", async () => {
	const { page, errors } = await pageWithErrors();
	// WooCommerce's single-product.js never arrives: without Kiosk's class
	// its gallery stays at the template's inline opacity 0.
	await page.route( /single-product(\.min)?\.js/, ( route ) =>
		route.abort()
	);
	await page.goto( `${ site.host.url }/produkt/die-stadt-und-das-meer/` );
	const gallery = page.locator( '.woocommerce-product-gallery' );
	await expect( gallery.getAttribute( 'class' ) ).resolves.toContain(
		'kiosk-gallery-shown'
	);
	// The template's inline style is still there; the stylesheet wins.
	await expect( gallery.getAttribute( 'style' ) ).resolves.toContain(
		'opacity: 0'
	);
	expect(
		await gallery.evaluate( ( el ) => getComputedStyle( el ).opacity )
	).toBe( '1' );
	const image = gallery.locator( 'img.wp-post-image' );
	await image.evaluate( ( img: HTMLImageElement ) => img.decode() );
	expect(
		await image.evaluate( ( img: HTMLImageElement ) => img.naturalWidth )
	).toBeGreaterThan( 0 );
	expect( errors ).toEqual( [] );
	await page.close();

	// With the script: the gallery stays shown and the tabs switch.
	const second = await pageWithErrors();
	await second.page.goto(
		`${ site.host.url }/produkt/die-stadt-und-das-meer/`
	);
	await second.page.locator( '.reviews_tab a' ).click();
	await second.page.locator( '#tab-reviews' ).waitFor( { state: 'visible' } );
	expect(
		await second.page
			.locator( '.woocommerce-product-gallery' )
			.evaluate( ( el ) => getComputedStyle( el ).opacity )
	).toBe( '1' );
	expect( second.errors ).toEqual( [] );
	await second.page.close();
} );

test( "on a phone the shop grid's first image is the copy its slot needs, not a larger one", async () => {
	const page = await newPage( site.browser, {
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
		isMobile: true,
		hasTouch: true,
	} );
	await page.goto( `${ site.host.url }/shop/` );
	const image = page.locator( 'ul.products li.product img' ).first();
	await image.evaluate( ( img: HTMLImageElement ) => img.decode() );
	const { source, slot } = await image.evaluate(
		( img: HTMLImageElement ) => ( {
			source: img.currentSrc,
			slot: img.getBoundingClientRect().width,
		} )
	);
	// The copy's own width (its file name: WordPress's -<w>x<h> suffix;
	// naturalWidth is scaled by the srcset's density).
	const copy = Number( /-(\d+)x\d+\.jpg$/.exec( source )?.[ 1 ] );
	// Sharp enough (the copy covers the slot's device pixels) …
	expect( copy ).toBeGreaterThanOrEqual( Math.floor( slot * 1.75 ) );
	// … and not the 600 px copy WordPress's sizes picked.
	expect( copy ).toBe( 300 );
	await page.context().close();
} );

test( "WooCommerce's sourcebuster library stays off the shop and the product; Kiosk's attribution still writes its cookies", async () => {
	const { page, errors } = await pageWithErrors();
	const requested: string[] = [];
	page.on( 'request', ( request ) => requested.push( request.url() ) );
	// The reader's consent (see tests/e2e/magazine/attribution-consent.e2e.ts).
	await page.goto( `${ site.host.url }/shop/` );
	await page.evaluate( () =>
		window.localStorage.setItem( 'kiosk-external-media', 'allow' )
	);
	for ( const path of [ '/shop/', '/produkt/die-stadt-und-das-meer/' ] ) {
		await page.goto( `${ site.host.url }${ path }?utm_source=e2e`, {
			waitUntil: 'load',
		} );
		await page.waitForFunction(
			() =>
				( window as unknown as { kioskOrderAttribution?: unknown } )
					.kioskOrderAttribution !== undefined
		);
		const { head, body } = await scriptPlaces( page );
		expect( [ ...head, ...body ] ).not.toContain( 'sourcebuster-js-js' );
	}
	expect(
		requested.filter( ( url ) => url.includes( 'sourcebuster' ) )
	).toEqual( [] );
	await page.waitForFunction( () =>
		document.cookie.includes( 'sbjs_current=' )
	);
	const current = await page.evaluate( () =>
		decodeURIComponent(
			document.cookie
				.split( '; ' )
				.find( ( c ) => c.startsWith( 'sbjs_current=' ) ) || ''
		)
	);
	expect( current ).toContain( 'src=e2e' );
	expect( errors ).toEqual( [] );
	await page.close();
} );
