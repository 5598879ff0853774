/**
 * How the cart's thunks read a failure and tell the shopper about it.
 */
import { __ } from '@wordpress/i18n';
import {
	STORE_KEY as NOTICES_STORE_KEY,
	NOTICE_CONTEXT,
} from '../notices/constants';
import type { ThunkArgs } from './thunk-args';
import type { CartError } from './types';

/** The failure as a cart error (a generic one when it is not shaped like one). */
export function toError( error: unknown ): CartError {
	if (
		error &&
		typeof error === 'object' &&
		typeof ( error as CartError ).code === 'string'
	) {
		return error as CartError;
	}
	return {
		code: 'unknown_error',
		message: __(
			'Something went wrong. Please contact us to get assistance.',
			'kiosk'
		),
	};
}

/** Ids of the notices notify() makes start with this. */
const NOTIFIED = 'cart-error-';

/** Shows `message` as an error notice (the cart's context unless told). */
export function notify(
	registry: ThunkArgs[ 'registry' ],
	message: string,
	context: string = NOTICE_CONTEXT.CART
) {
	registry?.dispatch( NOTICES_STORE_KEY )?.createErrorNotice( message, {
		context,
		id: `${ NOTIFIED }${ message }`,
	} );
}

/**
 * Removes the cart's error notices (those notify() made): a later cart
 * call that succeeded makes them stale (a failed removal's notice above a
 * cart a later removal emptied).
 */
export function clearNotified(
	registry: ThunkArgs[ 'registry' ],
	context: string = NOTICE_CONTEXT.CART
) {
	const notices = registry
		?.select?.( NOTICES_STORE_KEY )
		?.getNotices?.( context ) as Array< { id: string } > | undefined;
	notices
		?.filter( ( notice ) => notice.id.startsWith( NOTIFIED ) )
		.forEach( ( notice ) =>
			registry
				?.dispatch( NOTICES_STORE_KEY )
				?.removeNotice( notice.id, context )
		);
}
