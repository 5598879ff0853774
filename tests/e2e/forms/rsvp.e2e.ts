/**
 * Event RSVP on the real stack, in German: Event Tickets 5.28 renders the
 * RSVP block and answers `admin-ajax.php` (action tribe_tickets_rsvp_handle);
 * Kiosk's script does the work in place of Event Tickets' own scripts.
 * Going, the German checks, a valid booking stored as an attendee, a
 * booking beyond the capacity refused with the typed data kept; the same
 * booking without JavaScript (Event Tickets' classic POST, guarded by
 * Kiosk's nonce), and Kiosk's "Sie" where Event Tickets says "du".
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';

let host: Host;
let browser: Browser;
const EVENT = '/veranstaltungen/lesung-neue-stimmen/';
// Event Tickets' attendee fields (their labels carry its "erforderlich" marks).
const NAME = 'input.tribe-tickets__rsvp-form-field-name';
const EMAIL = 'input.tribe-tickets__rsvp-form-field-email';
const QUANTITY = 'input.tribe-tickets__rsvp-form-field-quantity';

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

/**
 * The RSVP block of a ticket on the event page; its title is a level-2
 * heading under the event's h1 (the theme's Event Tickets template).
 */
function ticketBlock( page: Page, ticket: string ): Locator {
	return page.locator( '.tribe-tickets__rsvp-wrapper', {
		has: page.getByRole( 'heading', { name: ticket, level: 2 } ),
	} );
}

/** Opens the event page and says "going" to a ticket; resolves with its block. */
async function going( page: Page, ticket: string ): Promise< Locator > {
	await page.goto( `${ host.url }${ EVENT }` );
	// The answer replaces the block's content (the form has no ticket heading): keep its ID.
	const id = await ticketBlock( page, ticket ).getAttribute( 'data-rsvp-id' );
	const block = page.locator(
		`.tribe-tickets__rsvp-wrapper[data-rsvp-id="${ id }"]`
	);
	await block.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	await block.locator( NAME ).waitFor();
	return block;
}

/** The attendees Event Tickets stored for the event: name and ticket. */
function attendees(): Array< [ string, string ] > {
	return JSON.parse(
		host.php( `$page = get_page_by_path( 'veranstaltungen/lesung-neue-stimmen' );
echo wp_json_encode( array_map( static fn ( $a ) => array( $a['holder_name'], $a['ticket_name'] ?? '' ), tribe_tickets_get_attendees( $page->ID ) ) );` )
	);
}

test( "Kiosk's RSVP script and styles run and Event Tickets' own RSVP scripts and styles stay off the page", async () => {
	const page = await newPage( browser );
	const loaded: string[] = [];
	page.on( 'request', ( r ) => loaded.push( new URL( r.url() ).pathname ) );
	await page.goto( `${ host.url }${ EVENT }`, { waitUntil: 'networkidle' } );
	const ids = await page.$$eval( 'script[src]', ( scripts ) =>
		scripts.map( ( s ) => s.id )
	);
	expect( ids ).toContain( 'kiosk-rsvp-js' );
	expect( ids.filter( ( id ) => /^tribe-tickets-rsvp/.test( id ) ) ).toEqual(
		[]
	);
	// The event's only tickets are RSVPs: none of Event Tickets' front end
	// (its RSVP and common scripts and styles, jQuery for them) is needed.
	expect(
		loaded.filter(
			( path ) =>
				/\/plugins\/event-tickets\/.*\.(css|js)$/.test( path ) &&
				! path.endsWith( '/user-agent.js' )
		)
	).toEqual( [] );
	expect( loaded.filter( ( path ) => path.includes( 'jquery' ) ) ).toEqual(
		[]
	);
	expect( loaded ).toContain( '/wp-content/plugins/kiosk/build/rsvp.css' );
	// Natural German for the places left (Event Tickets says "30 verbleibend").
	await ticketBlock( page, 'Sitzplatz' )
		.getByText( 'Noch 30 Plätze frei' )
		.waitFor();
	await page.close();
} );

