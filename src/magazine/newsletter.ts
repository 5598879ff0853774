/**
 * The footer's newsletter sign-up (a Contact Form 7 form) posts without a
 * script, so no page pays for Kiosk's contact-form script at first load.
 * Once the reader reaches for such a form (focus moves into it: a click
 * on a field, Tab), the loader the server listed
 * (`kioskSettings.contactForm.loader`, src/contact-form/loader-entry.ts)
 * brings the contact-form script, which enhances it: the fields are
 * checked as the reader goes, and a send stays on the page. A post made
 * before the script has run goes out without it, as before. A form the
 * contact-form script enhanced already (CF7's `no-js` class gone, as where
 * it printed with the page) needs nothing.
 */
import { listen, type Teardown } from './dom';

export function init( root: ParentNode ): Teardown {
	const loader = window.kioskSettings?.contactForm?.loader;
	if ( ! loader ) {
		return () => {};
	}
	const stop = listen( root, 'focusin', ( event ) => {
		if ( ( event.target as Element ).closest?.( '.wpcf7.no-js' ) ) {
			stop();
			const script = document.createElement( 'script' );
			script.src = loader;
			document.body.appendChild( script );
		}
	} );
	return stop;
}
