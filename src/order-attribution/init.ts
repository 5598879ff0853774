/**
 * Starts order attribution as the owner and the visitor allow it:
 * - nothing at all when WooCommerce's order attribution is off (its
 *   feature switch, or `kiosk_order_attribution_enabled`);
 * - no cookie before consent when `wc_order_attribution_allow_tracking`
 *   says no (Kiosk's default on a German site, Settings → Kiosk; the WP
 *   Consent API answers through that filter too): tracking starts when the
 *   visitor allowed marketing or Kiosk's external media before (consent.ts),
 *   or allows marketing now (`wp_listen_for_consent_change`, as
 *   WooCommerce's own script does);
 * - the checkout reads the values through `window.kioskOrderAttribution`,
 *   empty while nothing was tracked.
 */
import { hasConsent } from './consent';
import { track } from './track';
import { attributionValues } from './values';
import type { OrderAttributionSettings } from '../types/settings';

export type { OrderAttributionSettings };

declare global {
	interface Window {
		kioskOrderAttribution?: {
			namespace: string;
			values: () => Record< string, string >;
		};
	}
}

/** Starts tracking (now or on consent); returns whether it tracked now. */
export function init(
	settings: Partial< OrderAttributionSettings > | undefined,
	win: Window = window
): boolean {
	if ( ! settings?.enabled ) {
		return false;
	}
	let tracked = false;
	const start = () => {
		if ( tracked ) {
			return;
		}
		tracked = true;
		try {
			track( win.location );
		} catch {
			// Cookies may be blocked; attribution is best effort.
		}
	};
	if ( settings.allowTracking || hasConsent( win ) ) {
		start();
	} else {
		win.document.addEventListener(
			'wp_listen_for_consent_change',
			( event ) => {
				const detail = ( event as CustomEvent ).detail as
					Record< string, string > | undefined;
				if ( detail?.marketing === 'allow' ) {
					start();
				}
			}
		);
	}
	win.kioskOrderAttribution = {
		namespace: 'woocommerce/order-attribution',
		values: () => ( tracked ? attributionValues() : {} ),
	};
	return tracked;
}