test( "Event Tickets' user-agent script prints deferred (no parser-blocking request) and still marks a phone's body", async () => {
	const page = await newPage( browser, {
		userAgent:
			'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
	} );
	await page.goto( `${ host.url }${ EVENT }` );
	expect(
		await page
			.locator( 'script#tec-user-agent-js' )
			.evaluate( ( script: HTMLScriptElement ) => script.defer )
	).toBe( true );
	await page.waitForFunction( () =>
		document.body.classList.contains( 'tec-is-android' )
	);
	await page.close();
} );

test( 'going, then the missing name and email are named in German before anything is sent', async () => {
	const page = await newPage( browser );
	const block = await going( page, 'Sitzplatz' );
	let sent = 0;
	page.on( 'request', ( r ) => {
		if ( r.url().includes( 'admin-ajax.php' ) ) {
			sent++;
		}
	} );
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	await block
		.getByText( 'Bitte geben Sie Ihren Namen ein.' )
		.first()
		.waitFor();
	await block
		.getByText( 'Bitte geben Sie Ihre E-Mail-Adresse ein.' )
		.first()
		.waitFor();
	expect( await block.locator( NAME ).getAttribute( 'aria-invalid' ) ).toBe(
		'true'
	);
	expect( sent ).toBe( 0 );
	await page.close();
} );

test( 'a valid RSVP is stored as an attendee and the places left go down', async () => {
	const page = await newPage( browser );
	const block = await going( page, 'Sitzplatz' );
	await block.locator( NAME ).fill( 'Max Muster' );
	await block.locator( EMAIL ).fill( 'max@example.de' );
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	await page.getByText( 'Ihre Reservierung ist eingegangen.' ).waitFor();
	await ticketBlock( page, 'Sitzplatz' )
		.getByText( 'Noch 29 Plätze frei' )
		.waitFor();
	expect( attendees() ).toContainEqual( [ 'Max Muster', 'Sitzplatz' ] );
	// Kiosk's words for Event Tickets' "Deine Reservierungen".
	await block
		.getByRole( 'heading', { name: 'Ihre Reservierungen' } )
		.waitFor();
	// Event Tickets' confirmation mail, captured by the demo plugin.
	expect(
		host
			.php(
				'echo count( glob( getenv( "KIOSK_MAIL_DIR" ) . "/*.eml" ) );'
			)
			.trim()
	).not.toBe( '0' );
	await page.close();
} );

test( 'an RSVP beyond the capacity is refused, with the typed name kept', async () => {
	const page = await newPage( browser );
	const block = await going( page, 'Signierstunde' );
	await block.locator( NAME ).fill( 'Späte Buchung' );
	await block.locator( EMAIL ).fill( 'spaet@example.de' );
	// Five places: six is more than are left.
	await block.locator( QUANTITY ).fill( '6' );
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	await block
		.getByText( /noch 5 Pl(ä|a)tze? frei/i )
		.first()
		.waitFor();
	expect( await block.locator( NAME ).inputValue() ).toBe( 'Späte Buchung' );
	expect(
		attendees().filter( ( [ , ticket ] ) => ticket === 'Signierstunde' )
	).toEqual( [] );
	await page.close();
} );

test( 'a booking Event Tickets refuses keeps the form and what was typed, with the reason as a focused error; a smaller one then goes through', async () => {
	const page = await newPage( browser );
	const block = await going( page, 'Signierstunde' );
	// After "Teilnehmen" focus is on the form's first field, not the page.
	await expect(
		block
			.locator( NAME )
			.evaluate( ( el ) => el === document.activeElement )
	).resolves.toBe( true );
	await block.locator( NAME ).fill( 'Rita Rennen' );
	await block.locator( EMAIL ).fill( 'rita@example.de' );
	// As on a page loaded when more places were free: Kiosk lets it through, Event Tickets refuses it.
	await block.locator( QUANTITY ).evaluate( ( el ) => {
		( el as HTMLInputElement ).max = '10';
	} );
	await block.locator( QUANTITY ).fill( '6' );
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	const alert = block.getByRole( 'alert' ).filter( { hasText: /verfügbar/ } );
	await alert.waitFor();
	await expect(
		alert.evaluate( ( el ) => el === document.activeElement )
	).resolves.toBe( true );
	await expect( block.locator( NAME ).inputValue() ).resolves.toBe(
		'Rita Rennen'
	);
	await expect( block.locator( EMAIL ).inputValue() ).resolves.toBe(
		'rita@example.de'
	);
	await expect( block.locator( QUANTITY ).inputValue() ).resolves.toBe( '6' );
	expect(
		attendees().filter( ( [ , ticket ] ) => ticket === 'Signierstunde' )
	).toEqual( [] );
	await block.locator( QUANTITY ).fill( '1' );
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	const confirmation = block.locator( '.tribe-tickets__rsvp-message' );
	await confirmation
		.getByText( 'Ihre Reservierung ist eingegangen.' )
		.waitFor();
	await expect(
		confirmation.evaluate( ( el ) => el === document.activeElement )
	).resolves.toBe( true );
	expect( attendees() ).toContainEqual( [ 'Rita Rennen', 'Signierstunde' ] );
	await page.close();
} );

