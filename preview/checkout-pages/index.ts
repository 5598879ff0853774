/**
 * The checkout pages: /kasse/ (the checkout block's container) and the
 * order-received page /kasse/bestellung-erhalten/{id}/?key=…, in German.
 * Also adds order attribution to every page.
 */
import type { HostModule } from '../host-module';
import { esc } from '../wp/page';
import { getOrderForReceipt, type Order } from '../store-api/orders';

const euro = ( cents: number ) =>
	`${ ( cents / 100 )
		.toFixed( 2 )
		.replace( '.', ',' )
		.replace( /\B(?=(\d{3})+(?!\d))/g, '.' ) } €`;

const STATUS: Record< string, string > = {
	pending: 'Zahlung ausstehend',
	processing: 'In Bearbeitung',
	'on-hold': 'Wartend',
	completed: 'Abgeschlossen',
	cancelled: 'Storniert',
	failed: 'Fehlgeschlagen',
};

/** The order-received page's content. */
export function receiptHtml( order: Order ): string {
	const d = order.data;
	const date = new Date( order.createdAt ).toLocaleDateString( 'de-DE', {
		day: '2-digit',
		month: 'long',
		year: 'numeric',
		timeZone: 'Europe/Berlin',
	} );
	const total = d.totals ? Number( d.totals.total_price ) : 0;
	const address = ( a: Record< string, string > ) =>
		[
			`${ a.first_name } ${ a.last_name }`.trim(),
			a.company,
			a.address_1,
			a.address_2,
			`${ a.postcode } ${ a.city }`.trim(),
			a.country,
		]
			.filter( Boolean )
			.map( esc )
			.join( '<br>' );
	const items = d.items
		.map(
			( item ) =>
				`<tr><td>${ esc( item.name ) } × ${ item.quantity }</td><td>${ euro( item.total ) }</td></tr>`
		)
		.join( '' );
	const shipping = d.shippingLines
		.map(
			( line ) =>
				`<tr><th scope="row">Versand</th><td>${ line.total === 0 ? 'Kostenlos' : euro( line.total ) } (${ esc( line.name ) })</td></tr>`
		)
		.join( '' );
	const bank =
		d.paymentMethod === 'bacs'
			? '<section class="kiosk-order-received__bank"><h2>Unsere Bankverbindung</h2><p>Kiosk Magazin GmbH · IBAN DE02 1203 0000 0000 2020 51 · BIC BYLADEM1001<br>Bitte geben Sie die Bestellnummer als Verwendungszweck an.</p></section>'
			: '';
	return `<section class="kiosk-order-received">
<h1>Bestellung erhalten</h1>
<p class="kiosk-order-received__thanks">Vielen Dank. Ihre Bestellung ist eingegangen.</p>
<ul class="kiosk-order-received__overview">
<li>Bestellnummer: <strong>${ order.id }</strong></li>
<li>Datum: <strong>${ esc( date ) }</strong></li>
<li>E-Mail: <strong>${ esc( d.billing.email ) }</strong></li>
<li>Gesamt: <strong>${ euro( total ) }</strong></li>
${ d.paymentMethodTitle ? `<li>Zahlungsmethode: <strong>${ esc( d.paymentMethodTitle ) }</strong></li>` : '' }
<li>Status: <strong>${ esc( STATUS[ order.status ] || order.status ) }</strong></li>
</ul>
${ bank }
<h2>Bestelldetails</h2>
<table class="kiosk-order-received__items"><thead><tr><th scope="col">Produkt</th><th scope="col">Gesamt</th></tr></thead>
<tbody>${ items }</tbody>
<tfoot>${ shipping }<tr><th scope="row">Gesamtsumme</th><td>${ euro( total ) } <small>(inkl. MwSt.)</small></td></tr></tfoot></table>
${ d.customerNote ? `<p><strong>Anmerkung:</strong> ${ esc( d.customerNote ) }</p>` : '' }
<h2>Rechnungsadresse</h2><address>${ address( d.billing as unknown as Record< string, string > ) }</address>
${ d.needsShipping && d.shipping.address_1 ? `<h2>Lieferadresse</h2><address>${ address( d.shipping as unknown as Record< string, string > ) }</address>` : '' }
</section>`;
}

const checkoutPages: HostModule = {
	name: 'checkout-pages',
	register( app, context ) {
		context.addGlobalScripts( [ 'kiosk-order-attribution' ] );

		app.get( '/kasse/', async ( request, reply ) => {
			const html = context.renderPage( request, {
				title: 'Kasse',
				description: 'Bestellung abschließen',
				main: '<h1 class="kiosk-page-title">Kasse</h1>\n<div class="wp-block-kiosk-checkout" data-block-name="kiosk/checkout"><noscript>Für die Kasse wird JavaScript benötigt.</noscript></div>',
				scripts: [ 'kiosk-checkout', 'kiosk-payment-methods' ],
				noindex: true,
			} );
			return reply
				.type( 'text/html; charset=utf-8' )
				.header( 'Cache-Control', 'no-cache' )
				.send( html );
		} );

		app.get(
			'/kasse/bestellung-erhalten/:id/',
			async ( request, reply ) => {
				const id = Number( ( request.params as { id: string } ).id );
				const key = String(
					( request.query as { key?: string } ).key || ''
				);
				const order =
					Number.isInteger( id ) && key
						? getOrderForReceipt( context.db, id, key )
						: null;
				const main = order
					? receiptHtml( order )
					: '<h1>Bestellung nicht gefunden</h1><p>Diese Bestellung ist ungültig oder der Bestellschlüssel stimmt nicht.</p><p><a href="/shop/">Zurück zum Shop</a></p>';
				const html = context.renderPage( request, {
					title: order
						? 'Bestellung erhalten'
						: 'Bestellung nicht gefunden',
					description: order
						? 'Bestätigung Ihrer Bestellung im Kiosk-Shop mit Bestellnummer, Zahlungsart und Adressen.'
						: 'Diese Bestellbestätigung wurde nicht gefunden.',
					main,
					// Order confirmations stay out of search results, as in WooCommerce.
					noindex: true,
					scripts: [],
					styles: [ '/wp-content/plugins/kiosk/build/checkout.css' ],
				} );
				return reply
					.code( order ? 200 : 404 )
					.type( 'text/html; charset=utf-8' )
					.header( 'Cache-Control', 'no-store' )
					.send( html );
			}
		);
	},
};

export default checkoutPages;
