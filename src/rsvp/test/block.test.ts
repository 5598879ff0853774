/**
 * One RSVP block against a fake Event Tickets: where focus goes after each
 * step, and a refused booking that keeps the form and everything typed.
 */
import { initBlock } from '../block';

const START = `<div class="tribe-tickets__rsvp"><h2 class="tribe-tickets__rsvp-title">Teilnahme</h2>
<div class="tribe-tickets__rsvp-availability"><span class="tribe-tickets__rsvp-availability-quantity"> 4 </span> verbleibend</div>
<button class="tribe-tickets__rsvp-actions-button-going" type="submit">Teilnehmen</button></div>`;

const FORM = `<form name="tribe-tickets-rsvp-form" data-rsvp-id="130">
<input type="hidden" name="tribe_tickets[130][ticket_id]" value="130">
<input type="hidden" name="tribe_tickets[130][attendees][0][order_status]" value="going">
<h3 class="tribe-tickets__rsvp-form-title">Bitte reiche deine Teilnahmeinfos ein</h3>
<label for="n">Name</label><input id="n" class="tribe-tickets__rsvp-form-field-name" name="tribe_tickets[130][attendees][0][full_name]">
<label for="e">E-Mail</label><input id="e" type="email" class="tribe-tickets__rsvp-form-field-email" name="tribe_tickets[130][attendees][0][email]">
<label for="q">Anzahl</label><input id="q" type="number" class="tribe-tickets__rsvp-form-field-quantity" name="quantity_130" value="1" max="10">
<button type="submit" class="tribe-tickets__rsvp-form-button">Reservierung buchen</button>
</form>`;

const REFUSED = `<div class="tribe-tickets__rsvp-message tribe-tickets__rsvp-message--error tribe-common-b3">
<svg class="tribe-tickets__rsvp-message--error-icon"></svg>
<span class="tribe-tickets__rsvp-message-text" role="alert"><strong>
	Die angeforderte Anzahl an Tickets ist nicht verfügbar!
</strong></span></div>`;

const BOOKED = `<div class="tribe-tickets__rsvp-message tribe-tickets__rsvp-message--success">
<span class="tribe-tickets__rsvp-message-text"><strong>Deine Reservierung ist eingegangen!</strong></span></div>`;

/** A fake Event Tickets: answers each step with `answers[step]`. */
function setup( answers: Record< string, [ boolean, string ] > ) {
	document.body.innerHTML = `<div class="tribe-tickets__rsvp-wrapper" data-rsvp-id="130">${ START }</div>`;
	const steps: string[] = [];
	const fetchImpl = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
		const step =
			new URLSearchParams( String( init?.body ) ).get( 'step' ) || '';
		steps.push( step );
		const [ success, html ] = answers[ step ];
		const text = JSON.stringify( { success, data: { html } } );
		return {
			status: 200,
			ok: true,
			headers: { get: () => null },
			text: async () => text,
		} as unknown as Response;
	} ) as unknown as typeof fetch;
	const wrapper = document.querySelector< HTMLElement >(
		'.tribe-tickets__rsvp-wrapper'
	)!;
	const teardown = initBlock( wrapper, {
		ajaxUrl: '/wp-admin/admin-ajax.php',
		nonce: 'n',
		fetchImpl,
	} );
	return { wrapper, steps, teardown };
}

/** Waits until `check` holds (the answer passes through DOMPurify, loaded lazily). */
async function until( check: () => boolean ) {
	for ( let i = 0; i < 100 && ! check(); i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
	}
	expect( check() ).toBe( true );
}

const input = ( selector: string ) =>
	document.querySelector< HTMLInputElement >( selector )!;
const click = ( selector: string ) =>
	document.querySelector< HTMLButtonElement >( selector )!.click();
const book = () =>
	document
		.querySelector( 'form' )!
		.dispatchEvent(
			new Event( 'submit', { bubbles: true, cancelable: true } )
		);

async function goingAndFill() {
	click( '.tribe-tickets__rsvp-actions-button-going' );
	await until( () => !! document.querySelector( 'form' ) );
	input( '#n' ).value = 'Rita Rennen';
	input( '#e' ).value = 'rita@example.org';
	input( '#q' ).value = '5';
}

