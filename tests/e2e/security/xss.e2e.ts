/**
 * Hostile text on the real stack: 700 payloads (payloads.ts) through every
 * place where Kiosk shows what a server sent. Product names and
 * descriptions (saved by a shop manager), coupon codes the shopper types
 * (WooCommerce echoes them in its error), cart notices, CF7's response and
 * field messages, Event Tickets' RSVP HTML, the address and order note on
 * the checkout and the order-received page, and the search query. Chromium
 * reports every payload that runs; none may, and none may be left in the
 * page where it could still run (handler attributes, `javascript:` URLs).
 * Where Kiosk shows the text as text, the payload's text is visible.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { ADDRESS } from '../support/measure';
import {
	batches,
	installDetector,
	joined,
	payloads,
	type Detector,
	type Payload,
} from './payloads';

const site = siteForThisFile();
const ALL = payloads();
/** 14 groups of 50: one server field or request each. */
const GROUPS = batches( ALL, 50 );
const sinks = new Set< string >();
const executed: string[] = [];

interface Api {
	request: < T >( options: unknown ) => Promise< T >;
}

/** Runs a Store API request through Kiosk's own client in the page (its nonce and session). */
function store< T >( page: Page, options: unknown ): Promise< T > {
	return page.evaluate(
		( o ) =>
			( window as unknown as { kiosk: { api: Api } } ).kiosk.api.request(
				o
			),
		options
	) as Promise< T >;
}

/** A page with the detector. */
async function hostilePage(): Promise< { page: Page; detector: Detector } > {
	const page = await newPage( site.browser );
	const detector = await installDetector( page );
	return { page, detector };
}

/**
 * Waits until whatever the page rendered has had its chance to run, by
 * events, not by a time window a slow machine could outlast: every image
 * finished loading or failed (onerror, onload), then two frames and a task
 * (autofocus, focus and toggle handlers are queued as tasks after a render).
 * A lazy image is made eager first: below the fold it would never load, so
 * the wait would never end, and its onerror would never be put to the test.
 */
async function settled( page: Page ): Promise< void > {
	await page.evaluate( () =>
		Array.from( document.images ).forEach( ( image ) => {
			if ( image.loading === 'lazy' ) {
				image.loading = 'eager';
			}
		} )
	);
	await page.waitForFunction( () =>
		Array.from( document.images ).every( ( image ) => image.complete )
	);
	await page.evaluate(
		() =>
			new Promise< void >( ( resolve ) =>
				requestAnimationFrame( () =>
					requestAnimationFrame( () => setTimeout( resolve, 0 ) )
				)
			)
	);
}

/** Nothing ran and nothing is left armed; counts the sink. */
async function expectNothingRan(
	sink: string,
	page: Page,
	detector: Detector
): Promise< void > {
	sinks.add( sink );
	await settled( page );
	const armed = await detector.armed();
	executed.push( ...detector.hits );
	expect( { sink, hits: detector.hits, armed } ).toEqual( {
		sink,
		hits: [],
		armed: [],
	} );
}

/** The visible text of a locator's elements. */
const visibleText = ( page: Page, selector: string ) =>
	page
		.locator( selector )
		.evaluateAll( ( els ) =>
			els.map( ( el ) => ( el as HTMLElement ).innerText ).join( '\n' )
		);

let productIds: number[] = [];

beforeAll( () => {
	// A shop manager (no unfiltered_html: WordPress filters what they save, as in the admin).
	productIds = JSON.parse(
		site.host.php( `
			$groups = json_decode( base64_decode( '${ Buffer.from(
				JSON.stringify( GROUPS.map( joined ) )
			).toString( 'base64' ) }' ), true );
			$user = wp_insert_user( array( 'user_login' => 'xss-laden', 'user_pass' => 'Laden2026!', 'user_email' => 'xss-laden@example.test', 'role' => 'shop_manager' ) );
			wp_set_current_user( $user );
			kses_init();
			$term = wp_insert_term( 'XSS', 'product_cat', array( 'slug' => 'xss' ) );
			$ids = array();
			foreach ( $groups as $text ) {
				$product = new WC_Product_Simple();
				$product->set_name( $text );
				$product->set_description( $text );
				$product->set_short_description( $text );
				$product->set_regular_price( '1.00' );
				$product->set_category_ids( array( $term['term_id'] ) );
				$product->set_status( 'publish' );
				$ids[] = $product->save();
			}
			echo wp_json_encode( $ids );
		` )
	);
} );

