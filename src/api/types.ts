/**
 * Shapes shared by the API layer.
 */
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';

export type { APIFetchMiddleware, APIFetchOptions };

/** The `next` handler a middleware receives. */
export type Next = ( options: APIFetchOptions ) => Promise< unknown >;

/** A normalised error, shaped like a WordPress REST error. */
export interface ApiError {
	code: string;
	message: string;
	data?: {
		status?: number;
		[ key: string ]: unknown;
	} | null;
	/** Response headers of the failed request, when there was a response. */
	headers?: Headers;
}

/** Type guard for {@link ApiError}. */
export function isApiError( value: unknown ): value is ApiError {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as ApiError ).code === 'string' &&
		typeof ( value as ApiError ).message === 'string'
	);
}

/** Whether a value is a fetch Response (works across realms and in jsdom). */
export function isResponse( value: unknown ): value is Response {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as Response ).status === 'number' &&
		typeof ( value as Response ).headers === 'object' &&
		typeof ( value as Response ).clone === 'function'
	);
}

/** The URL or path a request goes to. */
export function requestTarget( options: APIFetchOptions ): string {
	return options.url || options.path || '';
}
