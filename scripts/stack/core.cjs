'use strict';
/**
 * The stack's WordPress core, for tools that load core by themselves (the
 * PHP test suite): makes sure the runtime is installed and the releases are
 * unpacked, then gives the core directory (`$KIOSK_DATA_DIR/stack/wordpress`,
 * default `.data/stack/wordpress`).
 *
 *   node scripts/stack/core.cjs     prints the core directory as its last line
 *
 * Progress goes to stderr. The core holds the stack's own wp-config.php once a
 * site ran; callers that bring their own configuration load wp-settings.php
 * directly and never read it.
 */
const { existsSync } = require( 'node:fs' );
const { join } = require( 'node:path' );
const { ensureArchives } = require( './archives.cjs' );
const { CORE } = require( './paths.cjs' );
const { ensureRuntime } = require( './runtime.cjs' );

/** Installs what is missing and unpacks the releases; returns the core directory. */
async function ensureCore() {
	ensureRuntime();
	await ensureArchives();
	if ( ! existsSync( join( CORE, 'wp-settings.php' ) ) ) {
		throw new Error( `${ CORE } holds no WordPress core` );
	}
	return CORE;
}

module.exports = { ensureCore };

if ( require.main === module ) {
	ensureCore().then(
		( core ) => process.stdout.write( `${ core }\n` ),
		( error ) => {
			process.stderr.write( `stack: ${ error.message }\n` );
			process.exit( 1 );
		}
	);
}
