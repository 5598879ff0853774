'use strict';
/**
 * Starts an nginx of the stack (a node or the balancer) from a generated
 * configuration in its folder; resolves once it listens.
 */
const { mkdirSync, writeFileSync } = require( 'node:fs' );
const { join } = require( 'node:path' );
const { listening, startDaemon } = require( './daemon.cjs' );

const NGINX = '/usr/sbin/nginx';

/** @param {{ name: string, dir: string, port: number, config: string }} options */
async function startNginx( { name, dir, port, config } ) {
	for ( const t of [ 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi' ] ) {
		mkdirSync( join( dir, 'temp', t ), { recursive: true } );
	}
	const file = join( dir, 'nginx.conf' );
	writeFileSync( file, config );
	const server = await startDaemon( {
		name,
		command: NGINX,
		args: [ '-p', dir, '-e', join( dir, 'error.log' ), '-c', file ],
		log: join( dir, 'nginx.out' ),
		ready: () => listening( port ),
	} );
	return { ...server, port };
}

module.exports = { startNginx, NGINX };
