/**
 * `npm test`: every suite, one summary. Suites: typecheck, lint, phpcs (the
 * WordPress standard's security sniffs on php/: 1 passed when clean,
 * otherwise one failure per finding), unit and component tests (jest),
 * build, e2e (jest + Chromium against the preview host), PHP (PHPUnit on
 * real WordPress core). The last line is
 * `N passed, N failed`; any failure (or a suite that could not run) makes
 * the exit code non-zero. Nothing is skipped silently.
 *
 *   node scripts/test.mjs [--only unit,e2e,...]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const results = join( root, 'test-results' );
const bin = ( name ) => join( root, 'node_modules', '.bin', name );
const onlyArg = process.argv.indexOf( '--only' );
const only = onlyArg > -1 ? process.argv[ onlyArg + 1 ].split( ',' ) : null;

function run( command, args, env = {} ) {
	return new Promise( ( resolve ) => {
		const child = spawn( command, args, {
			cwd: root,
			stdio: 'inherit',
			env: { ...process.env, ...env },
		} );
		child.on( 'exit', ( code, signal ) =>
			resolve( code ?? ( signal ? 1 : 0 ) )
		);
		child.on( 'error', () => resolve( 127 ) );
	} );
}

/** A suite that is one check: passed or failed. */
const single = ( fn ) => async () => {
	const code = await fn();
	return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
};

/** A jest suite, counted from its JSON report. */
const jest =
	( config, name, extra = [] ) =>
	async () => {
		const output = join( results, `${ name }.json` );
		rmSync( output, { force: true } );
		const code = await run(
			bin( 'wp-scripts' ),
			[
				'test-unit-js',
				'--config',
				config,
				'--json',
				`--outputFile=${ output }`,
				...extra,
			],
			{ TZ: 'Europe/Berlin' }
		);
		if ( ! existsSync( output ) ) {
			return { passed: 0, failed: 1, note: 'no report' };
		}
		const report = JSON.parse( readFileSync( output, 'utf8' ) );
		// A test file that fails to load counts as a failure, even with no test in it.
		const broken = report.testResults.filter(
			( r ) => r.status === 'failed' && r.assertionResults.length === 0
		).length;
		const failed = report.numFailedTests + broken;
		return {
			passed: report.numPassedTests,
			failed: failed || ( code !== 0 ? 1 : 0 ),
			// Skipped tests are reported, never hidden (each carries a note in its file).
			skipped:
				( report.numPendingTests || 0 ) + ( report.numTodoTests || 0 ),
		};
	};

/** The PHP suite, counted from its JUnit report. */
const php = async () => {
	const runner = join( root, 'tests', 'php', 'run.sh' );
	if ( ! existsSync( runner ) ) {
		return { passed: 0, failed: 1, note: 'tests/php/run.sh missing' };
	}
	const report = join( results, 'php.xml' );
	rmSync( report, { force: true } );
	const code = await run( 'bash', [ runner ], { KIOSK_PHP_JUNIT: report } );
	if ( ! existsSync( report ) ) {
		return { passed: 0, failed: 1, note: 'no JUnit report' };
	}
	const xml = readFileSync( report, 'utf8' );
	const top = xml.match( /<testsuite\b[^>]*>/ );
	const attr = ( name ) =>
		Number(
			( top?.[ 0 ].match( new RegExp( `\\b${ name }="(\\d+)"` ) ) ||
				[] )[ 1 ] || 0
		);
	const tests = attr( 'tests' );
	const skipped = attr( 'skipped' );
	const failed = attr( 'failures' ) + attr( 'errors' );
	return {
		passed: tests - failed - skipped,
		failed: failed || ( code !== 0 ? 1 : 0 ),
		skipped,
	};
};

/**
 * phpcs (scripts/phpcs.mjs), counted from its JSON report: one passed when
 * php/ is clean, else one failure per error or warning.
 */
const phpcs = async () => {
	const report = join( results, 'phpcs.json' );
	rmSync( report, { force: true } );
	const code = await run( process.execPath, [
		join( root, 'scripts', 'phpcs.mjs' ),
		'--report=full',
		`--report-json=${ report }`,
	] );
	if ( ! existsSync( report ) ) {
		return { passed: 0, failed: 1, note: 'no JSON report' };
	}
	const { totals } = JSON.parse( readFileSync( report, 'utf8' ) );
	const findings = totals.errors + totals.warnings;
	if ( findings === 0 && code !== 0 ) {
		return { passed: 0, failed: 1, note: `phpcs exited with ${ code }` };
	}
	return { passed: findings === 0 ? 1 : 0, failed: findings };
};

const SUITES = [
	[
		'typecheck',
		single( () =>
			run( bin( 'tsc' ), [ '--noEmit', '-p', 'tsconfig.json' ] )
		),
	],
	[
		'lint',
		single( () =>
			run( bin( 'wp-scripts' ), [
				'lint-js',
				'src',
				'tests',
				'scripts',
				'demo/kiosk-demo/src',
				'--quiet',
			] )
		),
	],
	[ 'phpcs', phpcs ],
	[ 'unit', jest( 'jest.config.js', 'unit' ) ],
	[
		'build',
		single( () =>
			run( process.execPath, [ join( root, 'scripts', 'build.mjs' ) ] )
		),
	],
	[ 'e2e', jest( 'jest.e2e.config.js', 'e2e' ) ],
	[ 'php', php ],
];

async function main() {
	mkdirSync( results, { recursive: true } );
	const rows = [];
	const started = Date.now();
	for ( const [ name, suite ] of SUITES ) {
		if ( only && ! only.includes( name ) ) {
			continue;
		}
		const t0 = Date.now();
		console.log( `\n=== ${ name } ===` );
		let outcome;
		try {
			outcome = await suite();
		} catch ( error ) {
			outcome = { passed: 0, failed: 1, note: String( error ) };
		}
		rows.push( {
			name,
			...outcome,
			seconds: Math.round( ( Date.now() - t0 ) / 1000 ),
		} );
	}
	console.log( '\nsuite       passed  failed skipped  seconds' );
	for ( const row of rows ) {
		console.log(
			`${ row.name.padEnd( 12 ) }${ String( row.passed ).padStart( 6 ) }${ String( row.failed ).padStart( 8 ) }${ String( row.skipped || 0 ).padStart( 8 ) }${ String( row.seconds ).padStart( 9 ) }${ row.note ? `  (${ row.note })` : '' }`
		);
	}
	const passed = rows.reduce( ( n, r ) => n + r.passed, 0 );
	const failed = rows.reduce( ( n, r ) => n + r.failed, 0 );
	console.log(
		`total time ${ Math.round( ( Date.now() - started ) / 1000 ) } s`
	);
	const skipped = rows.reduce( ( n, r ) => n + ( r.skipped || 0 ), 0 );
	// The plain closing line; skipped tests are named in it, never hidden.
	console.log(
		`${ passed } passed, ${ failed } failed${ skipped ? `, ${ skipped } skipped` : '' }`
	);
	process.exit( failed > 0 ? 1 : 0 );
}

main();
