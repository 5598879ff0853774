/**
 * Status machine, acceptance, exclusive groups, free text, counters and
 * URL normalisation.
 */
import { eventFor, setStatus, toFormStatus } from '../status';
import {
	applyExclusive,
	countState,
	normalizeUrl,
	updateAcceptance,
	updateCounters,
	updateFreeText,
} from '../controls';

const form = ( html: string ) => {
	document.body.innerHTML = `<form class="wpcf7-form">${ html }</form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
};

describe( 'status machine', () => {
	test( 'maps server statuses to form statuses; unknown ones become custom-', () => {
		expect( toFormStatus( 'validation_failed' ) ).toBe( 'invalid' );
		expect( toFormStatus( 'acceptance_missing' ) ).toBe( 'unaccepted' );
		expect( toFormStatus( 'mail_sent' ) ).toBe( 'sent' );
		expect( toFormStatus( 'mail_failed' ) ).toBe( 'failed' );
		expect( toFormStatus( 'payment_required' ) ).toBe( 'payment-required' );
		expect( toFormStatus( 'spam' ) ).toBe( 'spam' );
		expect( toFormStatus( 'Needs Review!' ) ).toBe( 'custom-needs-review' );
	} );

	test( 'sets data-status and one status class, fires statuschanged on change, toggles inert-on elements', () => {
		const f = form( '<button class="inert-on-submitting">Senden</button>' );
		const seen: string[] = [];
		f.addEventListener( 'wpcf7statuschanged', ( e ) =>
			seen.push( ( e as CustomEvent ).detail.status )
		);
		setStatus( f, 'init' );
		setStatus( f, 'submitting' );
		expect( f.dataset.status ).toBe( 'submitting' );
		expect( f.classList.contains( 'submitting' ) ).toBe( true );
		expect(
			( f.querySelector( 'button' ) as HTMLElement & { inert: boolean } )
				.inert
		).toBe( true );
		setStatus( f, 'validation_failed' );
		expect( f.className ).toBe( 'wpcf7-form invalid' );
		expect(
			( f.querySelector( 'button' ) as HTMLElement & { inert: boolean } )
				.inert
		).toBe( false );
		setStatus( f, 'validation_failed' );
		expect( seen ).toEqual( [ 'submitting', 'invalid' ] );
	} );

	test( 'names the per-result DOM events', () => {
		expect(
			[
				'validation_failed',
				'acceptance_missing',
				'spam',
				'mail_sent',
				'mail_failed',
				'aborted',
			].map( eventFor )
		).toEqual( [
			'wpcf7invalid',
			'wpcf7unaccepted',
			'wpcf7spam',
			'wpcf7mailsent',
			'wpcf7mailfailed',
			'wpcf7aborted',
		] );
	} );
} );

describe( 'acceptance', () => {
	const markup = ( extra = '' ) =>
		`<span class="wpcf7-acceptance ${ extra }"><input type="checkbox" name="a"></span><input type="submit" class="wpcf7-submit">`;

	test( 'submit is disabled until a required box is checked', () => {
		const f = form( markup() );
		updateAcceptance( f );
		const submit = f.querySelector( '.wpcf7-submit' ) as HTMLInputElement;
		expect( submit.disabled ).toBe( true );
		( f.querySelector( '[name=a]' ) as HTMLInputElement ).checked = true;
		updateAcceptance( f );
		expect( submit.disabled ).toBe( false );
	} );

	test( 'an inverted box must stay unchecked; an optional one never blocks', () => {
		const f = form( markup( 'invert' ) );
		updateAcceptance( f );
		const submit = f.querySelector( '.wpcf7-submit' ) as HTMLInputElement;
		expect( submit.disabled ).toBe( false );
		( f.querySelector( '[name=a]' ) as HTMLInputElement ).checked = true;
		updateAcceptance( f );
		expect( submit.disabled ).toBe( true );
		const g = form( markup( 'optional' ) );
		updateAcceptance( g );
		expect(
			( g.querySelector( '.wpcf7-submit' ) as HTMLInputElement ).disabled
		).toBe( false );
	} );

	test( 'acceptance-as-validation leaves submit enabled', () => {
		const f = form( markup() );
		f.classList.add( 'wpcf7-acceptance-as-validation' );
		updateAcceptance( f );
		expect(
			( f.querySelector( '.wpcf7-submit' ) as HTMLInputElement ).disabled
		).toBe( false );
	} );
} );

test( 'an exclusive group keeps only one box checked', () => {
	const f = form(
		'<span class="wpcf7-exclusive-checkbox"><input type="checkbox" name="t[]" value="a" checked><input type="checkbox" name="t[]" value="b"></span>'
	);
	const [ a, b ] = Array.from( f.querySelectorAll( 'input' ) );
	b.checked = true;
	applyExclusive( b );
	expect( [ a.checked, b.checked ] ).toEqual( [ false, true ] );
} );

test( 'a free-text input is enabled only while its option is chosen', () => {
	const f = form(
		'<span class="wpcf7-list-item has-free-text"><input type="checkbox" name="t[]" value="x"><input class="wpcf7-free-text" name="t_free_text"></span>'
	);
	updateFreeText( f );
	const text = f.querySelector( '.wpcf7-free-text' ) as HTMLInputElement;
	expect( text.disabled ).toBe( true );
	( f.querySelector( '[type=checkbox]' ) as HTMLInputElement ).checked = true;
	updateFreeText( f );
	expect( text.disabled ).toBe( false );
} );

describe( 'character counters', () => {
	test( 'count up, count down, too long and too short', () => {
		expect(
			countState( 3, {
				starting: 0,
				maximum: 5,
				minimum: 2,
				down: false,
			} )
		).toEqual( { count: 3, tooLong: false, tooShort: false } );
		expect(
			countState( 7, { starting: 5, maximum: 5, minimum: 0, down: true } )
		).toEqual( { count: -2, tooLong: true, tooShort: false } );
		expect(
			countState( 1, { starting: 5, maximum: 5, minimum: 2, down: true } )
		).toEqual( { count: 4, tooLong: false, tooShort: true } );
	} );

	test( 'updates the counter element from its target', () => {
		const f = form(
			'<textarea name="m">hallo</textarea><span class="wpcf7-character-count down" data-target-name="m" data-starting-value="10" data-maximum-value="10" data-minimum-value="6"></span>'
		);
		updateCounters( f );
		const counter = f.querySelector(
			'.wpcf7-character-count'
		) as HTMLElement;
		expect( counter.textContent ).toBe( '5' );
		expect( counter.classList.contains( 'too-short' ) ).toBe( true );
	} );
} );

test( 'URLs without a scheme gain http:// when they contain a dot', () => {
	expect( normalizeUrl( 'example.de' ) ).toBe( 'http://example.de' );
	expect( normalizeUrl( '//example.de/x' ) ).toBe( 'http://example.de/x' );
	expect( normalizeUrl( ' https://example.de ' ) ).toBe(
		'https://example.de'
	);
	expect( normalizeUrl( 'mailto:a@b.de' ) ).toBe( 'mailto:a@b.de' );
	expect( normalizeUrl( 'localhost' ) ).toBe( 'localhost' );
	expect( normalizeUrl( '' ) ).toBe( '' );
} );
