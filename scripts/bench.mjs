/**
 * `npm run bench`: bytes, requests, load timings, Lighthouse scores and
 * interaction costs of every page type on a preview host of its own.
 * The bench lives in scripts/bench/; it imports the measuring code the
 * budget test shares (tests/e2e/support/measure.ts), so it runs under tsx.
 * Then the Store API's server time, p50/p99 with Kiosk's plugin active and
 * without it (scripts/bench-server.mjs, `npm run bench:server`), unless
 * `--no-server` is given.
 *
 *   npm run bench -- [--quick] [--no-lighthouse] [--only home,cart]
 *                    [--compare] [--save-baseline] [--no-server]
 *                    [--duration 10] [--rate 10]
 */
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, serverArgs } from './bench/args.mjs';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const argv = process.argv.slice( 2 );
const args = parseArgs( argv );

let child = null;
const forward = ( signal ) => child?.kill( signal );
process.on( 'SIGINT', forward );
process.on( 'SIGTERM', forward );

/** Runs a bench script under tsx; resolves with its exit code. */
function run( script, scriptArgs ) {
	return new Promise( ( resolve ) => {
		child = spawn(
			process.execPath,
			[
				'--import',
				'tsx',
				join( root, 'scripts', script ),
				...scriptArgs,
			],
			{ cwd: root, stdio: 'inherit' }
		);
		child.on( 'exit', ( code, signal ) =>
			resolve( code ?? ( signal ? 1 : 0 ) )
		);
	} );
}

const pages = await run( join( 'bench', 'main.mjs' ), argv );
let server = 0;
if ( args.server && ! args.help ) {
	console.log(
		'\nbench: Store API server time with Kiosk and without it (--no-server skips this)'
	);
	server = await run( 'bench-server.mjs', serverArgs( argv ) );
}
process.exit( pages || server );
