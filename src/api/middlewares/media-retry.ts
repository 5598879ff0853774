/**
 * A media upload whose server-side post-processing failed (5xx with an
 * `X-WP-Upload-Attachment-Id` header) asks the server to finish the image
 * sizes again, up to 5 times. When all fail, the half-made attachment is
 * deleted and `post_process` is thrown.
 */
import type { APIFetchMiddleware, APIFetchOptions, Next } from '../types';
import { isResponse, requestTarget } from '../types';
import { postProcessError } from '../errors';

export const MAX_POST_PROCESS_RETRIES = 5;

/** Whether a request creates a media item. */
export function isMediaUpload( options: APIFetchOptions ): boolean {
	return (
		options.method === 'POST' &&
		/\/wp\/v2\/media(\?|$)/.test( requestTarget( options ) )
	);
}

async function postProcess(
	id: string,
	next: Next
): Promise< Response | null > {
	for ( let attempt = 1; attempt <= MAX_POST_PROCESS_RETRIES; attempt++ ) {
		try {
			const response = await next( {
				path: `/wp/v2/media/${ id }/post-process`,
				method: 'POST',
				data: { action: 'create-image-subsizes' },
				parse: false,
			} );
			if ( isResponse( response ) && response.ok ) {
				return response;
			}
		} catch {
			// A network failure counts as a failed attempt.
		}
	}
	return null;
}

/** The media post-process retry middleware. */
export const mediaRetryMiddleware: APIFetchMiddleware = async (
	options,
	next
) => {
	if ( ! isMediaUpload( options ) ) {
		return next( options );
	}
	const response = await next( options );
	if ( ! isResponse( response ) || response.status < 500 ) {
		return response;
	}
	const id = response.headers.get( 'X-WP-Upload-Attachment-Id' );
	if ( ! id ) {
		return response;
	}
	const processed = await postProcess( id, next );
	if ( processed ) {
		return processed;
	}
	await next( {
		path: `/wp/v2/media/${ id }?force=true`,
		method: 'DELETE',
		parse: false,
	} ).catch( () => null );
	throw postProcessError();
};
