/**
 * What the visitor reads when a send fails (SPEC 8). Only the catalogue's
 * own messages reach the page: "You are probably offline." for a request
 * that got no answer, and the invalid-JSON message for a 2xx answer that
 * was not JSON. A non-2xx answer is thrown as it is and only logged: its
 * message may be markup (WordPress' critical-error page) or English (CF7's
 * "not found"), so the visitor gets the generic failure message instead.
 */
import { __ } from '@wordpress/i18n';
import { isApiError } from '../api/types';

/** The generic failure message (also used for an empty answer). */
export function genericFailure(): string {
	return __( 'Something went wrong. Please try again.', 'kiosk' );
}

function isSuccessStatus( status: unknown ): boolean {
	return typeof status === 'number' && status >= 200 && status < 300;
}

/** The message to show for a failed send. */
export function failureMessage( error: unknown ): string {
	if ( ! isApiError( error ) ) {
		return genericFailure();
	}
	if ( error.code === 'fetch_error' ) {
		return error.message;
	}
	if (
		error.code === 'invalid_json' &&
		isSuccessStatus( error.data?.status )
	) {
		return error.message;
	}
	return genericFailure();
}
