'use strict';
/**
 * The process behind db-proxy.ts's switch: a Unix-socket pass-through from
 * `argv[2]` (what the site's DB_HOST names) to `argv[3]` (the real MariaDB).
 * A process of its own, because the test process blocks in spawnSync while
 * `host.php()` runs, and a proxy there would stall the PHP it serves.
 * Messages: 'up' and 'down', each answered with the same word when done.
 */
const { rmSync } = require( 'node:fs' );
const { connect, createServer } = require( 'node:net' );

const [ , , path, target ] = process.argv;
const open = new Set();
let server = null;

function up( done ) {
	if ( server ) {
		done();
		return;
	}
	rmSync( path, { force: true } );
	server = createServer( ( client ) => {
		const upstream = connect( target );
		open.add( client ).add( upstream );
		const drop = () => {
			client.destroy();
			upstream.destroy();
			open.delete( client );
			open.delete( upstream );
		};
		client.on( 'error', drop ).on( 'close', drop );
		upstream.on( 'error', drop ).on( 'close', drop );
		client.pipe( upstream ).pipe( client );
	} );
	server.listen( path, done );
}

function down( done ) {
	for ( const socket of open ) {
		socket.destroy();
	}
	open.clear();
	if ( ! server ) {
		done();
		return;
	}
	server.close( () => done() );
	server = null;
}

process.on( 'message', ( message ) => {
	( message === 'up' ? up : down )( () => process.send( message ) );
} );
process.on( 'disconnect', () => down( () => process.exit( 0 ) ) );
