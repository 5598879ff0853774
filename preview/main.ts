/**
 * Starts the preview host: `PORT` (default 8080), `KIOSK_DATA_DIR`
 * (default .data/), `KIOSK_NONCE_LIFETIME` (seconds, default one day).
 */
import { join, resolve } from 'node:path';
import { createHost } from './app';

async function main() {
	const rootDir = resolve( join( __dirname, '..' ) );
	const port = Number( process.env.PORT || 8080 );
	const host = process.env.HOST || '127.0.0.1';
	const app = await createHost( {
		rootDir,
		dataDir: resolve(
			process.env.KIOSK_DATA_DIR || join( rootDir, '.data' )
		),
		nonceLifetime: Number( process.env.KIOSK_NONCE_LIFETIME || 86400 ),
		logger: process.env.KIOSK_LOG === '1',
	} );
	const address = await app.listen( { port, host } );
	// The line the test harness waits for.
	console.log(
		`Kiosk preview host listening on ${ address.replace( '127.0.0.1', 'localhost' ) }`
	);
	const stop = () => app.close().then( () => process.exit( 0 ) );
	process.on( 'SIGTERM', stop );
	process.on( 'SIGINT', stop );
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
