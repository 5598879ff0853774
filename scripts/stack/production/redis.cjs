'use strict';
/**
 * The stack's Redis: on a unix socket in its folder (no TCP), nothing
 * persisted (an object cache starts empty), a memory limit with LRU eviction
 * as an object cache is run.
 */
const { existsSync, rmSync } = require( 'node:fs' );
const { join } = require( 'node:path' );
const { startDaemon } = require( './daemon.cjs' );

/** @param {{ dir: string }} options */
async function startRedis( { dir } ) {
	const socket = join( dir, 'redis.sock' );
	rmSync( socket, { force: true } );
	const server = await startDaemon( {
		name: 'Redis',
		command: '/usr/bin/redis-server',
		args: [
			'--port',
			'0',
			'--unixsocket',
			socket,
			'--unixsocketperm',
			'700',
			'--dir',
			dir,
			'--save',
			'',
			'--appendonly',
			'no',
			'--maxmemory',
			'256mb',
			'--maxmemory-policy',
			'allkeys-lru',
			'--daemonize',
			'no',
		],
		log: join( dir, 'redis.log' ),
		ready: () => existsSync( socket ),
	} );
	return { ...server, socket };
}

module.exports = { startRedis };
