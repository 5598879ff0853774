'use strict';
/**
 * Redis Object Cache 2.7.0 from `../shared/wordpress-stack/`, checked
 * against SHA256SUMS and unpacked once, as the other releases are
 * (scripts/stack/archives.cjs). The nodes load its drop-in.
 */
const {
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} = require( 'node:fs' );
const { join } = require( 'node:path' );
const { archive, expectedSums } = require( '../archives.cjs' );
const { say, sh } = require( '../run.cjs' );
const { REDIS_CACHE } = require( './paths.cjs' );

const RELEASE = {
	name: 'redis-cache',
	version: '2.7.0',
	file: 'redis-cache.2.7.0.zip',
	url: 'https://downloads.wordpress.org/plugin/redis-cache.2.7.0.zip',
};

/** The drop-in's path, after unpacking the release when needed. */
async function ensureRedisCache() {
	const stamp = join( REDIS_CACHE, '.kiosk-release' );
	if (
		! existsSync( stamp ) ||
		readFileSync( stamp, 'utf8' ) !== RELEASE.file
	) {
		const file = await archive( RELEASE, expectedSums() );
		say( `unpacking ${ RELEASE.file }` );
		const tmp = `${ REDIS_CACHE }.tmp`;
		rmSync( tmp, { recursive: true, force: true } );
		mkdirSync( tmp, { recursive: true } );
		sh( 'unzip', [ '-q', file, '-d', tmp ] );
		rmSync( REDIS_CACHE, { recursive: true, force: true } );
		renameSync( join( tmp, RELEASE.name ), REDIS_CACHE );
		rmSync( tmp, { recursive: true, force: true } );
		writeFileSync( stamp, RELEASE.file );
	}
	return join( REDIS_CACHE, 'includes', 'object-cache.php' );
}

module.exports = { ensureRedisCache, RELEASE };
