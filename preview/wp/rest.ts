/**
 * WordPress REST conventions: the error shape and the cookie-nonce check.
 */
import type { FastifyReply } from 'fastify';

/** A WordPress REST error body. */
export interface RestErrorBody {
	code: string;
	message: string;
	data: { status: number; [ key: string ]: unknown };
}

/** Sends a WordPress-shaped REST error. */
export function restError(
	reply: FastifyReply,
	status: number,
	code: string,
	message: string,
	data: Record< string, unknown > = {}
): FastifyReply {
	const body: RestErrorBody = { code, message, data: { status, ...data } };
	return reply
		.code( status )
		.type( 'application/json; charset=UTF-8' )
		.send( body );
}

/** Whether a URL path is a REST route. */
export function isRestPath( url: string ): boolean {
	return (
		url.startsWith( '/wp-json/' ) ||
		url === '/wp-json' ||
		/[?&]rest_route=/.test( url )
	);
}
