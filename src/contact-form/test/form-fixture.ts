/**
 * A contact form for the form tests: CF7's markup with three fields, a
 * quiz and the submit button, its schema, a fake fetch, and helpers that
 * act as the browser would.
 */
import { init } from '../init';

export const SCHEMA = {
	version: 'Contact Form 7 SWV Schema 2024-10',
	locale: 'de_DE',
	rules: [
		{
			rule: 'required',
			field: 'your-name',
			error: 'Bitte füllen Sie dieses Feld aus.',
		},
		{
			rule: 'email',
			field: 'your-email',
			error: 'Bitte geben Sie eine E-Mail-Adresse ein.',
		},
		{
			rule: 'url',
			field: 'your-website',
			error: 'Bitte geben Sie eine URL ein.',
		},
	],
};

export const MARKUP = `<div class="wpcf7 no-js" id="wpcf7-f7-p12-o1">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form class="wpcf7-form init" data-status="init" action="/kontakt/" method="post">
<input type="hidden" name="_wpcf7" value="7"><input type="hidden" name="_wpcf7_version" value="6.1"><input type="hidden" name="_wpcf7_locale" value="de_DE">
<input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f7-p12-o1"><input type="hidden" name="_wpcf7_container_post" value="12"><input type="hidden" name="_wpcf7_posted_data_hash" value="">
<span class="wpcf7-form-control-wrap" data-name="your-name"><input id="n" class="wpcf7-form-control" name="your-name"></span>
<span class="wpcf7-form-control-wrap" data-name="your-email"><input id="e" class="wpcf7-form-control" name="your-email" type="email"></span>
<span class="wpcf7-form-control-wrap" data-name="your-website"><input id="w" class="wpcf7-form-control" name="your-website" type="url"></span>
<span class="wpcf7-form-control-wrap" data-name="quiz-math"><label><span class="wpcf7-quiz-label">Wie viel ist 1 plus 1?</span><input name="quiz-math"></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-math" value="h1"></span>
<button type="submit" class="wpcf7-submit has-spinner" name="go" value="now">Senden</button>
<div class="wpcf7-response-output" aria-hidden="true"></div>
</form></div>`;

export const CONFIG = {
	api: { root: '/wp-json/', namespace: 'contact-form-7/v1' },
	cached: 1,
};
// jsdom has no Response: the fields the client reads.
export const fakeResponse = ( text: string, status = 200 ) =>
	( {
		status,
		ok: status >= 200 && status < 300,
		headers: { get: () => null },
		text: async () => text,
	} ) as unknown as Response;
export const json = ( body: unknown, status = 200 ) =>
	Promise.resolve( fakeResponse( JSON.stringify( body ), status ) );
export const flush = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

export type Handler = (
	url: string,
	init?: RequestInit
) => Promise< Response >;

export function setup( feedback: Handler ) {
	document.body.innerHTML = MARKUP;
	const calls: Array< { url: string; init?: RequestInit } > = [];
	const fetchImpl = jest.fn( ( url: string, options?: RequestInit ) => {
		calls.push( { url, init: options } );
		if ( url.endsWith( '/feedback/schema' ) ) {
			return json( SCHEMA );
		}
		if ( url.endsWith( '/refill' ) ) {
			return json( {
				quiz: { 'quiz-math': [ 'Wie viel ist 2 plus 2?', 'h2' ] },
			} );
		}
		return feedback( url, options );
	} ) as unknown as typeof fetch;
	const teardown = init( document, CONFIG, fetchImpl );
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const events: string[] = [];
	[
		'wpcf7beforesubmit',
		'wpcf7submit',
		'wpcf7invalid',
		'wpcf7mailsent',
		'wpcf7spam',
		'wpcf7mailfailed',
		'wpcf7reset',
	].forEach( ( name ) =>
		document.addEventListener( name, () => events.push( name ) )
	);
	return { form, calls, events, teardown };
}

export const field = ( name: string ) =>
	document.querySelector( `[name="${ name }"]` ) as HTMLInputElement;
export const change = ( name: string, value: string ) => {
	field( name ).value = value;
	field( name ).dispatchEvent( new Event( 'change', { bubbles: true } ) );
};
export const submit = ( form: HTMLFormElement ) => {
	// jsdom has no requestSubmit: a submit event carrying its submitter.
	const event = new Event( 'submit', { bubbles: true, cancelable: true } );
	Object.defineProperty( event, 'submitter', {
		value: form.querySelector( 'button' ),
	} );
	form.dispatchEvent( event );
};

/** jsdom has no fetch; the client only checks that it exists (requests go through fetchImpl). */
export function stubWindowFetch(): void {
	( window as unknown as { fetch: unknown } ).fetch = jest.fn();
}
