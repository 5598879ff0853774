/**
 * Error normalisation: inner middlewares and the fetch handler deal in raw
 * Responses; this turns them into data or a thrown `ApiError`
 * (204 → null, non-JSON → invalid_json, no code → unknown_error).
 */
import type { APIFetchMiddleware } from '../types';
import { isResponse } from '../types';
import { parseFailure, parseSuccess } from '../parse';

/** The error-normalisation middleware. */
export const normalizeErrorsMiddleware: APIFetchMiddleware = async (
	options,
	next
) => {
	const response = await next( { ...options, parse: false } );
	if ( ! isResponse( response ) ) {
		return response;
	}
	if ( ! response.ok ) {
		throw await parseFailure( response );
	}
	return options.parse === false ? response : parseSuccess( response );
};