afterAll( () => {
	// The line for the note.

	console.log(
		`xss: ${ ALL.length } payloads, ${ sinks.size } sinks, ${ executed.length } executed`
	);
} );

test( 'there are at least 500 distinct payloads', () => {
	expect( ALL.length ).toBeGreaterThanOrEqual( 500 );
	expect( new Set( ALL.map( ( p ) => p.text ) ).size ).toBe( ALL.length );
	expect( productIds ).toHaveLength( GROUPS.length );
} );

test( 'product names and descriptions: the cart page, the mini cart and the category page', async () => {
	const { page, detector } = await hostilePage();
	await page.goto( `${ site.host.url }/warenkorb/` );
	// One batch request for all of them.
	await store( page, {
		path: '/wc/store/v1/batch',
		method: 'POST',
		data: {
			requests: productIds.map( ( id ) => ( {
				path: '/wc/store/v1/cart/add-item',
				method: 'POST',
				body: { id, quantity: 1 },
			} ) ),
		},
	} );
	await page.reload();
	await page.getByText( '__xssHit(1)', { exact: false } ).first().waitFor();
	// The names are shown as text: the script tags' text is there to read.
	expect( await visibleText( page, 'main' ) ).toContain( '__xssHit(' );
	await expectNothingRan( 'cart: product names', page, detector );
	const category = site.host.php(
		"echo get_term_link( 'xss', 'product_cat' );"
	);
	await page.goto( category );
	expect( await page.locator( 'main li.product' ).count() ).toBe(
		productIds.length
	);
	await expectNothingRan(
		'category page: names, short descriptions',
		page,
		detector
	);
	// The mini cart (hidden on the cart page itself, as WooCommerce's is).
	await page
		.getByRole( 'button', { name: /^Warenkorb: \d+ Artikel$/ } )
		.click();
	// The drawer shows the hostile names as text.
	await page
		.getByRole( 'dialog' )
		.getByText( '__xssHit(1)', { exact: false } )
		.first()
		.waitFor();
	await expectNothingRan( 'mini cart: product names', page, detector );
	await page.close();
} );

test( 'a product page and its add-to-cart notice', async () => {
	const { page, detector } = await hostilePage();
	for ( const id of productIds.slice( 0, 1 ) ) {
		await page.goto( `${ site.host.url }/?p=${ id }` );
		await page
			.getByRole( 'button', { name: /in den warenkorb/i } )
			.first()
			.click();
		await page
			.locator( '.kiosk-add-to-cart-notice, [role="status"]' )
			.first()
			.waitFor( { state: 'attached' } );
		// The add-item answer is in and its notice rendered.
		await page.waitForLoadState( 'networkidle' );
	}
	await expectNothingRan(
		'product page: name, description, add-to-cart notice',
		page,
		detector
	);
	await page.close();
} );

/** A page on the cart with one product in it and the coupon form open. */
async function cartWithCouponForm( page: Page ): Promise< void > {
	await page.goto( `${ site.host.url }/warenkorb/` );
	await store( page, {
		path: '/wc/store/v1/cart/add-item',
		method: 'POST',
		data: { id: productIds[ 0 ], quantity: 1 },
	} );
	await page.reload();
	await page.getByRole( 'button', { name: 'Gutscheine hinzufügen' } ).click();
}

