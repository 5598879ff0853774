/**
 * Privacy by design for third-party media (the map's tiles, video embeds):
 * nothing loads from another server until the reader asks. The element's
 * placeholder holds a button ("Karte laden", "Video laden"), a note on what
 * goes to whom, and a checkbox to remember the choice (localStorage, on
 * this device only). The WP Consent API's `wp_has_consent( 'marketing' )`,
 * when a consent plugin provides it, counts as asked.
 */
import { listen, type Teardown } from './dom';

/** The localStorage key that remembers "always load external media". */
export const CONSENT_KEY = 'kiosk-external-media';

/** The gate's texts (German, from the theme's data attributes). */
export interface ConsentLabels {
	load: string;
	note: string;
	remember: string;
}

/** Whether external media may load without asking. */
export function hasConsent( win: Window = window ): boolean {
	const api = (
		win as unknown as {
			wp_has_consent?: ( category: string ) => boolean;
		}
	 ).wp_has_consent;
	if ( typeof api === 'function' && api( 'marketing' ) ) {
		return true;
	}
	try {
		return win.localStorage.getItem( CONSENT_KEY ) === 'allow';
	} catch {
		return false;
	}
}

/** Reads the labels from `data-consent-*` (null when a text is missing). */
export function consentLabels( element: HTMLElement ): ConsentLabels | null {
	const { consentLoad, consentNote, consentRemember } = element.dataset;
	return consentLoad && consentNote && consentRemember
		? { load: consentLoad, note: consentNote, remember: consentRemember }
		: null;
}

let gates = 0;

/** Focuses `element` (the map, the player), focusable by script only. */
function focusLoaded( element: HTMLElement ): void {
	if ( ! element.hasAttribute( 'tabindex' ) ) {
		element.tabIndex = -1;
	}
	element.focus( { preventScroll: true } );
}

/**
 * Calls `allow` at once when the reader agreed before; otherwise shows the
 * gate inside `element` and calls `allow` after the click, then moves focus
 * from the removed button to `element`. Returns the teardown.
 */
export function withConsent(
	element: HTMLElement,
	labels: ConsentLabels,
	allow: () => void
): Teardown {
	if ( hasConsent() ) {
		allow();
		return () => {};
	}
	const id = `kiosk-consent-${ ++gates }`;
	const gate = element.ownerDocument.createElement( 'div' );
	gate.className = 'kiosk-consent';
	gate.innerHTML = `<p class="kiosk-consent__note" id="${ id }"></p><button type="button" class="kiosk-button kiosk-consent__load" aria-describedby="${ id }"></button><label class="kiosk-consent__remember"><input type="checkbox"> <span></span></label>`;
	( gate.querySelector( 'p' ) as HTMLElement ).textContent = labels.note;
	( gate.querySelector( 'button' ) as HTMLElement ).textContent = labels.load;
	( gate.querySelector( 'label span' ) as HTMLElement ).textContent =
		labels.remember;
	element.prepend( gate );
	element.classList.add( 'is-gated' );
	const off = listen(
		gate.querySelector( 'button' ) as HTMLElement,
		'click',
		() => {
			if ( gate.querySelector< HTMLInputElement >( 'input' )?.checked ) {
				try {
					element.ownerDocument.defaultView?.localStorage.setItem(
						CONSENT_KEY,
						'allow'
					);
				} catch {
					// Storage may be blocked: this once, then.
				}
			}
			// The pressed button goes away; focus stays with the reader
			// on what it loaded instead of dropping to the document.
			const hadFocus = gate.contains(
				element.ownerDocument.activeElement
			);
			off();
			gate.remove();
			element.classList.remove( 'is-gated' );
			allow();
			if ( hadFocus ) {
				focusLoaded( element );
			}
		}
	);
	return () => {
		off();
		gate.remove();
	};
}
