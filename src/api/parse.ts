/**
 * Turns a raw Response into data or a normalised {@link ApiError}.
 */
import { invalidJsonError, unknownError } from './errors';
import { isApiError, type ApiError } from './types';

async function readJson( response: Response ): Promise< unknown > {
	const text = await response.text();
	if ( text === '' ) {
		return null;
	}
	try {
		return JSON.parse( text );
	} catch {
		throw invalidJsonError( response.status );
	}
}

/**
 * Parses a successful response: 204 (or an empty body) is `null`, JSON is
 * returned, anything else is `invalid_json`.
 */
export async function parseSuccess( response: Response ): Promise< unknown > {
	if ( response.status === 204 ) {
		return null;
	}
	return readJson( response );
}

/**
 * Builds the error for a non-2xx response. A body with a `code` is kept as
 * it is; anything else becomes `unknown_error` (or `invalid_json`).
 */
export async function parseFailure( response: Response ): Promise< ApiError > {
	let body: unknown;
	try {
		body = await readJson( response );
	} catch ( error ) {
		return withHeaders( error as ApiError, response );
	}
	if ( isApiError( body ) ) {
		return withHeaders( body, response );
	}
	return withHeaders( unknownError( response.status ), response );
}

function withHeaders( error: ApiError, response: Response ): ApiError {
	Object.defineProperty( error, 'headers', {
		value: response.headers,
		enumerable: false,
	} );
	return error;
}

/** Parses any response: data when ok, a thrown {@link ApiError} otherwise. */
export async function parseResponse( response: Response ): Promise< unknown > {
	if ( response.ok ) {
		return parseSuccess( response );
	}
	throw await parseFailure( response );
}
