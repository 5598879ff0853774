/**
 * A refused or unanswered order (SPEC sections 4 and 8): the cart the
 * server sent is taken in, the message shown, the fail observers told;
 * payment returns to idle and checkout gets the error flag, so the
 * shopper can retry with every typed value kept.
 */
import { __, sprintf } from '@wordpress/i18n';
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

/** Kiosk's messages for the address codes of the Store API's `rest_invalid_param`. */
function addressCodeMessage( code: string ): string {
	switch ( code ) {
		case 'invalid_phone':
			return __( 'Please enter a valid phone number', 'kiosk' );
		case 'invalid_postcode':
			return __( 'Please enter a valid postcode', 'kiosk' );
		case 'invalid_email':
			return __( 'Please enter a valid email address', 'kiosk' );
		case 'invalid_state':
		case 'invalid_country':
			return __( 'Please select a valid option', 'kiosk' );
		default:
			return '';
	}
}

/** The names the shopper knows for the checkout's parameters. */
function paramLabel( param: string ): string {
	switch ( param ) {
		case 'billing_address':
			return __( 'Billing address', 'kiosk' );
		case 'shipping_address':
			return __( 'Shipping address', 'kiosk' );
		default:
			return '';
	}
}

/**
 * What `rest_invalid_param` says per parameter, instead of the REST API's
 * 'Invalid parameter(s): billing_address, shipping_address': each address
 * with what is wrong in it, in Kiosk's words when the code is known, else
 * the server's. '' when the error names no parameter.
 */
export function invalidParamsMessage( apiError: StoreApiError ): string {
	const { details = {}, params = {} } = apiError.data || {};
	return Object.keys( { ...params, ...details } )
		.map( ( param ) => {
			const message =
				addressCodeMessage( details[ param ]?.code || '' ) ||
				details[ param ]?.message ||
				params[ param ] ||
				'';
			const label = paramLabel( param );
			return label && message
				? /* translators: %1$s: "Billing address" or "Shipping address", %2$s: what is wrong with it */
					sprintf( __( '%1$s: %2$s', 'kiosk' ), label, message )
				: message;
		} )
		.filter( Boolean )
		.join( ' ' );
}

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
	if ( apiError.code === 'rest_invalid_param' ) {
		const message = invalidParamsMessage( apiError );
		if ( message ) {
			return message;
		}
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
