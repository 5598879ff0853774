/**
 * Contact Form 7's REST calls: JSON accepted, no nonce header (the routes
 * are public and pages may be cached). Uses the API layer's small pure
 * helpers, not api-fetch.
 */
import { createFetchHandler } from '../api/fetch-handler';
import { parseResponse } from '../api/parse';
import type { SwvSchema } from './swv/types';

/** The plugin's client configuration (`wpcf7` in WordPress). */
export interface Wpcf7Config {
	api: { root: string; namespace: string };
	cached?: number;
}

/** A feedback answer. */
export interface FeedbackResponse {
	contact_form_id?: number;
	status: string;
	message?: string;
	invalid_fields?: Array< {
		field: string;
		message: string;
		idref?: string | null;
		error_id?: string;
	} >;
	posted_data_hash?: string;
	into?: string;
	captcha?: Record< string, string >;
	quiz?: Record< string, [ string, string ] >;
}

/** A refill answer. */
export type RefillResponse = Pick<
	FeedbackResponse,
	'captcha' | 'quiz'
> | null;

function endpoint( config: Wpcf7Config, id: string, path: string ): string {
	const root = config.api.root;
	const route = `${ config.api.namespace.replace( /^\/|\/$/g, '' ) }/contact-forms/${ encodeURIComponent( id ) }/${ path }`;
	if ( root.includes( '?' ) ) {
		// Plain permalinks: `?rest_route=/`.
		return `${ root }${ route }`;
	}
	return `${ root.replace( /\/?$/, '/' ) }${ route }`;
}

/** Creates the calls for one configuration. */
export function createRequests(
	config: Wpcf7Config,
	fetchImpl: typeof fetch = ( ...args ) => window.fetch( ...args )
) {
	const send = createFetchHandler( fetchImpl );
	const call = async ( url: string, init: RequestInit = {} ) =>
		parseResponse(
			await send( { url, ...( init as Record< string, unknown > ) } )
		);
	return {
		schema: ( id: string ) =>
			call(
				endpoint( config, id, 'feedback/schema' )
			) as Promise< SwvSchema | null >,
		feedback: ( id: string, body: FormData ) =>
			call( endpoint( config, id, 'feedback' ), {
				method: 'POST',
				body,
			} ) as Promise< FeedbackResponse | null >,
		refill: ( id: string ) =>
			call(
				endpoint( config, id, 'refill' )
			) as Promise< RefillResponse >,
	};
}

export type Requests = ReturnType< typeof createRequests >;
