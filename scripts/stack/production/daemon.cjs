'use strict';
/**
 * A server of the stack run in the foreground as a child of ours, in its
 * own process group: `stop()` ends it and every worker it started, and so
 * does our exit. Its output goes to a log file in its folder.
 */
const { spawn } = require( 'node:child_process' );
const { closeSync, openSync, readFileSync } = require( 'node:fs' );

const tail = ( file ) => {
	try {
		return readFileSync( file, 'utf8' ).slice( -3000 );
	} catch {
		return '';
	}
};

/**
 * Starts `command` and resolves once `ready()` says so.
 *
 * @param {{ name: string, command: string, args: string[], log: string, env?: Record<string,string>, ready: () => Promise<boolean>|boolean, timeoutMs?: number }} options
 */
async function startDaemon( {
	name,
	command,
	args,
	log,
	env = {},
	ready,
	timeoutMs = 30000,
} ) {
	const out = openSync( log, 'a' );
	const child = spawn( command, args, {
		env: { ...process.env, ...env },
		stdio: [ 'ignore', out, out ],
		detached: true,
	} );
	// The child has its own copy of the log's descriptor.
	closeSync( out );
	const kill = ( signal ) => {
		try {
			process.kill( -child.pid, signal );
		} catch {}
	};
	const onExit = () => kill( 'SIGKILL' );
	process.once( 'exit', onExit );
	const started = Date.now();
	while ( ! ( await ready() ) ) {
		if ( child.exitCode !== null ) {
			process.removeListener( 'exit', onExit );
			throw new Error(
				`${ name } exited (${ child.exitCode }):\n${ tail( log ) }`
			);
		}
		if ( Date.now() - started > timeoutMs ) {
			onExit();
			process.removeListener( 'exit', onExit );
			throw new Error(
				`${ name } was not ready in ${ timeoutMs / 1000 } s:\n${ tail( log ) }`
			);
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	return {
		name,
		pid: child.pid,
		log,
		/** Ends the server and its workers (SIGTERM, then SIGKILL after 5 s). */
		stop() {
			process.removeListener( 'exit', onExit );
			return new Promise( ( resolve ) => {
				if ( child.exitCode !== null || child.signalCode !== null ) {
					resolve();
					return;
				}
				child.once( 'exit', () => {
					// Workers that outlive their master go with the group.
					kill( 'SIGKILL' );
					resolve();
				} );
				kill( 'SIGTERM' );
				setTimeout( () => kill( 'SIGKILL' ), 5000 ).unref();
			} );
		},
	};
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function listening( port ) {
	const { connect } = require( 'node:net' );
	return new Promise( ( resolve ) => {
		const socket = connect( { host: '127.0.0.1', port } );
		socket.once( 'connect', () => {
			socket.destroy();
			resolve( true );
		} );
		socket.once( 'error', () => resolve( false ) );
	} );
}

module.exports = { startDaemon, listening };