test( "after 'Teilnehmen' focus is on the form's first field", async () => {
	setup( { going: [ true, FORM ] } );
	click( '.tribe-tickets__rsvp-actions-button-going' );
	await until( () => !! document.querySelector( 'form' ) );
	expect( document.activeElement ).toBe( input( '#n' ) );
} );

test( 'a refused booking keeps the form and what was typed, and shows the reason as a focused error', async () => {
	const { steps } = setup( {
		going: [ true, FORM ],
		success: [ false, REFUSED ],
	} );
	await goingAndFill();
	book();
	await until( () => !! document.querySelector( '.kiosk-rsvp-notice' ) );
	const notice =
		document.querySelector< HTMLElement >( '.kiosk-rsvp-notice' )!;
	expect( notice.textContent ).toBe(
		'Die angeforderte Anzahl an Tickets ist nicht verfügbar!'
	);
	expect( notice.getAttribute( 'role' ) ).toBe( 'alert' );
	expect( document.activeElement ).toBe( notice );
	// Not in the success styling: Event Tickets' message markup is not used.
	expect(
		document.querySelector( '.tribe-tickets__rsvp-message' )
	).toBeNull();
	expect( input( '#n' ).value ).toBe( 'Rita Rennen' );
	expect( input( '#e' ).value ).toBe( 'rita@example.org' );
	expect( input( '#q' ).value ).toBe( '5' );
	expect( steps ).toEqual( [ 'going', 'success' ] );
} );

test( 'after a refusal the visitor corrects and books; focus is on the confirmation', async () => {
	let refuse = true;
	const answers: Record< string, [ boolean, string ] > = {
		going: [ true, FORM ],
	};
	Object.defineProperty( answers, 'success', {
		get: () => ( refuse ? [ false, REFUSED ] : [ true, BOOKED ] ),
	} );
	const { steps } = setup( answers );
	await goingAndFill();
	book();
	await until( () => !! document.querySelector( '.kiosk-rsvp-notice' ) );
	refuse = false;
	input( '#q' ).value = '2';
	book();
	await until(
		() => !! document.querySelector( '.tribe-tickets__rsvp-message' )
	);
	expect( steps ).toEqual( [ 'going', 'success', 'success' ] );
	expect( document.querySelector( '.kiosk-rsvp-notice' ) ).toBeNull();
	const message = document.querySelector< HTMLElement >(
		'.tribe-tickets__rsvp-message'
	)!;
	expect( document.activeElement ).toBe( message );
	expect( message.tabIndex ).toBe( -1 );
} );

test( 'a refused going step keeps the start view with the reason', async () => {
	setup( { going: [ false, REFUSED ] } );
	click( '.tribe-tickets__rsvp-actions-button-going' );
	await until( () => !! document.querySelector( '.kiosk-rsvp-notice' ) );
	expect(
		document.querySelector( '.tribe-tickets__rsvp-actions-button-going' )
	).not.toBeNull();
	expect( document.activeElement?.className ).toBe( 'kiosk-rsvp-notice' );
} );

/** A block whose `success` step fails as `fail` says (the going step answers the form). */
function setupFailing( fail: () => Promise< Response > ) {
	document.body.innerHTML = `<div class="tribe-tickets__rsvp-wrapper" data-rsvp-id="130">${ START }</div>`;
	const fetchImpl = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
		const step = new URLSearchParams( String( init?.body ) ).get( 'step' );
		if ( step === 'success' ) {
			return fail();
		}
		const text = JSON.stringify( { success: true, data: { html: FORM } } );
		return {
			status: 200,
			ok: true,
			headers: { get: () => null },
			text: async () => text,
		} as unknown as Response;
	} ) as unknown as typeof fetch;
	initBlock(
		document.querySelector< HTMLElement >(
			'.tribe-tickets__rsvp-wrapper'
		)!,
		{ ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n', fetchImpl }
	);
}

