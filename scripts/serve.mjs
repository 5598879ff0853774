/**
 * `npm start` (after the build): serves the preview host on
 * http://localhost:8080 (PORT overrides) with German demo content.
 */
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const child = spawn(
	process.execPath,
	[ '--import', 'tsx', join( root, 'preview', 'main.ts' ) ],
	{
		cwd: root,
		stdio: 'inherit',
		env: { PORT: '8080', ...process.env },
	}
);
const stop = () => child.kill( 'SIGTERM' );
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
child.on( 'exit', ( code ) => process.exit( code ?? 0 ) );
