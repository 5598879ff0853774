/**
 * The retiring preview host (preview/), for the e2e files not yet ported
 * to the real stack (support/host.ts). Starts a preview host for a test file: a free port on loopback and a
 * throw-away data folder. `stop()` kills it; `restart()` starts it again on
 * the same port and data (to test persistence and "server down" paths).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve( __dirname, '..', '..', '..' );

export interface Host {
	url: string;
	port: number;
	dataDir: string;
	/** Stops the server (the data stays until `dispose`). */
	stop: () => Promise< void >;
	/** Starts it again on the same port and data. */
	restart: () => Promise< void >;
	/** Stops it and removes the data. */
	dispose: () => Promise< void >;
}

export interface HostStartOptions {
	/** Extra environment, e.g. `KIOSK_NONCE_LIFETIME`. */
	env?: Record< string, string >;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise< number > {
	return new Promise( ( resolvePort, reject ) => {
		const server = createServer();
		server.unref();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const address = server.address();
			const port =
				typeof address === 'object' && address ? address.port : 0;
			server.close( () => resolvePort( port ) );
		} );
	} );
}

function launch(
	port: number,
	dataDir: string,
	env: Record< string, string >
): Promise< ChildProcess > {
	return new Promise( ( resolveChild, reject ) => {
		const child = spawn(
			process.execPath,
			[ '--import', 'tsx', join( ROOT, 'preview', 'main.ts' ) ],
			{
				cwd: ROOT,
				env: {
					...process.env,
					PORT: String( port ),
					KIOSK_DATA_DIR: dataDir,
					...env,
				},
				stdio: [ 'ignore', 'pipe', 'pipe' ],
			}
		);
		let output = '';
		const timer = setTimeout( () => {
			child.kill( 'SIGKILL' );
			reject(
				new Error( `preview host did not start in 30 s:\n${ output }` )
			);
		}, 30000 );
		const onData = ( chunk: Buffer ) => {
			output += chunk.toString();
			if ( output.includes( 'listening on' ) ) {
				clearTimeout( timer );
				resolveChild( child );
			}
		};
		child.stdout?.on( 'data', onData );
		child.stderr?.on( 'data', ( chunk: Buffer ) => {
			output += chunk.toString();
		} );
		child.on( 'exit', ( code ) => {
			clearTimeout( timer );
			if ( ! output.includes( 'listening on' ) ) {
				reject(
					new Error(
						`preview host exited with ${ code }:\n${ output }`
					)
				);
			}
		} );
	} );
}

function kill( child: ChildProcess | null ): Promise< void > {
	return new Promise( ( resolveKill ) => {
		if ( ! child || child.exitCode !== null ) {
			resolveKill();
			return;
		}
		child.once( 'exit', () => resolveKill() );
		child.kill( 'SIGTERM' );
		setTimeout( () => child.kill( 'SIGKILL' ), 3000 ).unref();
	} );
}

/** Starts a preview host. */
export async function startHost(
	options: HostStartOptions = {}
): Promise< Host > {
	const port = await freePort();
	const dataDir = mkdtempSync( join( tmpdir(), 'kiosk-e2e-' ) );
	const env = options.env || {};
	let child: ChildProcess | null = await launch( port, dataDir, env );
	return {
		url: `http://localhost:${ port }`,
		port,
		dataDir,
		async stop() {
			await kill( child );
			child = null;
		},
		async restart() {
			await kill( child );
			child = await launch( port, dataDir, env );
		},
		async dispose() {
			await kill( child );
			child = null;
			rmSync( dataDir, { recursive: true, force: true } );
		},
	};
}