test( "markup in Event Tickets' answer never runs: Kiosk puts it into the page only through DOMPurify", async () => {
	const page = await newPage( browser );
	// Event Tickets' answer, with what a hostile ticket text could bring along.
	await page.route( /admin-ajax\.php/, async ( route ) => {
		const response = await route.fetch();
		const body = await response.json();
		body.data.html +=
			'<img src=x onerror="window.__xss=1"><svg onload="window.__xss=2"></svg><a href="javascript:window.__xss=3">Plan</a><script>window.__xss=4</script>';
		await route.fulfill( { response, json: body } );
	} );
	const block = await going( page, 'Sitzplatz' );
	expect( await block.locator( NAME ).isVisible() ).toBe( true );
	await block
		.getByText( 'Plan' )
		.click()
		.catch( () => undefined );
	await page.waitForTimeout( 300 );
	expect(
		await page.evaluate(
			() => ( window as unknown as { __xss?: number } ).__xss
		)
	).toBeUndefined();
	expect(
		await block
			.locator(
				'img[onerror], svg[onload], a[href^="javascript:"], script'
			)
			.count()
	).toBe( 0 );
	await page.close();
} );

test( 'the attendee form and the confirmation speak to the visitor as "Sie", never "du"', async () => {
	const page = await newPage( browser );
	const block = await going( page, 'Sitzplatz' );
	await block
		.getByText(
			'Bitte geben Sie Ihre Daten für die Reservierung ein, einschließlich der Anzahl der Gäste.'
		)
		.waitFor();
	await expect(
		block.locator( NAME ).getAttribute( 'placeholder' )
	).resolves.toBe( 'Ihr Name' );
	await expect(
		block.locator( EMAIL ).getAttribute( 'placeholder' )
	).resolves.toBe( 'name@beispiel.de' );
	expect( await block.innerText() ).not.toMatch( /\b(du|dein|deine)\b/i );
	// A name with an umlaut shows as typed in the reservations list (Event
	// Tickets stores it as "J&ouml;rg"), never as an entity.
	await block.locator( NAME ).fill( 'Jörg Brückner' );
	await block.locator( EMAIL ).fill( 'joerg@example.de' );
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	await block.getByText( 'Ihre Reservierung ist eingegangen.' ).waitFor();
	await block.getByText( 'Jörg Brückner' ).first().waitFor();
	expect( await block.innerText() ).not.toContain( '&' );
	expect( await block.innerText() ).not.toMatch( /\b(du|dein|deine)\b/i );
	// Event Tickets' mail: Kiosk's subject and heading ("Ihre Tickets").
	const mail = host.php(
		`$files = glob( getenv( "KIOSK_MAIL_DIR" ) . "/*.eml" ); usort( $files, static fn ( $a, $b ) => filemtime( $a ) <=> filemtime( $b ) ); echo file_get_contents( end( $files ) );`
	);
	expect( mail ).toContain( 'Subject: Ihre Tickets von ' );
	expect( mail ).toContain( 'Hier sind Ihre Tickets, ' );
	expect( mail ).not.toMatch( /\bdein/i );
	await page.close();
} );

