/**
 * What WooCommerce and Contact Form 7 say themselves reaches the shopper in
 * German: the demo site's stand-in language packs
 * (scripts/stack/languages/) hold the strings its pages show, as the
 * wordpress.org packs do on an owner's site. The coupon answers are the
 * Store API's own messages, which Kiosk shows as they come.
 */
import { siteForThisFile } from '../support/site';
import { StoreClient } from '../resilience/store-client';

const site = siteForThisFile();

interface Product {
	id: number;
}

interface CouponError {
	message: string;
}

async function cartWithBook(): Promise< StoreClient > {
	const client = new StoreClient( site.host.url );
	const { body } = await client.request< Product[] >(
		'/products?slug=die-stadt-und-das-meer'
	);
	const added = await client.addItem( body[ 0 ].id );
	expect( added.status ).toBe( 201 );
	return client;
}

test( "WooCommerce's coupon refusals are German", async () => {
	const client = await cartWithBook();
	const expired = await client.request< CouponError >(
		'/cart/apply-coupon',
		'POST',
		{ code: 'winter2023' }
	);
	expect( expired.status ).toBe( 400 );
	expect( expired.body.message ).toBe(
		'Der Gutschein „winter2023“ ist abgelaufen.'
	);

	const minimum = await client.request< CouponError >(
		'/cart/apply-coupon',
		'POST',
		{ code: 'leser15' }
	);
	expect( minimum.status ).toBe( 400 );
	// WooCommerce formats the amount as HTML; Kiosk decodes it for display.
	expect( minimum.body.message ).toBe(
		'Der Mindestbestellwert für den Gutschein „leser15“ beträgt 50,00&nbsp;&euro;.'
	);

	const notApplied = await client.request< CouponError >(
		'/cart/remove-coupon',
		'POST',
		{ code: 'sommer10' }
	);
	expect( notApplied.status ).toBe( 409 );
	expect( notApplied.body.message ).toBe(
		'Der Gutschein kann nicht entfernt werden, da er nicht im Warenkorb angewendet ist.'
	);
} );

test( "Contact Form 7's own label and its not-found answer are German", async () => {
	const html = await ( await fetch( `${ site.host.url }/kontakt/` ) ).text();
	expect( html ).toMatch( /<form[^>]*aria-label="Kontaktformular"/ );
	expect( html ).not.toMatch( /aria-label="Contact form"/ );

	const missing = await fetch(
		`${ site.host.url }/wp-json/contact-form-7/v1/contact-forms/999999/feedback/schema`
	);
	expect( missing.status ).toBe( 404 );
	expect( ( await missing.json() ).message ).toBe(
		'Das angeforderte Kontaktformular wurde nicht gefunden.'
	);
} );
