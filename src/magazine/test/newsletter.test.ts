/**
 * The newsletter behaviour: the contact-form loader is added once, when
 * focus first moves into a form that still posts without Kiosk's script,
 * and never for a form that script already enhanced.
 */
import { init } from '../newsletter';
import { themeMarkup } from './theme-markup';

const LOADER = 'https://example.test/build/contact-form-loader.js';

function page( enhanced = false ): HTMLElement {
	themeMarkup( `
		<a href="/impressum/">Impressum</a>
		<div class="wpcf7 ${ enhanced ? 'js' : 'no-js' }">
			<form class="wpcf7-form" action="/#wpcf7-f1-o1" method="post">
				<input type="email" name="newsletter-email">
				<input type="submit" value="Newsletter abonnieren">
			</form>
		</div>` );
	return document.body;
}

const loaders = () =>
	Array.from( document.querySelectorAll< HTMLScriptElement >( 'script' ) )
		.map( ( script ) => script.src )
		.filter( ( src ) => src === LOADER );

const focus = ( element: Element ) =>
	element.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );

beforeEach( () => {
	window.kioskSettings = {
		contactForm: {
			loader: LOADER,
			list: '/?kiosk-lazy-scripts=contact-form',
		},
	};
} );

afterEach( () => {
	delete window.kioskSettings;
} );

describe( 'newsletter', () => {
	it( 'adds nothing at first or for focus elsewhere, then the loader once when focus moves into the form', () => {
		const root = page();
		const teardown = init( root );
		focus( root.querySelector( 'a' )! );
		expect( loaders() ).toHaveLength( 0 );

		focus( root.querySelector( 'input[type=email]' )! );
		focus( root.querySelector( 'input[type=submit]' )! );

		expect( loaders() ).toHaveLength( 1 );
		teardown();
	} );

	it( 'loads nothing for a form the contact-form script already enhanced, or without a listed loader', () => {
		let root = page( true );
		const teardown = init( root );
		focus( root.querySelector( 'input' )! );
		expect( loaders() ).toHaveLength( 0 );
		teardown();

		window.kioskSettings = {};
		root = page();
		init( root );
		focus( root.querySelector( 'input' )! );
		expect( loaders() ).toHaveLength( 0 );
	} );

	it( 'comes back out: a torn-down behaviour loads nothing', () => {
		const root = page();
		init( root )();
		focus( root.querySelector( 'input' )! );
		expect( loaders() ).toHaveLength( 0 );
	} );
} );
