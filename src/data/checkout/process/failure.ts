/**
 * A refused or unanswered order (SPEC sections 4 and 8): the cart the
 * server sent is taken in, the message shown, the fail observers told;
 * payment returns to idle and checkout gets the error flag, so the
 * shopper can retry with every typed value kept.
 */
import { __ } from '@wordpress/i18n';
import { isApiError } from '@kiosk/api';
import type { StoreApiError } from '../../../types/store-api';
import {
	EVENTS,
	noticeContexts,
	type EventBus,
} from '../../../shared/checkout/emitter';
import { connectionLostMessage, unknownErrorMessage } from '../messages';
import { notice } from './notices';
import { CART, type ThunkRegistry } from './stores';

/** The message a failed order shows. */
export function failureMessage(
	apiError: StoreApiError | null,
	loggedIn: boolean
): string {
	if (
		! apiError ||
		apiError.code === 'unknown_error' ||
		apiError.code === 'invalid_json'
	) {
		return unknownErrorMessage( loggedIn );
	}
	if ( apiError.code === 'fetch_error' ) {
		return connectionLostMessage();
	}
	return (
		apiError.message ||
		__(
			'Something went wrong. Please contact us to get assistance.',
			'kiosk'
		)
	);
}

/** Handles the failure; the caller sets the statuses. */
export async function reportFailure(
	registry: ThunkRegistry,
	bus: EventBus,
	error: unknown,
	loggedIn: boolean
): Promise< void > {
	const apiError = isApiError( error )
		? ( error as unknown as StoreApiError )
		: null;
	const cart = apiError?.data?.cart;
	if ( cart ) {
		registry.dispatch( CART ).receiveCart( cart );
	}
	const isPaymentError = /payment/.test( apiError?.code || '' );
	notice(
		registry,
		failureMessage( apiError, loggedIn ),
		isPaymentError ? noticeContexts.PAYMENTS : noticeContexts.CHECKOUT
	);
	await bus.emit( EVENTS.CHECKOUT_FAIL, { processingResponse: apiError } );
}
