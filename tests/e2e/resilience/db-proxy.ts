/**
 * A switch in the line between a site and the run's MariaDB: the site's
 * DB_HOST names a Unix socket served by a small child process
 * (db-switch-server.cjs) that passes every connection through to the real
 * server. `down()` cuts all connections and stops listening (the database
 * is gone for the site); `up()` listens again.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DbSwitch {
	/** DB_HOST for wp-config.php. */
	host: string;
	up: () => Promise< void >;
	down: () => Promise< void >;
	dispose: () => Promise< void >;
}

/** Creates the switch; call `up()` before the site starts. */
export function dbSwitch( target: () => string ): DbSwitch {
	const dir = mkdtempSync( join( tmpdir(), 'kdb-' ) );
	const path = join( dir, 'db.sock' );
	let child: ChildProcess | null = null;
	const send = ( word: 'up' | 'down' ) =>
		new Promise< void >( ( resolve ) => {
			if ( ! child ) {
				child = fork(
					join( __dirname, 'db-switch-server.cjs' ),
					[ path, target() ],
					{ stdio: 'inherit' }
				);
			}
			const answer = ( message: unknown ) => {
				if ( message === word ) {
					child?.off( 'message', answer );
					resolve();
				}
			};
			child.on( 'message', answer );
			child.send( word );
		} );
	return {
		host: `localhost:${ path }`,
		up: () => send( 'up' ),
		down: () => send( 'down' ),
		async dispose() {
			if ( child ) {
				await send( 'down' );
				child.disconnect();
				child = null;
			}
			rmSync( dir, { recursive: true, force: true } );
		},
	};
}
