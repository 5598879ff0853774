/**
 * A switch in the line between a site and the run's MariaDB: the site's
 * DB_HOST names this Unix socket, which passes every connection through to
 * the real server. `down()` cuts all connections and stops listening (the
 * database is gone for the site); `up()` listens again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DbSwitch {
	/** DB_HOST for wp-config.php. */
	host: string;
	up: () => Promise< void >;
	down: () => Promise< void >;
	dispose: () => Promise< void >;
}

/** Creates the switch (listening at once); the target socket is read when a connection comes. */
export function dbSwitch( target: () => string ): DbSwitch {
	const dir = mkdtempSync( join( tmpdir(), 'kdb-' ) );
	const path = join( dir, 'db.sock' );
	const open = new Set< Socket >();
	let server: Server | null = null;
	const up = () =>
		new Promise< void >( ( resolve, reject ) => {
			rmSync( path, { force: true } );
			server = createServer( ( client ) => {
				const upstream = connect( target() );
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
			server.once( 'error', reject );
			server.listen( path, () => resolve() );
		} );
	const down = () =>
		new Promise< void >( ( resolve ) => {
			for ( const socket of open ) {
				socket.destroy();
			}
			open.clear();
			if ( ! server ) {
				resolve();
				return;
			}
			server.close( () => resolve() );
			server = null;
		} );
	void up();
	return {
		host: `localhost:${ path }`,
		up,
		down,
		async dispose() {
			await down();
			rmSync( dir, { recursive: true, force: true } );
		},
	};
}
