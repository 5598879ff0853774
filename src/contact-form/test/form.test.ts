/**
 * A whole form: init from hidden fields, validation on change, submit and
 * its events, reset and refill, failures that keep the typed values, and
 * the wrong-place rule.
 */
import { init, missingFeatures } from '../init';
import {
	CONFIG,
	MARKUP,
	change,
	fakeResponse,
	field,
	flush,
	json,
	setup,
	stubWindowFetch,
	submit,
} from './form-fixture';

beforeAll( stubWindowFetch );

test( 'fetches the schema on load with Accept JSON and no nonce header', async () => {
	const { calls } = setup( () => json( {} ) );
	await flush();
	expect( calls[ 0 ].url ).toBe(
		'/wp-json/contact-form-7/v1/contact-forms/7/feedback/schema'
	);
	const headers = calls[ 0 ].init?.headers as Record< string, string >;
	expect( headers.Accept ).toMatch( /application\/json/ );
	expect(
		Object.keys( headers ).map( ( h ) => h.toLowerCase() )
	).not.toContain( 'x-wp-nonce' );
	expect(
		document.querySelector( '.wpcf7' )?.classList.contains( 'js' )
	).toBe( true );
} );

test( 'validates a field on change: tip, screen-reader entry, aria-invalid; clearing resets it', async () => {
	const { form } = setup( () => json( {} ) );
	await flush();
	change( 'your-email', 'kein-at' );
	const wrap = form.querySelector(
		'[data-name="your-email"]'
	) as HTMLElement;
	expect( wrap.querySelector( '.wpcf7-not-valid-tip' )?.textContent ).toBe(
		'Bitte geben Sie eine E-Mail-Adresse ein.'
	);
	expect( field( 'your-email' ).getAttribute( 'aria-invalid' ) ).toBe(
		'true'
	);
	expect( field( 'your-email' ).getAttribute( 'aria-describedby' ) ).toBe(
		'wpcf7-f7-p12-o1-ve-your-email'
	);
	expect(
		document.querySelector( '.screen-reader-response ul' )?.textContent
	).toBe( 'Bitte geben Sie eine E-Mail-Adresse ein.' );
	change( 'your-email', 'erika@example.de' );
	expect( wrap.querySelector( '.wpcf7-not-valid-tip' ) ).toBeNull();
	expect( field( 'your-email' ).getAttribute( 'aria-invalid' ) ).toBe(
		'false'
	);
	expect(
		document.querySelector( '.screen-reader-response ul' )?.children
	).toHaveLength( 0 );
} );

test( 'a field changed before the schema arrived is checked when it arrives', async () => {
	const { form } = setup( () => json( {} ) );
	// No flush: the schema's request is still in flight.
	change( 'your-email', 'kein-at' );
	const wrap = form.querySelector(
		'[data-name="your-email"]'
	) as HTMLElement;
	expect( wrap.querySelector( '.wpcf7-not-valid-tip' ) ).toBeNull();
	await flush();
	expect( wrap.querySelector( '.wpcf7-not-valid-tip' )?.textContent ).toBe(
		'Bitte geben Sie eine E-Mail-Adresse ein.'
	);
	expect( field( 'your-email' ).getAttribute( 'aria-invalid' ) ).toBe(
		'true'
	);
} );

test( 'normalises a URL before validating it', async () => {
	setup( () => json( {} ) );
	await flush();
	change( 'your-website', 'kiosk.example' );
	expect( field( 'your-website' ).value ).toBe( 'http://kiosk.example' );
	expect( field( 'your-website' ).getAttribute( 'aria-invalid' ) ).not.toBe(
		'true'
	);
} );

test( 'submits multipart with the submitter; invalid fields show tips and fire wpcf7invalid', async () => {
	let sent: FormData | null = null;
	const { form, events } = setup( ( _url, options ) => {
		sent = options?.body as FormData;
		return json( {
			status: 'validation_failed',
			message: 'Ein oder mehrere Felder haben einen Fehler.',
			invalid_fields: [
				{
					field: 'your-name',
					message: 'Bitte füllen Sie dieses Feld aus.',
					idref: null,
					error_id: 'x',
				},
			],
			posted_data_hash: '',
			into: '#wpcf7-f7-p12-o1',
		} );
	} );
	await flush();
	submit( form );
	expect( form.dataset.status ).toBe( 'submitting' );
	await flush();
	await flush();
	expect( sent ).toBeInstanceOf( FormData );
	expect( ( sent as unknown as FormData ).get( 'go' ) ).toBe( 'now' );
	expect( ( sent as unknown as FormData ).get( '_wpcf7' ) ).toBe( '7' );
	expect( form.dataset.status ).toBe( 'invalid' );
	expect( form.querySelector( '.wpcf7-response-output' )?.textContent ).toBe(
		'Ein oder mehrere Felder haben einen Fehler.'
	);
	expect(
		form.querySelector( '[data-name="your-name"] .wpcf7-not-valid-tip' )
			?.textContent
	).toBe( 'Bitte füllen Sie dieses Feld aus.' );
	expect( events ).toEqual( [
		'wpcf7beforesubmit',
		'wpcf7invalid',
		'wpcf7submit',
	] );
} );

