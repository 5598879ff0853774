'use strict';
/**
 * Serves a site with `php -S` and the stack's router, with workers, on a
 * loopback port.
 */
const { spawn } = require( 'node:child_process' );
const { createServer } = require( 'node:net' );
const { join } = require( 'node:path' );
const { CORE, DATA, PHP_DIR } = require( './paths.cjs' );
const { PHP_FLAGS } = require( './site.cjs' );

/** A free TCP port on 127.0.0.1. */
function freePort() {
	return new Promise( ( resolve, reject ) => {
		const server = createServer();
		server.unref();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

async function answers( url ) {
	try {
		const response = await fetch( url, {
			redirect: 'manual',
			signal: AbortSignal.timeout( 10000 ),
		} );
		return response.status > 0;
	} catch {
		return false;
	}
}

/**
 * Starts `php -S` for the site named by `env` (siteEnv()). Resolves when the
 * site answers. `stop()` ends the server and its workers.
 *
 * @param {{ env: Record<string,string>, port: number, workers?: number, host?: string, log?: 'filter'|'pipe' }} options
 */
async function startServer( {
	env,
	port,
	workers = 4,
	host = '127.0.0.1',
	log = 'pipe',
} ) {
	if ( await answers( `http://127.0.0.1:${ port }/` ) ) {
		throw new Error(
			`port ${ port } is in use: stop what serves it, or set PORT`
		);
	}
	const child = spawn(
		'php',
		[
			...PHP_FLAGS,
			'-d',
			'opcache.validate_timestamps=1',
			'-d',
			'opcache.revalidate_freq=0',
			'-d',
			'opcache.memory_consumption=256',
			'-d',
			'opcache.max_accelerated_files=30000',
			'-S',
			`${ host }:${ port }`,
			'-t',
			CORE,
			join( PHP_DIR, 'router.php' ),
		],
		{
			env: {
				...process.env,
				...env,
				PHP_CLI_SERVER_WORKERS: String( workers ),
				// The router's gzipped copies of static files (router.php, kiosk_gzipped()).
				KIOSK_GZIP_CACHE: join( DATA, 'gzip-cache' ),
			},
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			detached: true,
		}
	);
	let output = '';
	const keep = ( chunk ) => {
		output = ( output + chunk.toString() ).slice( -20000 );
	};
	child.stdout?.on( 'data', keep );
	child.stderr?.on( 'data', keep );
	if ( log === 'filter' ) {
		// `npm start`: show what PHP says, not every connection php -S accepts and closes.
		child.stderr?.on( 'data', ( chunk ) => {
			const lines = chunk
				.toString()
				.split( '\n' )
				.filter(
					( line ) =>
						line.trim() &&
						! / (Accepted|Closing)$/.test( line ) &&
						! /\]: (GET|POST|HEAD|PUT|DELETE|OPTIONS|PATCH) /.test(
							line
						)
				);
			if ( lines.length ) {
				process.stderr.write( lines.join( '\n' ) + '\n' );
			}
		} );
	}
	const kill = ( signal ) => {
		try {
			process.kill( -child.pid, signal );
		} catch {}
	};
	const onExit = () => kill( 'SIGKILL' );
	process.once( 'exit', onExit );
	const url = `http://${ host === '127.0.0.1' ? 'localhost' : host }:${ port }`;
	const started = Date.now();
	while (
		! ( await answers(
			`http://127.0.0.1:${ port }/wp-includes/images/blank.gif`
		) )
	) {
		if ( child.exitCode !== null ) {
			throw new Error(
				`php -S exited (${ child.exitCode }):\n${ output }`
			);
		}
		if ( Date.now() - started > 30000 ) {
			kill( 'SIGKILL' );
			throw new Error( `php -S did not answer in 30 s:\n${ output }` );
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	return {
		url,
		port,
		pid: child.pid,
		output: () => output,
		stop() {
			process.removeListener( 'exit', onExit );
			return new Promise( ( resolve ) => {
				if ( child.exitCode !== null ) {
					resolve();
					return;
				}
				child.once( 'exit', () => resolve() );
				kill( 'SIGTERM' );
				setTimeout( () => kill( 'SIGKILL' ), 3000 ).unref();
			} );
		},
	};
}

module.exports = { freePort, startServer };
