/**
 * /preview-admin/: the site owner's overview of orders (items, totals,
 * addresses, payment method, order attribution). Administrators only;
 * guests are sent to the login, other users get a 403 page.
 */
import type { HostModule } from '../host-module';
import { esc } from '../wp/page';
import { createOrders, type Order } from '../store-api/orders';
import { formatPrice } from '../store-api/money';
import type {
	BillingAddress,
	ShippingAddress,
} from '../../src/types/store-api';
import { requireAdministrator } from '../wp/admin-gate';

const STATUS_LABELS: Record< string, string > = {
	pending: 'Zahlung ausstehend',
	processing: 'In Bearbeitung',
	'on-hold': 'In Wartestellung',
	completed: 'Fertiggestellt',
	cancelled: 'Storniert',
	failed: 'Fehlgeschlagen',
};

function address( value: BillingAddress | ShippingAddress ): string {
	const lines = [
		[ value.first_name, value.last_name ].filter( Boolean ).join( ' ' ),
		value.company,
		value.address_1,
		value.address_2,
		[ value.postcode, value.city ].filter( Boolean ).join( ' ' ),
		[ value.state, value.country ].filter( Boolean ).join( ' ' ),
		value.phone,
		'email' in value ? value.email : '',
	].filter( Boolean );
	return lines.map( esc ).join( '<br>' );
}

function attribution( order: Order ): string {
	const data = order.data.extensions[ 'woocommerce/order-attribution' ];
	if ( ! data || ! Object.keys( data ).length ) {
		return '<p>Keine Herkunftsdaten.</p>';
	}
	const rows = Object.entries( data ).map(
		( [ key, value ] ) =>
			`<tr><th scope="row">${ esc( key ) }</th><td>${ esc( value ) }</td></tr>`
	);
	return `<table class="kiosk-admin__attribution"><caption>Herkunft (Order Attribution)</caption>${ rows.join( '' ) }</table>`;
}

function orderCard( order: Order ): string {
	const items = order.data.items
		.map(
			( item ) =>
				`<li>${ esc( item.quantity ) } × ${ esc( item.name ) }${ item.variation.length ? ` (${ item.variation.map( ( entry ) => `${ esc( entry.attribute ) }: ${ esc( entry.value ) }` ).join( ', ' ) })` : '' } – ${ esc( formatPrice( item.total ) ) } <small>(inkl. ${ esc( item.taxRate ) } % MwSt.)</small></li>`
		)
		.join( '' );
	const totals = order.data.totals;
	const total = totals ? formatPrice( Number( totals.total_price ) ) : '–';
	const shipping =
		order.data.shippingLines
			.map(
				( line ) =>
					`${ esc( line.name ) } (${ esc( formatPrice( line.total ) ) })`
			)
			.join( ', ' ) || 'Kein Versand';
	return `<article class="kiosk-admin__order" id="bestellung-${ order.id }">
<h2>Bestellung #${ esc( order.id ) } – ${ esc( STATUS_LABELS[ order.status ] ?? order.status ) }</h2>
<p>${ esc( new Date( order.createdAt ).toLocaleString( 'de-DE', { timeZone: 'Europe/Berlin' } ) ) } · Kunde: ${ order.customerId ? `#${ esc( order.customerId ) }` : 'Gast' } · Zahlungsart: ${ esc( order.data.paymentMethodTitle || order.data.paymentMethod || '–' ) }</p>
<ul>${ items }</ul>
<p>Gutscheine: ${ esc( order.data.coupons.join( ', ' ) || '–' ) } · Versand: ${ shipping } · <strong>Gesamt: ${ esc( total ) }</strong>${ totals ? ` (enthält ${ esc( formatPrice( Number( totals.total_tax ) ) ) } MwSt.)` : '' }</p>
<div class="kiosk-admin__addresses"><div><h3>Rechnungsadresse</h3><p>${ address( order.data.billing ) }</p></div>${ order.data.needsShipping ? `<div><h3>Lieferadresse</h3><p>${ address( order.data.shipping ) }</p></div>` : '' }</div>
${ order.data.customerNote ? `<p>Anmerkung: ${ esc( order.data.customerNote ) }</p>` : '' }
${ attribution( order ) }
</article>`;
}

const admin: HostModule = {
	name: 'preview-admin',
	register( app, context ) {
		const orders = createOrders( context.db, context.now );
		app.get( '/preview-admin/', async ( request, reply ) => {
			if ( ! requireAdministrator( context, request, reply ) ) {
				return reply;
			}
			const list = orders.list();
			const main = `<h1>Vorschau-Verwaltung</h1>
<nav aria-label="Verwaltung"><ul><li><a href="/preview-admin/" aria-current="page">Bestellungen</a></li><li><a href="/preview-admin/nachrichten/">Nachrichten</a></li><li><a href="/preview-admin/rsvps/">Anmeldungen (RSVP)</a></li></ul></nav>
<section aria-labelledby="kiosk-admin-orders"><h2 id="kiosk-admin-orders">Bestellungen (${ list.length })</h2>
${ list.length ? list.map( orderCard ).join( '\n' ) : '<p>Noch keine Bestellungen.</p>' }</section>`;
			return reply.type( 'text/html; charset=utf-8' ).send(
				context.renderPage( request, {
					title: 'Bestellungen – Vorschau-Verwaltung',
					main,
					noindex: true,
					scripts: [],
				} )
			);
		} );
	},
};

export default admin;