test( 'mail_sent fires wpcf7mailsent, resets the form, refills the quiz and keeps the sent status', async () => {
	const { form, events } = setup( () =>
		json( {
			status: 'mail_sent',
			message: 'Vielen Dank für Ihre Nachricht.',
			invalid_fields: [],
			posted_data_hash: 'abc',
		} )
	);
	await flush();
	field( 'your-name' ).value = 'Erika';
	submit( form );
	for ( let i = 0; i < 6; i++ ) {
		await flush();
	}
	expect( events ).toEqual( [
		'wpcf7beforesubmit',
		'wpcf7mailsent',
		'wpcf7submit',
		'wpcf7reset',
	] );
	expect( field( 'your-name' ).value ).toBe( '' );
	expect( form.querySelector( '.wpcf7-quiz-label' )?.textContent ).toBe(
		'Wie viel ist 2 plus 2?'
	);
	expect( field( '_wpcf7_quiz_answer_quiz-math' ).value ).toBe( 'h2' );
	expect( form.dataset.status ).toBe( 'sent' );
	const output = form.querySelector( '.wpcf7-response-output' );
	expect( output?.textContent ).toBe( 'Vielen Dank für Ihre Nachricht.' );
	// Focus lands on the message, which reads it; the live region stays
	// quiet, so a screen reader hears it once.
	expect( document.activeElement ).toBe( output );
	expect( output?.getAttribute( 'aria-hidden' ) ).toBeNull();
	expect(
		document.querySelector( '.screen-reader-response [role="status"]' )
			?.textContent
	).toBe( '' );
} );

test( 'an answer that is not sent is announced by the live region', async () => {
	const { form } = setup( () =>
		json( {
			status: 'spam',
			message: 'Als Spam erkannt.',
			invalid_fields: [],
		} )
	);
	await flush();
	submit( form );
	await flush();
	await flush();
	expect(
		document.querySelector( '.screen-reader-response [role="status"]' )
			?.textContent
	).toBe( 'Als Spam erkannt.' );
} );

test( 'a refill after another status returns the form to init', async () => {
	const { form } = setup( () =>
		json( { status: 'spam', message: 'Fehler', invalid_fields: [] } )
	);
	await flush();
	submit( form );
	await flush();
	await flush();
	expect( form.dataset.status ).toBe( 'spam' );
	form.reset();
	for ( let i = 0; i < 4; i++ ) {
		await flush();
	}
	expect( form.dataset.status ).toBe( 'init' );
} );

test( 'offline: the message is shown, typed values stay, and a retry works', async () => {
	let offline = true;
	const { form } = setup( () =>
		offline
			? Promise.reject( new TypeError( 'Failed to fetch' ) )
			: json( {
					status: 'mail_sent',
					message: 'Gesendet.',
					invalid_fields: [],
				} )
	);
	const error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	await flush();
	field( 'your-name' ).value = 'Erika';
	submit( form );
	await flush();
	await flush();
	expect( form.querySelector( '.wpcf7-response-output' )?.textContent ).toBe(
		'You are probably offline.'
	);
	expect( field( 'your-name' ).value ).toBe( 'Erika' );
	expect( form.dataset.status ).toBe( 'failed' );
	offline = false;
	submit( form );
	await flush();
	await flush();
	expect( form.dataset.status ).toBe( 'sent' );
	error.mockRestore();
} );

test( 'an invalid JSON answer and a non-2xx answer are reported and logged', async () => {
	let mode = 'html';
	const { form } = setup( () =>
		mode === 'html'
			? Promise.resolve( fakeResponse( '<html>' ) )
			: json( { code: 'rest_no_route', message: 'Keine Route.' }, 404 )
	);
	const error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	await flush();
	submit( form );
	await flush();
	await flush();
	expect( form.querySelector( '.wpcf7-response-output' )?.textContent ).toBe(
		'The response is not a valid JSON response.'
	);
	mode = '404';
	submit( form );
	await flush();
	await flush();
	expect( error ).toHaveBeenCalledWith(
		expect.objectContaining( { code: 'rest_no_route' } )
	);
	error.mockRestore();
} );

test( 'a form inside another form is replaced by the wrong-place message', () => {
	document.body.innerHTML = '<form id="outer"></form>';
	const outer = document.getElementById( 'outer' ) as HTMLFormElement;
	const unit = document.createElement( 'div' );
	unit.className = 'wpcf7';
	unit.innerHTML =
		'<form class="wpcf7-form"><input type="hidden" name="_wpcf7" value="7"></form>';
	outer.appendChild( unit );
	init( document, CONFIG, jest.fn() as unknown as typeof fetch );
	expect( document.querySelector( '.wpcf7' ) ).toBeNull();
	expect( outer.textContent ).toBe(
		'Error: This contact form is placed in the wrong place.'
	);
} );

test( 'missing browser features are named', () => {
	expect(
		missingFeatures( { fetch: undefined, FormData, NodeList } as never, {} )
	).toEqual( [ 'fetch', 'String.replaceAll' ] );
	expect( missingFeatures() ).toEqual( [] );
} );

test( 'without FormData a console message is logged and nothing is initialised', () => {
	const saved = window.FormData;
	( window as unknown as { FormData: unknown } ).FormData = undefined;
	const error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	document.body.innerHTML = MARKUP;
	const fetchImpl = jest.fn();
	init( document, CONFIG, fetchImpl as unknown as typeof fetch );
	window.FormData = saved;
	expect( fetchImpl ).not.toHaveBeenCalled();
	expect(
		document.querySelector( '.wpcf7' )?.classList.contains( 'no-js' )
	).toBe( true );
	expect( error ).toHaveBeenCalledWith(
		expect.stringContaining( 'FormData' )
	);
	error.mockRestore();
} );
