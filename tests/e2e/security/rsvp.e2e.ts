/**
 * Issue 45, findings 2 and 3, on the real stack (Event Tickets' classic
 * RSVP POST, which Kiosk's no-JS form uses):
 * - a guest's POST padded to megabytes, with another ticket entry first
 *   that makes Event Tickets refuse and redirect after Kiosk's check passed,
 *   leaves only a small, bounded entry in the database;
 * - a cross-site POST of Event Tickets' fields alone (no Kiosk field, no
 *   Kiosk nonce) books nothing for a logged-in customer, and the page says
 *   why in German with what was typed.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { logIn, newPage } from '../support/browser';

const site = siteForThisFile();

const EVENT = '/veranstaltungen/lesung-neue-stimmen/';

/** One MB of padding, the size a guest can send per field. */
const PAD = 'A'.repeat( 1024 * 1024 );

/** The bytes in the options table (transients live there too). */
const optionBytes = () =>
	Number(
		site.host
			.php(
				`global $wpdb; wp_cache_flush(); echo (int) $wpdb->get_var( "SELECT SUM( LENGTH( option_value ) ) FROM {$wpdb->options}" );`
			)
			.trim()
	);

/** The attendees Event Tickets stored for the event, by name. */
function attendeeNames(): string[] {
	return JSON.parse(
		site.host
			.php( `$page = get_page_by_path( 'veranstaltungen/lesung-neue-stimmen' );
echo wp_json_encode( array_map( static fn ( $a ) => $a['holder_name'], tribe_tickets_get_attendees( $page->ID ) ) );` )
	);
}

/** The first RSVP ticket's ID on the event page, and the no-JS form's hidden fields after "Teilnehmen". */
async function openForm(
	page: Page
): Promise< { id: string; hidden: Record< string, string > } > {
	await page.goto( `${ site.host.url }${ EVENT }` );
	const start = page.locator( '.tribe-tickets__rsvp-wrapper' ).first();
	const id = String( await start.getAttribute( 'data-rsvp-id' ) );
	await start.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	await page.waitForURL( new RegExp( `kiosk_rsvp=${ id }` ) );
	const form = page.locator(
		`.tribe-tickets__rsvp-wrapper[data-rsvp-id="${ id }"] form[method="post"]`
	);
	const hidden: Record< string, string > = {};
	for ( const input of await form.locator( 'input[type="hidden"]' ).all() ) {
		hidden[ String( await input.getAttribute( 'name' ) ) ] = String(
			await input.getAttribute( 'value' )
		);
	}
	return { id, hidden };
}

test( "a guest's padded RSVP POST that Event Tickets refuses stores a few hundred bytes, not megabytes", async () => {
	const page = await newPage( site.browser, { javaScriptEnabled: false } );
	const { id, hidden } = await openForm( page );
	expect( hidden._kiosk_rsvp_nonce ).toBeTruthy();
	const before = optionBytes();
	const response = await page.request.post(
		`${ site.host.url }${ EVENT }?kiosk_rsvp=${ id }`,
		{
			form: {
				tickets_process: hidden.tickets_process,
				kiosk_rsvp: hidden.kiosk_rsvp,
				_kiosk_rsvp_nonce: hidden._kiosk_rsvp_nonce,
				// A ticket entry without an attendee, first: Event Tickets
				// reads the attendee of the first entry, finds none, refuses
				// the whole POST and redirects with rsvp_error.
				'tribe_tickets[999999][ticket_id]': '999999',
				'tribe_tickets[999999][quantity]': '1',
				// Kiosk's ticket, valid, padded.
				[ `tribe_tickets[${ id }][ticket_id]` ]: id,
				[ `tribe_tickets[${ id }][quantity]` ]: '1',
				[ `tribe_tickets[${ id }][attendees][0][order_status]` ]:
					'going',
				[ `tribe_tickets[${ id }][attendees][0][full_name]` ]: `Gast ${ PAD }`,
				[ `tribe_tickets[${ id }][attendees][0][email]` ]:
					'gast@example.de',
				[ `tribe_tickets[${ id }][attendees][0][extra]` ]: PAD,
				padding: PAD,
			},
			maxRedirects: 0,
			timeout: 120000,
		}
	);
	expect( response.status() ).toBe( 302 );
	const location = String( response.headers().location );
	expect( location ).toMatch( /rsvp_error=/ );
	expect( location ).toMatch( /kiosk_rsvp_back=/ );
	const grown = optionBytes() - before;
	expect( grown ).toBeLessThan( 2048 );
	// The refill still works: the reopened form holds the name as the form takes it.
	await page.goto( location );
	const name = page.locator( 'input.tribe-tickets__rsvp-form-field-name' );
	const value = String( await name.first().getAttribute( 'value' ) );
	expect( value.startsWith( 'Gast AAAA' ) ).toBe( true );
	expect( value.length ).toBe(
		Number( await name.first().getAttribute( 'maxlength' ) )
	);
	await page.close();
} );

test( "a cross-site POST of Event Tickets' fields alone books nothing for a logged-in customer and says why in German", async () => {
	const page = await newPage( site.browser );
	await logIn( page, site.host.url, 'kunde' );
	await page.goto( `${ site.host.url }${ EVENT }` );
	const id = String(
		await page
			.locator( '.tribe-tickets__rsvp-wrapper' )
			.first()
			.getAttribute( 'data-rsvp-id' )
	);
	// What another site's form would post: no kiosk_rsvp, no Kiosk nonce.
	const response = await page.request.post( `${ site.host.url }${ EVENT }`, {
		form: {
			tickets_process: '1',
			[ `tribe_tickets[${ id }][ticket_id]` ]: id,
			[ `tribe_tickets[${ id }][quantity]` ]: '1',
			[ `tribe_tickets[${ id }][attendees][0][order_status]` ]: 'going',
			[ `tribe_tickets[${ id }][attendees][0][full_name]` ]:
				'Querseite Gebucht',
			[ `tribe_tickets[${ id }][attendees][0][email]` ]:
				'quer@example.de',
		},
		headers: { Origin: 'https://fremd.example' },
		maxRedirects: 0,
	} );
	expect( attendeeNames() ).not.toContain( 'Querseite Gebucht' );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	expect( html ).toContain(
		'Aus Sicherheitsgründen konnte das Formular nicht gesendet werden. Bitte senden Sie es erneut.'
	);
	expect( html ).toMatch( /value="Querseite Gebucht"/ );
	await page.close();
} );
