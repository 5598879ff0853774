'use strict';
/**
 * Where a test run keeps the MariaDB it throws away afterwards: memory
 * (/dev/shm) where the machine has it, else the temp folder. The suite
 * writes a database per test file; on a machine with a slow disk those
 * writes, not PHP, would set the pace. (Each file's site folder stays in
 * the temp folder: it hard-links the template's files, on the same disk.)
 */
const { accessSync, constants, mkdtempSync, statfsSync } = require( 'node:fs' );
const { tmpdir } = require( 'node:os' );
const { join } = require( 'node:path' );

const SHM = '/dev/shm';
/** Free memory the run's databases need, with room to spare. */
const NEEDED = 2 * 1024 ** 3;

function shmUsable() {
	try {
		accessSync( SHM, constants.W_OK );
		const { bavail, bsize } = statfsSync( SHM );
		return bavail * bsize >= NEEDED;
	} catch {
		return false;
	}
}

/** A new folder for throw-away data, named `{prefix}XXXXXX`. */
function scratchDir( prefix ) {
	return mkdtempSync( join( shmUsable() ? SHM : tmpdir(), prefix ) );
}

module.exports = { scratchDir };
