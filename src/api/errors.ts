/**
 * The error catalogue of the network layer (SPEC section 8).
 */
import { __ } from '@wordpress/i18n';
import type { ApiError } from './types';

/** The request itself failed: no answer from the server. */
export function fetchError(): ApiError {
	return {
		code: 'fetch_error',
		message: __( 'You are probably offline.', 'kiosk' ),
	};
}

/** The answer was not JSON. */
export function invalidJsonError( status?: number ): ApiError {
	return {
		code: 'invalid_json',
		message: __( 'The response is not a valid JSON response.', 'kiosk' ),
		data: status ? { status } : null,
	};
}

/** An error without a code of its own. */
export function unknownError( status?: number ): ApiError {
	return {
		code: 'unknown_error',
		message: __( 'An unknown error occurred.', 'kiosk' ),
		data: status ? { status } : null,
	};
}

/** A media upload whose post-processing failed five times. */
export function postProcessError(): ApiError {
	return {
		code: 'post_process',
		message: __(
			'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
			'kiosk'
		),
	};
}

/** The nonce was refreshed once and the retry was still refused. */
export function nonceRefreshFailedError( original: ApiError ): ApiError {
	return {
		code: 'kiosk_nonce_refresh_failed',
		message: original.message,
		data: { ...( original.data || {} ), original_code: original.code },
	};
}
