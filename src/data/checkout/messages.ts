/**
 * Checkout failure messages of SPEC section 8.
 */
import { __, sprintf } from '@wordpress/i18n';

/** The message for an answer that was not JSON (guest vs logged-in wording). */
export function unknownErrorMessage( isLoggedIn: boolean ): string {
	return isLoggedIn
		? __(
				"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.",
				'kiosk'
			)
		: __(
				'Something went wrong when placing the order. Check your email for order updates before retrying.',
				'kiosk'
			);
}

/**
 * The message when the order got no answer at all (the request itself
 * failed): SPEC section 8's 'You are probably offline.' (code fetch_error),
 * then that nothing typed is lost and how to tell whether the order went
 * through after all (the request may have arrived).
 */
export function connectionLostMessage(): string {
	return sprintf(
		/* translators: %1$s: 'You are probably offline.', %2$s: that the details are kept and what to do next */
		__( '%1$s %2$s', 'kiosk' ),
		__( 'You are probably offline.', 'kiosk' ),
		__(
			'Your details are kept. Please try again in a moment. If you have already received an order confirmation by email, the order went through.',
			'kiosk'
		)
	);
}

/** Shipping error codes that mark the address invalid. */
export const SHIPPING_ADDRESS_ERROR_CODES = [
	'woocommerce_rest_cart_shipping_rates_invalid_country',
	'woocommerce_rest_cart_shipping_rates_missing_country',
	'woocommerce_rest_cart_shipping_rates_invalid_state',
];

export type ShippingErrorStatus = 'none' | 'invalid_address' | 'unknown_error';

/** The shipping error status from cart errors. */
export function shippingErrorStatus(
	errors: Array< { code: string } >
): ShippingErrorStatus {
	if (
		errors.some( ( error ) =>
			SHIPPING_ADDRESS_ERROR_CODES.includes( error.code )
		)
	) {
		return 'invalid_address';
	}
	return errors.some( ( error ) => /shipping/.test( error.code ) )
		? 'unknown_error'
		: 'none';
}

export const requiresShippingOption = () =>
	__( 'Sorry, this order requires a shipping option.', 'kiosk' );
export const paymentOptionProblem = () =>
	__( 'There was a problem with your payment option.', 'kiosk' );
export const shippingOptionProblem = () =>
	__( 'There was a problem with your shipping option.', 'kiosk' );