test( "coupon codes: WooCommerce's error echoes the typed code, shown as text", async () => {
	const { page, detector } = await hostilePage();
	await cartWithCouponForm( page );
	const field = page.getByLabel( 'Code eingeben' );
	const error = page.locator( '#kiosk-coupon-code-error' );
	// Two groups a code: 7 codes.
	for ( const group of batches( ALL, 100 ) ) {
		const answered = page.waitForResponse( ( r ) =>
			r.url().includes( 'apply-coupon' )
		);
		await field.fill( joined( group ) );
		await page.getByRole( 'button', { name: 'Anwenden' } ).click();
		await answered;
		await error.waitFor();
		expect( await error.textContent() ).toContain( 'Gutschein' );
	}
	await expectNothingRan( 'coupon errors (WooCommerce)', page, detector );
	await page.close();
} );

test( 'raw markup in the coupon error and in cart notices: text, or DOMPurify', async () => {
	const { page, detector } = await hostilePage();
	let group = 0;
	// What a filter or another plugin could make WooCommerce send.
	await page.route( /wc\/store\/v1\/cart\/apply-coupon/, async ( route ) => {
		const text = joined( GROUPS[ group++ % GROUPS.length ] );
		await route.fulfill( {
			status: 400,
			json: {
				code: 'woocommerce_rest_cart_coupon_error',
				message: text,
				data: { status: 400, details: { cart: text } },
			},
		} );
	} );
	await cartWithCouponForm( page );
	const field = page.getByLabel( 'Code eingeben' );
	const error = page.locator( '#kiosk-coupon-code-error' );
	for ( let i = 0; i < GROUPS.length; i++ ) {
		await field.fill( `code-${ i }` );
		await page.getByRole( 'button', { name: 'Anwenden' } ).click();
		await error.waitFor();
		await page.waitForFunction(
			( n ) =>
				(
					document.querySelector( '#kiosk-coupon-code-error' )
						?.textContent || ''
				).includes( '__xssHit' ) && n >= 0,
			i
		);
	}
	await expectNothingRan( 'coupon errors (raw markup)', page, detector );
	// Cart responses that carry errors (as when an item went out of stock).
	await page.route(
		/wc\/store\/v1\/(cart\/update-item|batch)/,
		async ( route ) => {
			const response = await route.fetch();
			const body = await response.json();
			const errors = GROUPS.map( ( g, i ) => ( {
				code: `woocommerce_rest_xss_${ i }`,
				message: joined( g ),
				data: { status: 409 },
			} ) );
			const cart = ( c: Record< string, unknown > ) => {
				if ( c && Array.isArray( c.errors ) ) {
					c.errors = errors;
				}
			};
			cart( body );
			( body.responses || [] ).forEach(
				( r: { body: Record< string, unknown > } ) => cart( r.body )
			);
			await route.fulfill( { response, json: body } );
		}
	);
	// The quantity change's answer carries the hostile notices.
	const answered = page.waitForResponse( ( r ) =>
		/wc\/store\/v1\/(batch|cart\/update-item)/.test( r.url() )
	);
	await page
		.getByRole( 'button', { name: /Menge .* erhöhen|erhöhen/i } )
		.first()
		.click();
	await answered;
	// The answer's notices are on the page.
	await page
		.locator( '.kiosk-notice__content' )
		.filter( { hasText: '__xssHit(' } )
		.first()
		.waitFor();
	await expectNothingRan( 'cart notices (raw markup)', page, detector );
	await page.close();
} );

/** Sets the contact form's messages in the site. */
function setFormMessages( messages: Record< string, string > ): void {
	site.host.php( `
		$messages = json_decode( base64_decode( '${ Buffer.from(
			JSON.stringify( messages )
		).toString( 'base64' ) }' ), true );
		// Every form of the site: the contact page's, and the newsletter's in the footer.
		foreach ( get_posts( array( 'post_type' => 'wpcf7_contact_form', 'numberposts' => -1 ) ) as $post ) {
			$form = WPCF7_ContactForm::get_instance( $post->ID );
			$props = $form->get_properties();
			$props['messages'] = array_merge( $props['messages'], $messages );
			$form->set_properties( $props );
			$form->save();
		}
	` );
}

