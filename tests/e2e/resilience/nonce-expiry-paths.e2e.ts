/**
 * A page left open until its nonces expired (issue 18, part 4c): every
 * write path still works on the first try, with nothing lost. The stack
 * makes every nonce of the site stale at once when the option
 * `kiosk_test_nonce_epoch` changes (it is part of the nonce salt): what a
 * day does, without waiting on a clock a busy machine would upset.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { addItemThroughApi } from '../support/cart-item';
import { fillGuestAddress, STREET, CITY } from '../checkout/helpers';

const site = siteForThisFile();
let page: Page;
/** Store API and admin-ajax answers of the page: route and status. */
const answers: Array< [ string, number ] > = [];

let epoch = 0;
/** Every nonce the page holds is now stale. */
const letNoncesExpire = async () => {
	site.host.php(
		`update_option( 'kiosk_test_nonce_epoch', 'day-${ ++epoch }' );`
	);
};

/** Waits for a 2xx answer of a request whose URL contains `part`. */
const succeeded = ( part: string ) =>
	page.waitForResponse(
		( r ) => r.url().includes( part ) && r.status() < 300,
		{ timeout: 30000 }
	);

beforeAll( async () => {
	page = await newPage( site.browser );
	page.context().setDefaultTimeout( 60000 );
	page.on( 'response', ( r ) => {
		if ( /wc\/store|admin-ajax|contact-form-7/.test( r.url() ) ) {
			answers.push( [ new URL( r.url() ).pathname, r.status() ] );
		}
	} );
} );

it( 'add item', async () => {
	await page.goto( `${ site.host.url }/shop/` );
	await letNoncesExpire();
	const done = succeeded( '/cart/add-item' );
	await page
		.getByRole( 'link', {
			name: '„Die Stadt und das Meer“ in den Warenkorb legen',
		} )
		.click();
	await done;
	await page
		.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
		.waitFor();
}, 120000 );

it( 'change quantity, apply a coupon, remove the coupon', async () => {
	await page.goto( `${ site.host.url }/warenkorb/` );
	await letNoncesExpire();
	const updated = succeeded( '/cart/update-item' );
	await page
		.getByRole( 'button', {
			name: 'Menge von Die Stadt und das Meer erhöhen',
		} )
		.click();
	await updated;
	await page.waitForFunction(
		() =>
			(
				document.querySelector(
					'input[aria-label="Menge von Die Stadt und das Meer in Ihrem Warenkorb."]'
				) as HTMLInputElement | null
			 )?.value === '2'
	);

	await letNoncesExpire();
	await page.getByRole( 'button', { name: 'Gutscheine hinzufügen' } ).click();
	await page.getByLabel( 'Code eingeben' ).fill( 'SOMMER10' );
	const applied = succeeded( '/cart/apply-coupon' );
	await page.getByRole( 'button', { name: 'Anwenden' } ).click();
	await applied;
	const removeCoupon = page.getByRole( 'button', {
		name: /Gutschein „sommer10“ entfernen/i,
	} );
	await removeCoupon.waitFor();

	await letNoncesExpire();
	const removed = succeeded( '/cart/remove-coupon' );
	await removeCoupon.click();
	await removed;
	await removeCoupon.waitFor( { state: 'detached' } );
}, 120000 );

it( 'remove an item', async () => {
	await addItemThroughApi( page );
	await page.reload();
	await letNoncesExpire();
	const removed = succeeded( '/cart/remove-item' );
	await page
		.getByRole( 'button', {
			name: 'Kochen mit Kiosk aus dem Warenkorb entfernen',
		} )
		.click();
	await removed;
	// The cart's lines (the cross-sells below may offer the removed book again).
	const lines = page.locator( 'table.kiosk-cart-items' );
	await lines
		.getByRole( 'link', { name: 'Kochen mit Kiosk' } )
		.waitFor( { state: 'detached' } );
	await lines
		.getByRole( 'link', { name: 'Die Stadt und das Meer' } )
		.waitFor();
}, 120000 );

