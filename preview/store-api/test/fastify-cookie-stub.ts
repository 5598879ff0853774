/**
 * @fastify/cookie loads the ESM-only `cookie` package with a dynamic
 * import, which jest cannot run without --experimental-vm-modules. The
 * contract tests swap in this small stand-in with the same surface
 * (`request.cookies`, `reply.setCookie`, `reply.clearCookie`).
 */
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

function parse( header: string | undefined ): Record< string, string > {
	const out: Record< string, string > = {};
	( header || '' ).split( /;\s*/ ).forEach( ( pair ) => {
		const at = pair.indexOf( '=' );
		if ( at > 0 ) {
			try {
				out[ pair.slice( 0, at ).trim() ] = decodeURIComponent( pair.slice( at + 1 ) );
			} catch {
				out[ pair.slice( 0, at ).trim() ] = pair.slice( at + 1 );
			}
		}
	} );
	return out;
}

export default fp(
	async ( app ) => {
		app.decorateRequest( 'cookies', null as unknown as Record< string, string > );
		app.decorateReply( 'setCookie', function ( this: FastifyReply, name: string, value: string, options: { path?: string; expires?: Date } = {} ) {
			const parts = [ `${ name }=${ encodeURIComponent( value ) }`, `Path=${ options.path || '/' }`, 'HttpOnly', 'SameSite=Lax' ];
			if ( options.expires ) {
				parts.push( `Expires=${ options.expires.toUTCString() }` );
			}
			const previous = this.getHeader( 'set-cookie' );
			this.header( 'set-cookie', [ ...( Array.isArray( previous ) ? previous : previous ? [ String( previous ) ] : [] ), parts.join( '; ' ) ] );
			return this;
		} );
		app.decorateReply( 'clearCookie', function ( this: FastifyReply, name: string, options: { path?: string } = {} ) {
			return ( this as unknown as { setCookie: ( n: string, v: string, o: object ) => FastifyReply } ).setCookie( name, '', { ...options, expires: new Date( 0 ) } );
		} );
		app.addHook( 'onRequest', async ( request ) => {
			( request as unknown as { cookies: Record< string, string > } ).cookies = parse( request.headers.cookie );
		} );
	},
	{ fastify: '5.x', name: '@fastify/cookie' }
);
