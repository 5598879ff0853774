/**
 * POST /batch: up to 25 Store API sub-requests, run one after another
 * through the host itself, each with its own status, headers and body.
 */
import type { FastifyInstance } from 'fastify';
import type { BatchRequest, BatchResponse } from '../../src/types/store-api';
import { restError } from '../wp/rest';
import { validateBody, sendValidationFailure } from './validate';
import { SESSION_COOKIE } from './session';
import type { Shop } from './shop';

export const MAX_BATCH = 25;
const FORWARDED = [ 'cookie', 'nonce', 'cart-token', 'x-wp-nonce' ];

const SCHEMA = {
	type: 'object' as const,
	required: [ 'requests' ],
	properties: {
		validation: {
			type: 'string' as const,
			enum: [ 'normal', 'require-all-validate' ],
		},
		requests: {
			type: 'array' as const,
			items: {
				type: 'object' as const,
				required: [ 'path' ],
				properties: {
					path: {
						type: 'string' as const,
						maxLength: 500,
						pattern: /^\/wc\/store(\/v1)?\/[a-z0-9/_-]*(\?.*)?$/i,
					},
					method: {
						type: 'string' as const,
						enum: [ 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ],
					},
					body: { type: 'any' as const },
					headers: {
						type: 'object' as const,
						properties: {},
						extraKeys: /^[a-z0-9-]{1,60}$/i,
						extraSchema: {
							type: 'string' as const,
							maxLength: 2000,
						},
						maxKeys: 20,
					},
				},
			},
		},
	},
};

/** Registers POST /batch (inside the Store API prefix). */
export function registerBatchRoute(
	app: FastifyInstance,
	prefix: string,
	shop: Shop
): void {
	app.post( '/batch', async ( request, reply ) => {
		const invalid = validateBody( request.body, SCHEMA );
		if ( invalid ) {
			return sendValidationFailure( reply, invalid );
		}
		const body = request.body as BatchRequest;
		if ( body.requests.length > MAX_BATCH ) {
			return restError(
				reply,
				400,
				'rest_invalid_param',
				'Ungültige(r) Parameter: requests',
				{
					params: {
						requests: `requests darf höchstens ${ MAX_BATCH } Elemente enthalten.`,
					},
				}
			);
		}
		const outer: Record< string, string > = {};
		for ( const name of FORWARDED ) {
			const value = request.headers[ name ];
			if ( typeof value === 'string' ) {
				outer[ name ] = value;
			}
		}
		// A first visit's sub-requests share the session the batch just opened.
		const session = shop.session( request );
		if ( session.newGuestId ) {
			const cookie = `${ SESSION_COOKIE }=${ encodeURIComponent( shop.sessions.cookieValue( session.newGuestId ) ) }`;
			outer.cookie = outer.cookie
				? `${ outer.cookie }; ${ cookie }`
				: cookie;
		}
		const responses: BatchResponse[ 'responses' ] = [];
		for ( const sub of body.requests ) {
			const path = sub.path.replace( /^\/wc\/store(\/v1)?/, '' );
			if ( path === '/batch' || path.startsWith( '/batch?' ) ) {
				responses.push( {
					status: 400,
					headers: {},
					body: {
						code: 'rest_batch_not_allowed',
						message:
							'Batch-Anfragen können nicht verschachtelt werden.',
						data: { status: 400 },
					},
				} );
				continue;
			}
			const headers: Record< string, string > = { ...outer };
			for ( const [ name, value ] of Object.entries(
				sub.headers || {}
			) ) {
				headers[ name.toLowerCase() ] = value;
			}
			const method = sub.method || 'POST';
			const hasBody = method !== 'GET' && sub.body !== undefined;
			if ( hasBody ) {
				headers[ 'content-type' ] = 'application/json';
			}
			const result = await app.inject( {
				method,
				url: `${ prefix }${ path }`,
				headers,
				payload: hasBody ? JSON.stringify( sub.body ) : undefined,
			} );
			const out: Record< string, string > = {};
			for ( const name of [
				'Nonce',
				'Nonce-Timestamp',
				'User-ID',
				'Cart-Token',
				'Cart-Hash',
			] ) {
				const value = result.headers[ name.toLowerCase() ];
				if ( value !== undefined ) {
					out[ name ] = String( value );
				}
			}
			let parsed: unknown = null;
			try {
				parsed = result.body ? JSON.parse( result.body ) : null;
			} catch {
				parsed = result.body;
			}
			responses.push( {
				status: result.statusCode,
				headers: out,
				body: parsed,
			} );
		}
		return reply.code( 207 ).send( { responses } );
	} );
}
