'use strict';
/**
 * Where the production-shaped stack keeps its files: `.data/production/`
 * for `npm run start:production` (a test passes its own folder). Each server
 * has its folder there: its generated configuration, socket, pid, logs.
 */
const { join } = require( 'node:path' );
const { DATA, STACK } = require( '../paths.cjs' );

/** `npm run start:production`'s folder. */
const PRODUCTION = join( DATA, 'production' );
/** Redis Object Cache, unpacked once (its drop-in is what the nodes load). */
const REDIS_CACHE = join( STACK, 'redis-cache' );
/** This folder's PHP: the page cache's mu-plugin. */
const PRODUCTION_PHP = join( __dirname, 'php' );

/** The folders of one stack under `dir`. */
function stackDirs( dir ) {
	return {
		/** The site all nodes share: salts, uploads, mail (as a network share would). */
		shared: join( dir, 'shared' ),
		node: ( name ) => join( dir, `node-${ name }` ),
		balancer: join( dir, 'balancer' ),
		/** The balancer's full-page cache (nginx proxy_cache files). */
		pageCache: join( dir, 'balancer', 'cache' ),
		redis: join( dir, 'redis' ),
	};
}

module.exports = { PRODUCTION, REDIS_CACHE, PRODUCTION_PHP, stackDirs };
