/**
 * The event guest's RSVP by keyboard and the answers Kiosk reads, on the
 * real stack (Event Tickets 5.28): Enter in any field of the attendee form
 * books and never cancels, with JavaScript and without; an answer that
 * says "success" while nothing was booked (a quantity of 0 reached Event
 * Tickets) is shown as what it is, with everything typed kept.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';

let host: Host;
let browser: Browser;
const EVENT = '/veranstaltungen/lesung-neue-stimmen/';
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

/** The block of the ticket whose title (a level-2 heading) is `ticket`, found by its ID. */
async function blockOf( page: Page, ticket: string ): Promise< Locator > {
	const id = await page
		.locator( '.tribe-tickets__rsvp-wrapper', {
			has: page.getByRole( 'heading', { name: ticket, level: 2 } ),
		} )
		.getAttribute( 'data-rsvp-id' );
	return page.locator(
		`.tribe-tickets__rsvp-wrapper[data-rsvp-id="${ id }"]`
	);
}

/** The names of the attendees Event Tickets stored for the event. */
function attendeeNames(): string[] {
	return JSON.parse(
		host.php( `$page = get_page_by_path( 'veranstaltungen/lesung-neue-stimmen' );
echo wp_json_encode( array_map( static fn ( $a ) => $a['holder_name'], tribe_tickets_get_attendees( $page->ID ) ) );` )
	);
}

for ( const field of [ 'name', 'email', 'quantity' ] as const ) {
	test( `Enter in the ${ field } field books the reservation (with JavaScript), never cancels`, async () => {
		const page = await newPage( browser );
		await page.goto( `${ host.url }${ EVENT }` );
		const block = await blockOf( page, 'Sitzplatz' );
		await block.getByRole( 'button', { name: 'Teilnehmen' } ).click();
		await block.locator( NAME ).waitFor();
		const who = `Enter ${ field }`;
		await block.locator( NAME ).fill( who );
		await block.locator( EMAIL ).fill( `enter-${ field }@example.de` );
		const input = block.locator(
			{ name: NAME, email: EMAIL, quantity: QUANTITY }[ field ]
		);
		await input.press( 'Enter' );
		await block.getByText( 'Ihre Reservierung ist eingegangen.' ).waitFor();
		expect( attendeeNames() ).toContain( who );
		await page.close();
	} );
}

