/**
 * Event Tickets' RSVP call: `POST {ajaxurl}` (urlencoded) with action,
 * ticket_id, step and nonce. Answers `{ success, data: { html } }`; a bad
 * nonce is 403 with `-1`.
 */
import { __ } from '@wordpress/i18n';
import { cleanRsvpHtml } from './sanitize';
import { createFetchHandler } from '../api/fetch-handler';
import { invalidJsonError } from '../api/errors';
import type { ApiError } from '../api/types';

export const ACTION = 'tribe_tickets_rsvp_handle';

export interface RsvpAnswer {
	success: boolean;
	html: string;
}

/** Sends one step; throws an ApiError-shaped error on failure. */
export async function sendStep(
	ajaxUrl: string,
	fields: Array< [ string, string ] >,
	fetchImpl: typeof fetch = ( ...args ) => window.fetch( ...args )
): Promise< RsvpAnswer > {
	const send = createFetchHandler( fetchImpl );
	const response = await send( {
		url: ajaxUrl,
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
		},
		body: new URLSearchParams( fields ).toString(),
	} );
	const text = await response.text();
	if ( response.status === 403 && text.trim() === '-1' ) {
		const error: ApiError = {
			code: 'invalid_nonce',
			message: __(
				'Your session has expired. Please reload the page and try again.',
				'kiosk'
			),
			data: { status: 403 },
		};
		throw error;
	}
	let body: { success?: unknown; data?: { html?: unknown } } | null = null;
	try {
		body = JSON.parse( text );
	} catch {
		throw invalidJsonError( response.status );
	}
	if ( ! body || typeof body.data?.html !== 'string' ) {
		const error: ApiError = {
			code: 'unknown_error',
			message: __( 'Something went wrong. Please try again.', 'kiosk' ),
			data: { status: response.status },
		};
		throw error;
	}
	return {
		success: body.success === true,
		html: await cleanRsvpHtml( body.data.html ),
	};
}

/** Kiosk's admin-ajax action that hands out a fresh nonce for the handler. */
export const NONCE_ACTION = 'kiosk_rsvp_nonce';

/** A fresh nonce for Event Tickets' handler, or '' when none came. */
export async function freshNonce(
	ajaxUrl: string,
	fetchImpl: typeof fetch = ( ...args ) => window.fetch( ...args )
): Promise< string > {
	const send = createFetchHandler( fetchImpl );
	try {
		const response = await send( {
			url: ajaxUrl,
			method: 'POST',
			headers: {
				'Content-Type':
					'application/x-www-form-urlencoded; charset=UTF-8',
			},
			body: new URLSearchParams( [
				[ 'action', NONCE_ACTION ],
			] ).toString(),
		} );
		const body = ( await response.json() ) as {
			success?: unknown;
			data?: { nonce?: unknown };
		};
		return body?.success === true && typeof body.data?.nonce === 'string'
			? body.data.nonce
			: '';
	} catch {
		return '';
	}
}

/**
 * Sends one step with the page's nonce; when Event Tickets refuses it as
 * stale (a page left open for a day), gets a fresh nonce and sends the
 * step once more, so the visitor's first click works and nothing typed is
 * lost. Resolves with the answer and the nonce to use from now on.
 */
export async function sendStepWithNonce(
	ajaxUrl: string,
	nonce: string,
	fields: Array< [ string, string ] >,
	fetchImpl?: typeof fetch
): Promise< { answer: RsvpAnswer; nonce: string } > {
	const withNonce = ( value: string ): Array< [ string, string ] > => [
		...fields.filter( ( [ name ] ) => name !== 'nonce' ),
		[ 'nonce', value ],
	];
	try {
		return {
			answer: await sendStep( ajaxUrl, withNonce( nonce ), fetchImpl ),
			nonce,
		};
	} catch ( error ) {
		if ( ( error as ApiError )?.code !== 'invalid_nonce' ) {
			throw error;
		}
		const fresh = await freshNonce( ajaxUrl, fetchImpl );
		if ( ! fresh || fresh === nonce ) {
			throw error;
		}
		return {
			answer: await sendStep( ajaxUrl, withNonce( fresh ), fetchImpl ),
			nonce: fresh,
		};
	}
}
