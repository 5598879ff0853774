/**
 * Whether the visitor has already allowed what order attribution stores
 * (sourcebuster's `sbjs_*` cookies): marketing in the WP Consent API, when
 * a consent plugin provides it, or Kiosk's own consent choice, the one the
 * theme's maps and videos ask for ("always load maps and videos on this
 * device", remembered in localStorage).
 */

/**
 * The localStorage key of Kiosk's consent choice; the same key as the
 * theme's (src/magazine/consent.ts CONSENT_KEY, checked by a test), kept
 * here so this small every-page script does not carry the theme's code.
 */
export const KIOSK_CONSENT_KEY = 'kiosk-external-media';

/** Whether the visitor allowed marketing cookies or Kiosk's external media. */
export function hasConsent( win: Window ): boolean {
	const api = (
		win as unknown as {
			wp_has_consent?: ( category: string ) => boolean;
		}
	 ).wp_has_consent;
	try {
		if ( typeof api === 'function' && api( 'marketing' ) ) {
			return true;
		}
		return win.localStorage.getItem( KIOSK_CONSENT_KEY ) === 'allow';
	} catch {
		return false;
	}
}