test( 'Enter with a field left empty keeps the form and what was typed, with the German reason', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }${ EVENT }` );
	const block = await blockOf( page, 'Sitzplatz' );
	await block.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	await block.locator( NAME ).fill( 'Nur Name' );
	await block.locator( NAME ).press( 'Enter' );
	await block
		.getByText( 'Bitte geben Sie Ihre E-Mail-Adresse ein.' )
		.first()
		.waitFor();
	await expect( block.locator( NAME ).inputValue() ).resolves.toBe(
		'Nur Name'
	);
	await page.close();
} );

test( 'without JavaScript Enter in a field books the reservation, never cancels', async () => {
	const page = await newPage( browser, { javaScriptEnabled: false } );
	await page.goto( `${ host.url }${ EVENT }` );
	const block = await blockOf( page, 'Sitzplatz' );
	await block.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	const form = page.locator( 'form[method="post"]' );
	await form.locator( NAME ).fill( 'Enter Ohnescript' );
	await form.locator( EMAIL ).fill( 'enter-ohne@example.de' );
	await form.locator( EMAIL ).press( 'Enter' );
	await page.waitForURL( /rsvp_sent=1/ );
	await page.getByText( 'Ihre Reservierung ist eingegangen.' ).waitFor();
	expect( attendeeNames() ).toContain( 'Enter Ohnescript' );
	await page.close();
} );

test( 'a booking with 0 places that reaches Event Tickets shows why nothing was booked and keeps what was typed', async () => {
	const page = await newPage( browser );
	// As a page whose check was bypassed: the quantity sent is 0.
	await page.route( /admin-ajax\.php/, async ( route ) => {
		const body = route.request().postData() || '';
		if ( ! body.includes( 'step=success' ) ) {
			return route.continue();
		}
		return route.continue( {
			postData: body.replace(
				/(tribe_tickets%5B\d+%5D%5Bquantity%5D=)\d+/,
				'$10'
			),
		} );
	} );
	await page.goto( `${ host.url }${ EVENT }` );
	const block = await blockOf( page, 'Sitzplatz' );
	await block.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	await block.locator( NAME ).fill( 'Null Plätze' );
	await block.locator( EMAIL ).fill( 'null@example.de' );
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	const alert = block
		.getByRole( 'alert' )
		.filter( { hasText: 'Es wurde nichts gebucht' } );
	await alert.waitFor();
	await expect(
		alert.evaluate( ( el ) => el === document.activeElement )
	).resolves.toBe( true );
	expect(
		await block.getByText( 'Ihre Reservierung ist eingegangen.' ).count()
	).toBe( 0 );
	await expect( block.locator( NAME ).inputValue() ).resolves.toBe(
		'Null Plätze'
	);
	await expect( block.locator( EMAIL ).inputValue() ).resolves.toBe(
		'null@example.de'
	);
	expect( attendeeNames() ).not.toContain( 'Null Plätze' );
	await page.close();
} );

test( 'while the attendee form is open the ticket name and the places left stay', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }${ EVENT }` );
	const block = await blockOf( page, 'Sitzplatz' );
	await block.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	await block.locator( NAME ).waitFor();
	await block
		.getByRole( 'heading', { name: 'Sitzplatz', level: 2 } )
		.waitFor();
	await block.getByText( /^Noch \d+ Plätze frei$/ ).waitFor();
	await page.close();
} );

/** The relative luminance of a CSS rgb() colour (WCAG 2). */
function luminance( rgb: string ): number {
	const [ r, g, b ] = ( rgb.match( /\d+(\.\d+)?/g ) || [] )
		.slice( 0, 3 )
		.map( ( part ) => {
			const c = Number( part ) / 255;
			return c <= 0.03928 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
		} );
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test( '„Derzeit voll“ has its own colour, not the green of free places, readable at 4.5:1', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }${ EVENT }` );
	// Books the five places of „Signierstunde“.
	const block = await blockOf( page, 'Signierstunde' );
	await block.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	await block.locator( NAME ).fill( 'Voll Besetzt' );
	await block.locator( EMAIL ).fill( 'voll@example.de' );
	await block.locator( QUANTITY ).fill( '5' );
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	await block.getByText( 'Ihre Reservierung ist eingegangen.' ).waitFor();
	await page.reload();
	const full = ( await blockOf( page, 'Signierstunde' ) ).getByText(
		'Derzeit voll'
	);
	const free = ( await blockOf( page, 'Sitzplatz' ) ).getByText(
		/^Noch \d+ Plätze frei$/
	);
	const [ fullColour, freeColour ] = await Promise.all(
		[ full, free ].map( ( text ) =>
			text.evaluate( ( el ) => getComputedStyle( el ).color )
		)
	);
	expect( fullColour ).not.toBe( freeColour );
	const background = await full.evaluate( ( el ) => {
		for ( let node: Element | null = el; node; node = node.parentElement ) {
			const colour = getComputedStyle( node ).backgroundColor;
			if ( ! /rgba\(.*, 0\)|transparent/.test( colour ) ) {
				return colour;
			}
		}
		return 'rgb(255, 255, 255)';
	} );
	const [ light, dark ] = [
		luminance( background ),
		luminance( fullColour ),
	].sort( ( a, b ) => b - a );
	expect( ( light + 0.05 ) / ( dark + 0.05 ) ).toBeGreaterThanOrEqual( 4.5 );
	await page.close();
} );
