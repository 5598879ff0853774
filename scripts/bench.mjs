/**
 * `npm run bench`: bytes, requests, load timings, Lighthouse scores and
 * interaction costs of every page type on a preview host of its own.
 * The bench lives in scripts/bench/; it imports the measuring code the
 * budget test shares (tests/e2e/support/measure.ts), so it runs under tsx.
 *
 *   npm run bench -- [--quick] [--no-lighthouse] [--only home,cart]
 *                    [--compare] [--save-baseline]
 */
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const child = spawn(
	process.execPath,
	[
		'--import',
		'tsx',
		join( root, 'scripts', 'bench', 'main.mjs' ),
		...process.argv.slice( 2 ),
	],
	{
		cwd: root,
		stdio: 'inherit',
	}
);
const forward = ( signal ) => child.kill( signal );
process.on( 'SIGINT', forward );
process.on( 'SIGTERM', forward );
child.on( 'exit', ( code, signal ) =>
	process.exit( code ?? ( signal ? 1 : 0 ) )
);
