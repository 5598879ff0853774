/**
 * Shoppers on the production-shaped stack (issue 44): every page they see
 * first comes from the full-page cache, shared with every other visitor,
 * and their requests alternate between two web nodes. Each sees their own
 * cart, stale nonces in a cached page still work through one refresh, and
 * the cart, the checkout and the order survive the change of node.
 */
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { fillGuestAddress, waitForCustomerUpdate } from '../checkout/helpers';
import { productionSiteForThisFile } from './support/production-site';
import { cacheStatus, fetchStatus, recordNodes, warm } from './support/cache';
import { Shopper } from './support/store';

const site = productionSiteForThisFile();
const CITY_BOOK = '„Die Stadt und das Meer“ in den Warenkorb legen';
const COOK_BOOK = '„Kochen mit Kiosk“ in den Warenkorb legen';

async function shopperPage(): Promise< Page > {
	const page = await newPage( site.browser );
	await page.context().route(
		( url ) => url.hostname !== 'localhost',
		( route ) => route.fulfill( { status: 204, body: '' } )
	);
	return page;
}

/** Adds a product from the page's listing; waits for the Store API's answer. */
async function addFromListing( page: Page, name: string ): Promise< void > {
	const added = page.waitForResponse(
		( r ) => r.url().includes( '/cart/add-item' ) && r.status() < 300
	);
	await page.getByRole( 'link', { name } ).click();
	await added;
}

/** The names of the products in the visitor's cart page. */
async function cartLines( page: Page ): Promise< string[] > {
	await page.goto( `${ site.url }/warenkorb/` );
	const lines = page.locator( 'table.kiosk-cart-items' );
	await lines.waitFor();
	return (
		await lines.locator( '.kiosk-cart-item__name, a' ).allTextContents()
	)
		.map( ( t ) => t.trim() )
		.filter( ( t ) => /Stadt und das Meer|Kochen mit Kiosk/.test( t ) );
}

test( 'two visitors on the same cached shop page each see their own cart', async () => {
	await warm( `${ site.url }/shop/` );
	const anna = await shopperPage();
	expect( cacheStatus( await anna.goto( `${ site.url }/shop/` ) ) ).toBe(
		'HIT'
	);
	await addFromListing( anna, CITY_BOOK );
	await anna
		.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
		.waitFor();

	const ben = await shopperPage();
	expect( cacheStatus( await ben.goto( `${ site.url }/shop/` ) ) ).toBe(
		'HIT'
	);
	await ben.getByRole( 'button', { name: 'Warenkorb: 0 Artikel' } ).waitFor();
	await addFromListing( ben, COOK_BOOK );
	await ben.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } ).waitFor();

	// With a cart, the shop is the visitor's own (the cache passes it by).
	expect( cacheStatus( await anna.goto( `${ site.url }/shop/` ) ) ).toBe(
		'BYPASS'
	);
	await anna
		.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
		.waitFor();
	expect( await cartLines( anna ) ).toEqual( [ 'Die Stadt und das Meer' ] );
	expect( await cartLines( ben ) ).toEqual( [ 'Kochen mit Kiosk' ] );
	// A third visitor still gets the cached page, empty cart.
	const carla = await shopperPage();
	expect( cacheStatus( await carla.goto( `${ site.url }/shop/` ) ) ).toBe(
		'HIT'
	);
	await carla
		.getByRole( 'button', { name: 'Warenkorb: 0 Artikel' } )
		.waitFor();
	for ( const page of [ anna, ben, carla ] ) {
		await page.context().close();
	}
}, 120000 );

test( 'a cached page whose nonces expired still adds to the cart and sends the contact form, through one refresh', async () => {
	const page = await shopperPage();
	const refused: string[] = [];
	page.on( 'response', ( r ) => {
		if ( r.status() === 401 || r.status() === 403 ) {
			refused.push( new URL( r.url() ).pathname );
		}
	} );
	await warm( `${ site.url }/shop/` );
	expect( cacheStatus( await page.goto( `${ site.url }/shop/` ) ) ).toBe(
		'HIT'
	);
	site.php(
		`update_option( 'kiosk_test_nonce_epoch', 'day-${ Date.now() }' );`
	);
	await addFromListing( page, CITY_BOOK );
	await page
		.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
		.waitFor();
	expect( refused.length ).toBeLessThanOrEqual( 1 );

	await warm( `${ site.url }/kontakt/` );
	const visitor = await shopperPage();
	visitor.on( 'response', ( r ) => {
		if ( r.status() === 401 || r.status() === 403 ) {
			refused.push( new URL( r.url() ).pathname );
		}
	} );
	expect(
		cacheStatus( await visitor.goto( `${ site.url }/kontakt/` ) )
	).toBe( 'HIT' );
	site.php(
		`update_option( 'kiosk_test_nonce_epoch', 'day-${ Date.now() }' );`
	);
	await visitor.getByLabel( 'Ihr Name' ).fill( 'Erika Mustermann' );
	await visitor
		.getByLabel( 'Ihre E-Mail-Adresse' )
		.fill( 'erika@example.de' );
	await visitor.getByLabel( 'Betreff' ).fill( 'Nach einem Tag' );
	await visitor
		.getByLabel( 'Ihre Nachricht' )
		.fill( 'Die Seite kam gestern aus dem Cache.' );
	await visitor.getByRole( 'checkbox', { name: 'Leserbrief' } ).check();
	await visitor
		.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
		.check();
	const question = await visitor.locator( '.wpcf7-quiz-label' ).textContent();
	const [ , a, b ] = /(\d+) plus (\d+)/.exec( question || '' ) || [];
	await visitor
		.getByLabel( /Wie viel ist/ )
		.fill( String( Number( a ) + Number( b ) ) );
	await visitor.getByRole( 'button', { name: 'Senden' } ).click();
	await visitor
		.getByText( 'Vielen Dank für Ihre Nachricht. Sie wurde gesendet.' )
		.first()
		.waitFor();
	expect( refused.length ).toBeLessThanOrEqual( 2 );
	await page.context().close();
	await visitor.context().close();
}, 120000 );