test( 'offline while booking: the notice takes focus and what was typed stays', async () => {
	const error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	setupFailing( () => Promise.reject( new TypeError( 'Failed to fetch' ) ) );
	await goingAndFill();
	book();
	await until( () => !! document.querySelector( '.kiosk-rsvp-notice' ) );
	const notice =
		document.querySelector< HTMLElement >( '.kiosk-rsvp-notice' )!;
	expect( notice.getAttribute( 'role' ) ).toBe( 'alert' );
	expect( document.activeElement ).toBe( notice );
	expect( input( '#n' ).value ).toBe( 'Rita Rennen' );
	expect( error ).toHaveBeenCalled();
	error.mockRestore();
} );

test( 'a 500 answer while booking: the notice takes focus', async () => {
	const error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	setupFailing( async () => {
		const text =
			'<p>Es gab einen kritischen Fehler auf dieser Website.</p>';
		return {
			status: 500,
			ok: false,
			headers: { get: () => 'text/html' },
			text: async () => text,
			json: async () => JSON.parse( text ),
			clone() {
				return this;
			},
		} as unknown as Response;
	} );
	await goingAndFill();
	book();
	await until( () => !! document.querySelector( '.kiosk-rsvp-notice' ) );
	expect( document.activeElement ).toBe(
		document.querySelector( '.kiosk-rsvp-notice' )
	);
	expect( error ).toHaveBeenCalled();
	error.mockRestore();
} );

test( 'a form the server rendered is checked by Kiosk, not by the browser', () => {
	document.body.innerHTML = `<div class="tribe-tickets__rsvp-wrapper" data-rsvp-id="130">${ FORM }</div>`;
	initBlock(
		document.querySelector< HTMLElement >(
			'.tribe-tickets__rsvp-wrapper'
		)!,
		{ ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n' }
	);
	expect( document.querySelector( 'form' )!.noValidate ).toBe( true );
} );

// Event Tickets' buttons: Cancel comes first, as in its markup; the answer
// lost the Cancel's `form` attribute on its way through DOMPurify.
const FORM_WITH_CANCEL = FORM.replace(
	'<button type="submit" class="tribe-tickets__rsvp-form-button">',
	'<button type="submit" class="tribe-tickets__rsvp-form-button--cancel tribe-tickets__rsvp-form-button">Abbrechen</button><button type="submit" class="tribe-tickets__rsvp-form-button">'
);

test( "the form's Cancel is a plain button, so Enter submits the booking, never Cancel", async () => {
	setup( { going: [ true, FORM_WITH_CANCEL ] } );
	click( '.tribe-tickets__rsvp-actions-button-going' );
	await until( () => !! document.querySelector( 'form' ) );
	const form = document.querySelector( 'form' )!;
	const cancel = form.querySelector< HTMLButtonElement >(
		'.tribe-tickets__rsvp-form-button--cancel'
	)!;
	expect( cancel.type ).toBe( 'button' );
	// The form's default button (what Enter in a field presses) is "book".
	expect(
		Array.from( form.elements ).find(
			( el ) => ( el as HTMLButtonElement ).type === 'submit'
		)?.textContent
	).toBe( 'Reservierung buchen' );
} );

test( 'an answer that says „success“ with no place booked keeps the form and what was typed, with the reason', async () => {
	const { steps } = setup( {
		going: [ true, FORM ],
		success: [
			true,
			'<div class="tribe-tickets__rsvp-message"><span class="tribe-tickets__rsvp-message-text" data-rsvp-success="yes" data-rsvp-quantity="0">Ihre Reservierung ist eingegangen.</span></div>',
		],
	} );
	await goingAndFill();
	input( '#q' ).value = '1';
	book();
	await until( () => !! document.querySelector( '.kiosk-rsvp-notice' ) );
	expect( steps ).toEqual( [ 'going', 'success' ] );
	const notice = document.querySelector( '.kiosk-rsvp-notice' )!;
	expect( notice.textContent ).toMatch( /^Nothing was booked/ );
	expect( document.activeElement ).toBe( notice );
	expect( input( '#n' ).value ).toBe( 'Rita Rennen' );
	expect( document.body.textContent ).not.toContain(
		'Ihre Reservierung ist eingegangen.'
	);
} );
