/**
 * @jest-environment node
 *
 * The stack's wp-config.php lives in the core every site shares, so putting
 * it there must never leave a reader with an empty or half-written file.
 */

import {
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function load() {
	process.env.KIOSK_DATA_DIR = mkdtempSync( join( tmpdir(), 'kiosk-cfg-' ) );
	jest.resetModules();
	const paths = require( '../../scripts/stack/paths.cjs' );
	mkdirSync( paths.CORE, { recursive: true } );
	const { installConfig } = require( '../../scripts/stack/site.cjs' );
	return {
		installConfig,
		target: join( paths.CORE, 'wp-config.php' ),
		source: readFileSync( join( paths.PHP_DIR, 'wp-config.php' ), 'utf8' ),
	};
}

describe( 'installConfig', () => {
	const saved = process.env.KIOSK_DATA_DIR;
	afterEach( () => {
		rmSync( process.env.KIOSK_DATA_DIR!, { recursive: true, force: true } );
		if ( saved === undefined ) {
			delete process.env.KIOSK_DATA_DIR;
		} else {
			process.env.KIOSK_DATA_DIR = saved;
		}
	} );

	it( 'leaves an identical config untouched, so a booting site never sees it rewritten', () => {
		const { installConfig, target, source } = load();
		installConfig();
		expect( readFileSync( target, 'utf8' ) ).toBe( source );
		const before = statSync( target );
		installConfig();
		const after = statSync( target );
		expect( after.ino ).toBe( before.ino );
		expect( after.mtimeMs ).toBe( before.mtimeMs );
	} );

	it( 'replaces a different config by renaming a whole new file over it', () => {
		const { installConfig, target, source } = load();
		writeFileSync( target, '<?php // old' );
		const old = statSync( target ).ino;
		installConfig();
		expect( readFileSync( target, 'utf8' ) ).toBe( source );
		// A new inode: readers that opened the old file still read it whole.
		expect( statSync( target ).ino ).not.toBe( old );
	} );
} );
