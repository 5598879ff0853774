/**
 * Labels of saved payment methods (SPEC section 9).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { SavedPaymentMethod } from '../../../types/store-api';

/**
 * '{brand} ending in {last4} (expires {date})' for card and echeck tokens,
 * '{brand} ending in {last4}' for other tokens with a brand and last4,
 * else 'Saved token for {gateway}'.
 */
export function savedTokenLabel(
	token: SavedPaymentMethod,
	type: string
): string {
	const method = token.method;
	const brand = token.display_brand || method.brand || '';
	if (
		( type === 'cc' || type === 'echeck' ) &&
		method.last4 &&
		token.expires
	) {
		return sprintf(
			/* translators: %1$s: card brand, %2$s: last four digits, %3$s: expiry date */
			__( '%1$s ending in %2$s (expires %3$s)', 'kiosk' ),
			brand,
			method.last4,
			token.expires
		);
	}
	if ( brand && method.last4 ) {
		return sprintf(
			/* translators: %1$s: card brand, %2$s: last four digits */
			__( '%1$s ending in %2$s', 'kiosk' ),
			brand,
			method.last4
		);
	}
	/* translators: %s: payment gateway id */
	return sprintf( __( 'Saved token for %s', 'kiosk' ), method.gateway );
}