test( "one shopper's requests land on both nodes, and the cart, the checkout and the order stay whole", async () => {
	const page = await shopperPage();
	const nodes = recordNodes( page );
	await page.goto( `${ site.url }/shop/` );
	await addFromListing( page, COOK_BOOK );
	await page
		.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
		.waitFor();
	expect( await cartLines( page ) ).toEqual( [ 'Kochen mit Kiosk' ] );
	await page.goto( `${ site.url }/kasse/` );
	await fillGuestAddress( page );
	await waitForCustomerUpdate( page );
	// The checkout draft (the address) is there on the next page, from whichever node.
	await page.reload();
	expect( await page.getByLabel( 'Vorname' ).first().inputValue() ).toBe(
		'Max'
	);
	await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
	await page.waitForURL( /bestellung-erhalten/ );
	await page.getByText( 'Kochen mit Kiosk' ).first().waitFor();
	expect( new Set( nodes.map( ( [ , node ] ) => node ) ) ).toEqual(
		new Set( [ 'a', 'b' ] )
	);
	await page.context().close();

	// Placing the order works on either node, with a cart the other node started.
	const product = Number(
		site
			.php(
				`echo get_page_by_path( 'die-stadt-und-das-meer', OBJECT, 'product' )->ID;`
			)
			.trim()
	);
	for ( const [ index, node ] of site.nodes.entries() ) {
		const shopper = new Shopper( site.url );
		expect( ( await shopper.addItem( product ) ).status ).toBe( 201 );
		const other = site.nodes[ ( index + 1 ) % site.nodes.length ];
		expect(
			(
				await shopper.request(
					'/cart',
					'GET',
					undefined,
					nodeUrl( other.port )
				)
			).body.items_count
		).toBe( 1 );
		const order = await shopper.checkout(
			`node-${ node.name }@example.com`,
			nodeUrl( node.port )
		);
		expect( { status: order.status, node: order.node } ).toEqual( {
			status: 200,
			node: node.name,
		} );
		expect( order.body.status ).toBe( 'on-hold' );
	}
}, 120000 );

const nodeUrl = ( port: number ) => `http://127.0.0.1:${ port }`;

test( "an order purges only its product's cached page; the product selling out purges the lists too", async () => {
	const [ id, path ] = site
		.php(
			`$product = wc_get_product( get_page_by_path( 'kochen-mit-kiosk', OBJECT, 'product' )->ID );
			$product->set_manage_stock( true );
			$product->set_stock_quantity( 2 );
			$product->save();
			echo $product->get_id(), ' ', wp_parse_url( get_permalink( $product->get_id() ), PHP_URL_PATH );`
		)
		.trim()
		.split( ' ' );
	const lists = [ '/', '/shop/', '/aufstieg-perfekt-fc-jubelt/' ];
	for ( const page of [ ...lists, path ] ) {
		await warm( `${ site.url }${ page }` );
	}
	const order = async ( email: string ) => {
		const shopper = new Shopper( site.url );
		expect( ( await shopper.addItem( Number( id ) ) ).status ).toBe( 201 );
		expect( ( await shopper.checkout( email ) ).body.status ).toBe(
			'on-hold'
		);
	};

	await order( 'erste@example.com' );
	const productPage = await fetch( `${ site.url }${ path }` );
	expect( productPage.headers.get( 'x-cache' ) ).toBe( 'MISS' );
	expect( await productPage.text() ).toContain( '1 vorrätig' );
	for ( const page of lists ) {
		expect( {
			page,
			cache: await fetchStatus( `${ site.url }${ page }` ),
		} ).toEqual( {
			page,
			cache: 'HIT',
		} );
	}

	// The last one: sold out, which every list of products shows.
	await order( 'zweite@example.com' );
	for ( const page of [ ...lists, path ] ) {
		expect( {
			page,
			cache: await fetchStatus( `${ site.url }${ page }` ),
		} ).toEqual( {
			page,
			cache: 'MISS',
		} );
	}
}, 120000 );
