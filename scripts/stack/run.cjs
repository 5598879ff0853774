'use strict';
/**
 * Small process helpers for the stack scripts.
 */
const { spawnSync } = require( 'node:child_process' );

/** Runs a command; throws with its output when it fails. */
function sh( command, args, options = {} ) {
	const result = spawnSync( command, args, {
		encoding: 'utf8',
		maxBuffer: 256 * 1024 * 1024,
		...options,
	} );
	if ( result.status !== 0 ) {
		throw new Error(
			`${ command } ${ args.join( ' ' ) } failed (${ result.status ?? result.signal }):\n${ result.stdout || '' }${ result.stderr || '' }`
		);
	}
	return result.stdout;
}

/** Whether a command is on the PATH. */
function has( command ) {
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
		} ).status === 0
	);
}

/** Logs one line of progress. */
function say( message ) {
	process.stderr.write( `stack: ${ message }\n` );
}

module.exports = { sh, has, say };