test( "CF7's response and field messages", async () => {
	const keys = [
		'validation_error',
		'invalid_required',
		'invalid_email',
		'invalid_url',
		'invalid_tel',
		'invalid_too_short',
		'quiz_answer_not_correct',
	];
	const { page, detector } = await hostilePage();
	for ( let round = 0; round * keys.length < GROUPS.length; round++ ) {
		const messages: Record< string, string > = {};
		keys.forEach( ( key, i ) => {
			const g = GROUPS[ ( round * keys.length + i ) % GROUPS.length ];
			messages[ key ] = joined( g );
		} );
		setFormMessages( messages );
		const schema = page.waitForResponse( ( r ) =>
			r.url().endsWith( '/feedback/schema' )
		);
		await page.goto( `${ site.host.url }/kontakt/` );
		await schema;
		await page.getByLabel( 'Ihre E-Mail-Adresse' ).fill( 'kein-at' );
		await page.getByLabel( 'Telefon (optional)' ).fill( 'keine nummer' );
		await page.getByLabel( 'Website (optional)' ).fill( 'kein url' );
		await page.getByLabel( 'Ihre Nachricht' ).fill( 'kurz' );
		await page.getByLabel( /Wie viel ist/ ).fill( '999' );
		await page
			.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
			.check();
		await page.getByRole( 'button', { name: 'Senden' } ).click();
		await page
			.locator( 'form.wpcf7-form[data-status="invalid"]' )
			.waitFor();
		// The browser's own check marks the form invalid first, with Kiosk's
		// message; CF7's answer (the hostile messages) replaces it.
		await page
			.locator( '.wpcf7-response-output', { hasText: '__xssHit(' } )
			.waitFor();
		await page
			.locator( '.wpcf7-not-valid-tip', { hasText: '__xssHit(' } )
			.first()
			.waitFor();
		// CF7's messages are shown as text.
		expect( await visibleText( page, '.wpcf7-response-output' ) ).toContain(
			'__xssHit('
		);
		expect( await visibleText( page, '.wpcf7-not-valid-tip' ) ).toContain(
			'__xssHit('
		);
	}
	await expectNothingRan( 'CF7 response and field messages', page, detector );
	await page.close();
} );

test( "Event Tickets' RSVP HTML goes in only through DOMPurify", async () => {
	const { page, detector } = await hostilePage();
	await page.route( /admin-ajax\.php/, async ( route ) => {
		const response = await route.fetch();
		const body = await response.json();
		if ( body?.data?.html ) {
			body.data.html += ALL.map( ( p ) => `<p>${ p.text }</p>` ).join(
				''
			);
		}
		await route.fulfill( { response, json: body } );
	} );
	await page.goto(
		`${ site.host.url }/veranstaltungen/lesung-neue-stimmen/`
	);
	await page.getByRole( 'button', { name: 'Teilnehmen' } ).first().click();
	await page
		.locator( 'input.tribe-tickets__rsvp-form-field-name' )
		.first()
		.waitFor();
	// Links that survived are clicked (a javascript: URL would run now).
	const links = page.locator( '.tribe-tickets__rsvp-wrapper a' );
	for ( let i = 0; i < Math.min( await links.count(), 20 ); i++ ) {
		await links
			.nth( i )
			.click( { timeout: 1000, noWaitAfter: true } )
			.catch( () => undefined );
	}
	await expectNothingRan( 'RSVP HTML (Event Tickets)', page, detector );
	await page.close();
} );

