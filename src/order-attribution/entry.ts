/**
 * Entry for `kiosk-order-attribution` (every page): tracks the visit and
 * offers the values to the checkout as `window.kioskOrderAttribution`.
 */
import { track } from './track';
import { attributionValues } from './values';

declare global {
	interface Window {
		kioskOrderAttribution?: {
			namespace: string;
			values: () => Record< string, string >;
		};
	}
}

try {
	track();
} catch {
	// Cookies may be blocked; attribution is best effort.
}
window.kioskOrderAttribution = {
	namespace: 'woocommerce/order-attribution',
	values: () => attributionValues(),
};