/** The count of attendees and the places left the block of a ticket shows. */
async function counts( block: Locator ): Promise< [ number, number ] > {
	const attending = Number(
		(
			await block
				.locator( '.tribe-tickets__rsvp-attendance-number' )
				.innerText()
		).trim()
	);
	const left = /Noch (\d+) Pl/.exec(
		( await block
			.locator( '.tribe-tickets__rsvp-availability' )
			.textContent() ) || ''
	);
	return [ attending, Number( left?.[ 1 ] ) ];
}

test( 'without JavaScript a visitor books: the attendee form, the confirmation, and the attendee count goes up', async () => {
	const page = await newPage( browser, { javaScriptEnabled: false } );
	await page.goto( `${ host.url }${ EVENT }` );
	const start = ticketBlock( page, 'Sitzplatz' );
	// The places left in Kiosk's words from the server, not "28 verbleibend".
	const availability = (
		await start.locator( '.tribe-tickets__rsvp-availability' ).textContent()
	)?.replace( /\s+/g, ' ' );
	expect( availability?.trim() ).toMatch( /^Noch \d+ Plätze frei$/ );
	const [ before, leftBefore ] = await counts( start );
	const id = await start.getAttribute( 'data-rsvp-id' );
	await start.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	await page.waitForURL( new RegExp( `kiosk_rsvp=${ id }` ) );
	const block = page.locator(
		`.tribe-tickets__rsvp-wrapper[data-rsvp-id="${ id }"]`
	);
	const form = block.locator( 'form[method="post"]' );
	await form
		.getByText( 'Bitte geben Sie Ihre Daten für die Reservierung ein' )
		.waitFor();
	await form.locator( NAME ).fill( 'Nora Ohnescript' );
	await form.locator( EMAIL ).fill( 'nora@example.de' );
	await form.locator( QUANTITY ).fill( '2' );
	await form.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	// Event Tickets booked and redirected; the block confirms, and the URL lands on it.
	await page.waitForURL( /rsvp_sent=1/ );
	expect( new URL( page.url() ).hash ).toBe( `#kiosk-rsvp-${ id }` );
	const confirmation = page.locator( `#kiosk-rsvp-${ id }` );
	await confirmation
		.getByText( 'Ihre Reservierung ist eingegangen.' )
		.waitFor();
	expect( await confirmation.getAttribute( 'role' ) ).toBe( 'status' );
	expect( await confirmation.getAttribute( 'tabindex' ) ).toBe( '-1' );
	const [ after, leftAfter ] = await counts(
		ticketBlock( page, 'Sitzplatz' )
	);
	expect( after ).toBe( before + 2 );
	expect( leftAfter ).toBe( leftBefore - 2 );
	expect(
		attendees().filter( ( [ name ] ) => name === 'Nora Ohnescript' )
	).toHaveLength( 2 );
	await page.close();
} );

test( "a classic RSVP POST without Kiosk's nonce books nothing and comes back with what was typed and the reason in German", async () => {
	const page = await newPage( browser, { javaScriptEnabled: false } );
	await page.goto( `${ host.url }${ EVENT }` );
	const id = await ticketBlock( page, 'Sitzplatz' ).getAttribute(
		'data-rsvp-id'
	);
	const response = await page.request.post(
		`${ host.url }${ EVENT }?kiosk_rsvp=${ id }`,
		{
			form: {
				tickets_process: '1',
				kiosk_rsvp: String( id ),
				[ `tribe_tickets[${ id }][ticket_id]` ]: String( id ),
				[ `tribe_tickets[${ id }][quantity]` ]: '1',
				[ `tribe_tickets[${ id }][attendees][0][order_status]` ]:
					'going',
				[ `tribe_tickets[${ id }][attendees][0][full_name]` ]:
					'Fremde Seite',
				[ `tribe_tickets[${ id }][attendees][0][email]` ]:
					'fremd@example.de',
			},
			maxRedirects: 0,
		}
	);
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	expect( html ).toContain(
		'Aus Sicherheitsgründen konnte das Formular nicht gesendet werden. Bitte senden Sie es erneut.'
	);
	expect( html ).toMatch( /value="Fremde Seite"/ );
	expect(
		attendees().filter( ( [ name ] ) => name === 'Fremde Seite' )
	).toEqual( [] );
	await page.close();
} );