test( 'address fields and the order note: the checkout and the order-received page', async () => {
	const { page, detector } = await hostilePage();
	await page.goto( `${ site.host.url }/warenkorb/` );
	await store( page, {
		path: '/wc/store/v1/cart/add-item',
		method: 'POST',
		data: { id: productIds[ 0 ], quantity: 1 },
	} );
	const fields = [
		'first_name',
		'last_name',
		'company',
		'address_1',
		'address_2',
		'city',
	];
	// 14 groups: billing 0–5, shipping 6–11 on the checkout; the order's after them, wrapping round.
	const address = ( offset: number ) => {
		const a: Record< string, string > = { ...ADDRESS };
		fields.forEach( ( f, i ) => {
			a[ f ] = joined( GROUPS[ ( offset + i ) % GROUPS.length ] );
		} );
		return a;
	};
	// The shopper's typed address, sent back by the Store API into the checkout.
	await store( page, {
		path: '/wc/store/v1/cart/update-customer',
		method: 'POST',
		data: {
			billing_address: { ...address( 0 ), email: 'xss@example.com' },
			shipping_address: address( 6 ),
		},
	} );
	await page.goto( `${ site.host.url }/kasse/` );
	await page
		.getByRole( 'button', { name: /bestellen/i } )
		.last()
		.waitFor();
	// The address form holds the typed (hostile) values again.
	await page.waitForFunction( () =>
		Array.from(
			document.querySelectorAll< HTMLInputElement >( 'input' )
		).some( ( input ) => input.value.includes( '__xssHit(' ) )
	);
	await expectNothingRan( 'checkout: typed address', page, detector );
	const result = await store< {
		order_id: number;
		payment_result: { redirect_url: string };
	} >( page, {
		path: '/wc/store/v1/checkout',
		method: 'POST',
		data: {
			billing_address: { ...address( 12 ), email: 'xss@example.com' },
			shipping_address: address( 18 ),
			customer_note: joined( GROUPS[ 13 ] ),
			payment_method: 'bacs',
		},
	} );
	await page.goto( result.payment_result.redirect_url );
	await page.locator( '.woocommerce-order' ).waitFor();
	expect( await visibleText( page, '.woocommerce-order' ) ).toContain(
		'__xssHit('
	);
	await expectNothingRan(
		'order received: address and note (Store API)',
		page,
		detector
	);
	// The same order with the fields as they would be if nothing filtered them on the way in.
	site.host.php( `
		$groups = json_decode( base64_decode( '${ Buffer.from(
			JSON.stringify( GROUPS.map( joined ) )
		).toString( 'base64' ) }' ), true );
		$order = wc_get_order( ${ result.order_id } );
		$i = 0;
		foreach ( array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city' ) as $field ) {
			$order->{"set_billing_$field"}( $groups[ $i++ % count( $groups ) ] );
			$order->{"set_shipping_$field"}( $groups[ $i++ % count( $groups ) ] );
		}
		$order->set_customer_note( $groups[ $i % count( $groups ) ] );
		$order->save();
	` );
	await page.reload();
	await page.locator( '.woocommerce-order' ).waitFor();
	await expectNothingRan(
		'order received: address and note (raw)',
		page,
		detector
	);
	await page.close();
} );

/** Groups whose query stays under WordPress's 1,600 characters for a search. */
function searchGroups(): Payload[][] {
	const out: Payload[][] = [ [] ];
	for ( const p of ALL ) {
		const last = out[ out.length - 1 ];
		const query = joined( [ ...last, p ] );
		// WordPress measures the query with its slashes added (a backslash before each quote).
		if ( query.length + ( query.match( /["'\\]/g ) || [] ).length > 1600 ) {
			out.push( [ p ] );
		} else {
			last.push( p );
		}
	}
	return out;
}

test( 'the search query: results heading and the search field', async () => {
	const groups = searchGroups();
	const readers = [ await hostilePage() ];
	const armed: string[] = [];
	await Promise.all(
		readers.map( async ( { page }, r ) => {
			for ( let g = r; g < groups.length; g += readers.length ) {
				const query = joined( groups[ g ] );
				await page.goto(
					`${ site.host.url }/?s=${ encodeURIComponent( query ) }`,
					// The scan for armed markup below does not need the images loaded.
					{ waitUntil: 'domcontentloaded', timeout: 60000 }
				);
				const heading = await visibleText( page, 'h1' );
				const field = await page
					.locator( 'input[name="s"]' )
					.first()
					.inputValue();
				// Every payload is back as typed, as text: in the heading and in the field (an attribute); entities are not decoded on the way back.
				expect( heading ).toContain( query );
				expect( field ).toBe( query );
				armed.push( ...( await readers[ r ].detector.armed() ) );
			}
		} )
	);
	expect( armed ).toEqual( [] );
	for ( const { page, detector } of readers ) {
		await expectNothingRan( 'search query', page, detector );
		await page.close();
	}
	// About 40 page loads: minutes on a loaded machine.
}, 300000 );
