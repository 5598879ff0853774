/**
 * What WooCommerce and Contact Form 7 say themselves reaches the shopper in
 * German: the demo site's stand-in language packs
 * (scripts/stack/languages/) hold the strings its pages show, as the
 * wordpress.org packs do on an owner's site. The coupon answers are the
 * Store API's own messages, which Kiosk shows as they come; the order
 * e-mails are WooCommerce's own templates.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

/** The text of every mail sent to `to`, markup and styles left out. */
function mailsTo( to: string ): string[] {
	const dir = site.host.mailDir;
	return ( existsSync( dir ) ? readdirSync( dir ) : [] )
		.map( ( file ) => readFileSync( join( dir, file ), 'utf8' ) )
		.filter( ( mail ) => mail.includes( `To: ${ to }` ) )
		.map( ( mail ) =>
			mail
				.replace( /<style[\s\S]*?<\/style>/g, '' )
				.replace( /<[^>]+>/g, ' ' )
				.replace( /&#8217;|&rsquo;/g, '’' )
				.replace( /\s+/g, ' ' )
		);
}

test( "WooCommerce's order e-mails to the shopper and to the shop are German", async () => {
	const client = await cartWithBook();
	const email = 'mail.deutsch@example.de';
	const order = await client.checkout( email );
	expect( order.status ).toBe( 200 );
	const id = String( order.body.order_id );

	const [ shopper ] = mailsTo( email );
	expect( shopper ).toContain(
		'Subject: Ihre Bestellung bei Kiosk Magazin ist eingegangen!'
	);
	for ( const text of [
		'Vielen Dank für Ihre Bestellung',
		'Hallo Renate,',
		'Wir haben Ihre Bestellung erhalten. Sie wird zurückgehalten, bis wir den Eingang Ihrer Zahlung bestätigen können.',
		'Hier noch einmal, was Sie bestellt haben:',
		'Bestellübersicht',
		`Bestellung Nr. ${ id }`,
		'Nochmals vielen Dank!',
	] ) {
		expect( shopper ).toContain( text );
	}
	expect( shopper ).not.toMatch( /Thank|Order summary|Hi Renate/ );

	const shop = readdirSync( site.host.mailDir )
		.map( ( file ) =>
			readFileSync( join( site.host.mailDir, file ), 'utf8' )
		)
		.find( ( mail ) => mail.includes( `Neue Bestellung Nr. ${ id }` ) );
	expect( shop ).toContain(
		`Subject: [Kiosk Magazin]: Neue Bestellung Nr. ${ id }`
	);
} );
