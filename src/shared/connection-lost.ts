/**
 * What a shopper reads when a request got no answer at all (server down,
 * network gone: the API layer's `fetch_error`, "You are probably
 * offline."): that the connection was lost and what was not lost. The
 * checkout says it for the order (its `connectionLostMessage`); cart
 * actions (add, remove, quantities, coupons, shipping) say it for the cart,
 * all through `withConnectionLostMessage`.
 */
import { __ } from '@wordpress/i18n';

/** The API layer's code for a request that got no answer. */
export const CONNECTION_LOST_CODE = 'fetch_error';

/** The message for a cart action that got no answer. */
export function cartConnectionLostMessage(): string {
	return __(
		'The connection to the shop was lost. Nothing in your cart was lost: please try again in a moment.',
		'kiosk'
	);
}

/** Whether an error is the API layer's "no answer at all". */
export function isConnectionLost( error: unknown ): boolean {
	return (
		!! error &&
		typeof error === 'object' &&
		( error as { code?: unknown } ).code === CONNECTION_LOST_CODE
	);
}

/**
 * The same error with the given message when it is a lost connection;
 * any other error unchanged (the same object).
 */
export function withConnectionLostMessage< T >(
	error: T,
	message: () => string = cartConnectionLostMessage
): T {
	return isConnectionLost( error ) ? { ...error, message: message() } : error;
}
