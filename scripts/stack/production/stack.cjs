'use strict';
/**
 * The production-shaped stack: two web nodes (each nginx + PHP-FPM) behind
 * an nginx balancer with the full-page cache, Redis as WordPress's object
 * cache, on a MariaDB of the stack's (scripts/stack/mariadb.cjs). Everything
 * listens on loopback ports or unix sockets in `dir`; `stop()` ends every
 * server it started.
 */
const { mkdirSync } = require( 'node:fs' );
const { join } = require( 'node:path' );
const { freePort } = require( '../server.cjs' );
const { siteEnv, wpCli } = require( '../site.cjs' );
const { createSite } = require( '../template.cjs' );
const { CORE } = require( '../paths.cjs' );
const { startFpm, workersPerNode } = require( './fpm.cjs' );
const { balancerConfig, nodeConfig } = require( './nginx-config.cjs' );
const { startNginx } = require( './nginx.cjs' );
const { prepareNode } = require( './nodes.cjs' );
const { PRODUCTION_PHP, stackDirs } = require( './paths.cjs' );
const { ensureRedisCache } = require( './redis-cache.cjs' );
const { startRedis } = require( './redis.cjs' );

/** The nodes' names; each answers with `X-Kiosk-Node: <name>`. */
const NODE_NAMES = [ 'a', 'b' ];

/**
 * @typedef {Object} ProductionStack
 * @property {string}                                                                         url       The balancer's address (the site's URL).
 * @property {number}                                                                         port      The balancer's port.
 * @property {Array<{ name: string, port: number, dir: string, env: Record<string,string> }>} nodes     The web nodes: name, nginx port, folder, site environment.
 * @property {Record<string,string>}                                                          env       Node a's site environment (for the CLI: wpCli()).
 * @property {string}                                                                         pageCache The page cache's folder.
 * @property {string}                                                                         shared    The shared site folder (uploads, salts, mail).
 * @property {() => Promise<void>}                                                            stop      Stops every server of the stack.
 */

/**
 * Starts the stack in `dir` for database `db` on `mariadb`. `create`: a new
 * site from the template (createSite()) first, else the one already there.
 *
 * @param {{ dir: string, mariadb: object, db: string, port?: number, create?: boolean, env?: Record<string,string>, workers?: number }} options
 * @return {Promise<ProductionStack>} The running stack.
 */
async function startProductionStack( {
	dir,
	mariadb,
	db,
	port,
	create = false,
	env: extraEnv = {},
	workers = workersPerNode( NODE_NAMES.length ),
} ) {
	const dirs = stackDirs( dir );
	const balancerPort = port || ( await freePort() );
	const url = `http://localhost:${ balancerPort }`;
	if ( create ) {
		createSite( mariadb, { dir: dirs.shared, db, url } );
	}
	const dropIn = await ensureRedisCache();
	const started = [];
	const stop = async () => {
		await Promise.all( started.reverse().map( ( s ) => s.stop() ) );
	};
	try {
		mkdirSync( dirs.redis, { recursive: true } );
		const redis = await startRedis( { dir: dirs.redis } );
		started.push( redis );
		mkdirSync( dirs.pageCache, { recursive: true } );
		const nodes = [];
		for ( const name of NODE_NAMES ) {
			const nodeDir = dirs.node( name );
			mkdirSync( nodeDir, { recursive: true } );
			prepareNode( {
				dir: nodeDir,
				shared: dirs.shared,
				dropIn,
				redisSocket: redis.socket,
				prefix: `${ db }:`,
			} );
			const env = {
				...siteEnv( { dir: nodeDir, url, db, dbHost: mariadb.host } ),
				KIOSK_MAIL_DIR: join( dirs.shared, 'mail' ),
				KIOSK_PAGE_CACHE_DIR: dirs.pageCache,
				...extraEnv,
			};
			mkdirSync( env.KIOSK_MAIL_DIR, { recursive: true } );
			// The node's deploy step: Kiosk's db-error.php in its wp-content (php/deploy-node.php).
			const deployed = wpCli(
				env,
				join( PRODUCTION_PHP, 'deploy-node.php' )
			);
			if ( deployed.includes( 'not installed' ) ) {
				throw new Error(
					`node ${ name }'s deploy step: ${ deployed }`
				);
			}
			const fpm = await startFpm( {
				name,
				dir: join( nodeDir, 'fpm' ),
				env,
				workers,
			} );
			started.push( fpm );
			const nodePort = await freePort();
			started.push(
				await startNginx( {
					name: `nginx of node ${ name }`,
					dir: join( nodeDir, 'nginx' ),
					port: nodePort,
					config: nodeConfig( {
						name,
						dir: join( nodeDir, 'nginx' ),
						port: nodePort,
						core: CORE,
						siteDir: nodeDir,
						fpmSocket: fpm.socket,
					} ),
				} )
			);
			nodes.push( { name, port: nodePort, dir: nodeDir, env } );
		}
		started.push(
			await startNginx( {
				name: 'nginx balancer',
				dir: dirs.balancer,
				port: balancerPort,
				config: balancerConfig( {
					dir: dirs.balancer,
					port: balancerPort,
					nodePorts: nodes.map( ( n ) => n.port ),
					cacheDir: dirs.pageCache,
				} ),
			} )
		);
		return {
			url,
			port: balancerPort,
			nodes: nodes.map( ( { name, port: p, dir: d, env: e } ) => ( {
				name,
				port: p,
				dir: d,
				env: e,
			} ) ),
			env: nodes[ 0 ].env,
			pageCache: dirs.pageCache,
			shared: dirs.shared,
			stop,
		};
	} catch ( error ) {
		await stop();
		throw error;
	}
}

module.exports = { startProductionStack, NODE_NAMES };
