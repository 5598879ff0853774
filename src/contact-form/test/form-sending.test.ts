/**
 * A form while and after it sends: busy and spinner, double-submit
 * protection, what a failed send shows (never a server's raw message),
 * focus after a successful send, and field tips held while a pointer is
 * pressed so the click lands.
 */
import {
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

const output = ( form: HTMLFormElement ) =>
	form.querySelector( '.wpcf7-response-output' ) as HTMLElement;
const statusRegion = () =>
	document.querySelector( '.screen-reader-response [role="status"]' );

test( 'adds one CF7 spinner after the submit button, hidden from screen readers', async () => {
	const { form } = setup( () => json( {} ) );
	await flush();
	const spinners = form.querySelectorAll( '.wpcf7-spinner' );
	expect( spinners ).toHaveLength( 1 );
	expect( spinners[ 0 ].previousElementSibling?.tagName ).toBe( 'BUTTON' );
	expect( spinners[ 0 ].getAttribute( 'aria-hidden' ) ).toBe( 'true' );
} );

test( 'while sending the form is busy and submitting, and a second submit sends nothing', async () => {
	let answer: ( response: Response ) => void = () => {};
	const { form, calls } = setup(
		() =>
			new Promise< Response >( ( resolve ) => {
				answer = resolve;
			} )
	);
	await flush();
	submit( form );
	await flush();
	expect( form.getAttribute( 'aria-busy' ) ).toBe( 'true' );
	expect( form.classList.contains( 'submitting' ) ).toBe( true );
	submit( form );
	await flush();
	expect(
		calls.filter( ( call ) => call.url.endsWith( '/feedback' ) )
	).toHaveLength( 1 );
	answer(
		fakeResponse(
			JSON.stringify( {
				status: 'validation_failed',
				message: 'Fehler.',
				invalid_fields: [],
			} )
		)
	);
	await flush();
	await flush();
	expect( form.hasAttribute( 'aria-busy' ) ).toBe( false );
	expect( form.dataset.status ).toBe( 'invalid' );
} );

test.each( [
	[
		'a WordPress critical error (500, markup in its message)',
		() =>
			json(
				{
					code: 'internal_server_error',
					message:
						'<p>Es gab einen kritischen Fehler auf dieser Website.</p>',
					data: { status: 500 },
				},
				500
			),
	],
	[
		"CF7's English not-found answer (404)",
		() =>
			json(
				{
					code: 'wpcf7_not_found',
					message: 'The requested contact form was not found.',
					data: { status: 404 },
				},
				404
			),
	],
	[
		'a 502 page that is not JSON',
		() =>
			Promise.resolve( fakeResponse( '<html>Bad gateway</html>', 502 ) ),
	],
	[ 'an empty 204 answer', () => Promise.resolve( fakeResponse( '', 204 ) ) ],
] )(
	'%s shows the generic failure, logs the detail and keeps the typed values',
	async ( _case, answer ) => {
		const { form } = setup( answer );
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		await flush();
		field( 'your-name' ).value = 'Erika';
		submit( form );
		await flush();
		await flush();
		expect( form.dataset.status ).toBe( 'failed' );
		expect( output( form ).textContent ).toBe(
			'Something went wrong. Please try again.'
		);
		expect( statusRegion()?.textContent ).toBe(
			'Something went wrong. Please try again.'
		);
		expect( error ).toHaveBeenCalled();
		expect( field( 'your-name' ).value ).toBe( 'Erika' );
		expect( form.hasAttribute( 'aria-busy' ) ).toBe( false );
		error.mockRestore();
	}
);

test( 'after a successful send, focus is on the message, which screen readers may read', async () => {
	const { form } = setup( () =>
		json( {
			status: 'mail_sent',
			message: 'Vielen Dank für Ihre Nachricht.',
			invalid_fields: [],
		} )
	);
	await flush();
	form.querySelector( 'button' )!.focus();
	submit( form );
	await flush();
	await flush();
	expect( document.activeElement ).toBe( output( form ) );
	expect( output( form ).tabIndex ).toBe( -1 );
	expect( output( form ).hasAttribute( 'aria-hidden' ) ).toBe( false );
	// The next message is for the status region again.
	submit( form );
	expect( output( form ).getAttribute( 'aria-hidden' ) ).toBe( 'true' );
	await flush();
	await flush();
} );

describe( 'a field tip while a pointer is pressed', () => {
	const press = ( type: string ) =>
		document.dispatchEvent( new Event( type, { bubbles: true } ) );
	const tip = () =>
		document.querySelector(
			'[data-name="your-email"] .wpcf7-not-valid-tip'
		);

	test( 'waits for the click, then appears', async () => {
		setup( () => json( {} ) );
		await flush();
		press( 'pointerdown' );
		change( 'your-email', 'kein-at' );
		expect( tip() ).toBeNull();
		press( 'pointerup' );
		press( 'click' );
		expect( tip() ).toBeNull();
		await flush();
		expect( tip()?.textContent ).toBe(
			'Bitte geben Sie eine E-Mail-Adresse ein.'
		);
	} );

	test( 'waits for the click, then goes', async () => {
		setup( () => json( {} ) );
		await flush();
		change( 'your-email', 'kein-at' );
		expect( tip() ).not.toBeNull();
		press( 'pointerdown' );
		change( 'your-email', 'erika@example.de' );
		expect( tip() ).not.toBeNull();
		press( 'pointerup' );
		press( 'click' );
		await flush();
		expect( tip() ).toBeNull();
		expect( field( 'your-email' ).getAttribute( 'aria-invalid' ) ).toBe(
			'false'
		);
	} );

	test( 'without a pointer (keyboard), appears at once', async () => {
		setup( () => json( {} ) );
		await flush();
		change( 'your-email', 'kein-at' );
		expect( tip() ).not.toBeNull();
	} );
} );