it( 'select shipping (pickup), then place the order with everything typed', async () => {
	await page.goto( `${ site.host.url }/kasse/` );
	await fillGuestAddress( page );
	await letNoncesExpire();
	const selected = succeeded( 'select-shipping-rate' );
	await page.getByRole( 'radio', { name: 'Abholung vor Ort' } ).check();
	await page.getByRole( 'radio', { name: /Redaktion Berlin/ } ).check();
	await selected;
	const billing = page.locator( '.kiosk-address-form--billing' );
	if ( ( await billing.getByLabel( STREET ).inputValue() ) === '' ) {
		await billing.getByLabel( 'Vorname' ).fill( 'Max' );
		await billing.getByLabel( 'Nachname' ).fill( 'Muster' );
		await billing.getByLabel( STREET ).fill( 'Hauptstr. 1' );
		await billing.getByLabel( 'Postleitzahl' ).fill( '10115' );
		await billing.getByLabel( CITY ).fill( 'Berlin' );
	}
	await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
	await letNoncesExpire();
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
	await page.waitForURL( /bestellung-erhalten/, { timeout: 30000 } );
	await page.getByText( 'gast@example.com' ).first().waitFor();
	await page.getByText( 'Die Stadt und das Meer' ).first().waitFor();
}, 120000 );

it( 'CF7 submit', async () => {
	await page.goto( `${ site.host.url }/kontakt/` );
	await page.getByLabel( 'Ihr Name' ).fill( 'Erika Mustermann' );
	await page.getByLabel( 'Ihre E-Mail-Adresse' ).fill( 'erika@example.de' );
	await page.getByLabel( 'Betreff' ).fill( 'Nach einem Tag' );
	await page
		.getByLabel( 'Ihre Nachricht' )
		.fill( 'Die Seite war lange offen.' );
	await page.getByRole( 'checkbox', { name: 'Leserbrief' } ).check();
	await page
		.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
		.check();
	const question = await page.locator( '.wpcf7-quiz-label' ).textContent();
	const [ , a, b ] = /(\d+) plus (\d+)/.exec( question || '' ) || [];
	await page
		.getByLabel( /Wie viel ist/ )
		.fill( String( Number( a ) + Number( b ) ) );
	await letNoncesExpire();
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	// The sent message is shown and focused (focus reads it to a screen
	// reader; the live region stays quiet so it is not heard twice).
	const sent = page.locator( '.wpcf7-response-output', {
		hasText: 'Vielen Dank für Ihre Nachricht. Sie wurde gesendet.',
	} );
	await sent.waitFor( { timeout: 30000 } );
	await expect(
		sent.evaluate( ( output ) => output === document.activeElement )
	).resolves.toBe( true );
}, 120000 );

it( 'RSVP', async () => {
	await page.goto(
		`${ site.host.url }/veranstaltungen/lesung-neue-stimmen/`
	);
	const id = await page
		.locator( '.tribe-tickets__rsvp-wrapper', {
			has: page.getByRole( 'heading', { name: 'Sitzplatz' } ),
		} )
		.getAttribute( 'data-rsvp-id' );
	const block = page.locator(
		`.tribe-tickets__rsvp-wrapper[data-rsvp-id="${ id }"]`
	);
	await letNoncesExpire();
	await block.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	await block
		.locator( 'input.tribe-tickets__rsvp-form-field-name' )
		.fill( 'Max Muster' );
	await block
		.locator( 'input.tribe-tickets__rsvp-form-field-email' )
		.fill( 'max@example.de' );
	await letNoncesExpire();
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	await page
		.getByText( 'Ihre Reservierung ist eingegangen.' )
		.waitFor( { timeout: 30000 } );
}, 120000 );

afterAll( () => {
	const refused = answers.filter( ( [ , status ] ) => status === 403 );
	process.stderr.write(
		`nonce expiry: ${ answers.length } write/read answers, ${ refused.length } refused as stale and retried (${ refused
			.map( ( [ path ] ) =>
				path.replace( /.*\/(wc\/store\/v1|wp-admin)/, '' )
			)
			.join( ', ' ) })\n`
	);
} );
