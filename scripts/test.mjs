/**
 * `npm test`: every suite, one summary. Suites: typecheck, lint, phpcs (the
 * WordPress standard's security sniffs on php/: 1 passed when clean,
 * otherwise one failure per finding), unit and component tests (jest),
 * build, e2e (jest + Chromium against the preview host), PHP (PHPUnit on
 * real WordPress core). The last line is
 * `N passed, N failed`; any failure (or a suite that could not run) makes
 * the exit code non-zero. Nothing is skipped silently.
 *
 * The suites run in two lanes on the machine's two cores (CI must finish
 * in 20 minutes on two cores; the e2e suite is most of it). The e2e lane
 * sets the pace: build, the e2e stack with its template site
 * (scripts/stack/e2e-stack.cjs), then the e2e suite. Beside the build and
 * the template, the unit tests run on both jest workers, and have the cores
 * first (the build and the template at nice 10 take what they leave idle:
 * testing library waits one second for an element, which a unit test must
 * not miss for a busy core; nice 10, not 19, so that the template's MariaDB
 * and PHP servers still start within their limits); the e2e suite starts
 * once all three are done, so no unit test's timeout races the browsers.
 * Typecheck, lint, phpcs and the PHP suite (after the build: it
 * packages build/) have no timing in them and run beside the e2e suite at
 * the lowest CPU priority (nice 19): they take the cycles the e2e files
 * leave idle and give way whenever those need them. Each of these suites'
 * output is printed whole when it ends.
 *
 *   node scripts/test.mjs [--only unit,e2e,...] [--serial]
 *
 * `--serial` runs the suites one after another at normal priority, as before.
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
const serial = process.argv.includes( '--serial' );
/** `nice` where there is one: suites that give way to others. */
const NICE = [ '/usr/bin/nice', '/bin/nice' ].find( ( p ) => existsSync( p ) );

/**
 * Runs a command in the clone. Options: `nice` (a niceness, 0 for none) and
 * `output` (an array that collects the output instead of printing it).
 */
function run( command, args, env = {}, { nice = 0, output = null } = {} ) {
	const [ file, argv ] =
		nice && NICE
			? [ NICE, [ '-n', String( nice ), command, ...args ] ]
			: [ command, args ];
	return new Promise( ( resolve ) => {
		const child = spawn( file, argv, {
			cwd: root,
			stdio: output ? [ 'ignore', 'pipe', 'pipe' ] : 'inherit',
			env: { ...process.env, ...env },
		} );
		if ( output ) {
			child.stdout.on( 'data', ( chunk ) => output.push( chunk ) );
			child.stderr.on( 'data', ( chunk ) => output.push( chunk ) );
		}
		child.on( 'close', ( code, signal ) =>
			resolve( code ?? ( signal ? 1 : 0 ) )
		);
		child.on( 'error', () => resolve( 127 ) );
	} );
}

/** A suite that is one check: passed or failed. */
const single = ( fn ) => async ( options ) => {
	const code = await fn( options );
	return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
};

/** A jest suite, counted from its JSON report. */
const jest =
	( config, name, extra = [], env = () => ( {} ) ) =>
	async ( options ) => {
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
			{ TZ: 'Europe/Berlin', ...env() },
			options
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
const php = async ( options ) => {
	const runner = join( root, 'tests', 'php', 'run.sh' );
	if ( ! existsSync( runner ) ) {
		return { passed: 0, failed: 1, note: 'tests/php/run.sh missing' };
	}
	const report = join( results, 'php.xml' );
	rmSync( report, { force: true } );
	const code = await run(
		'bash',
		[ runner ],
		{ KIOSK_PHP_JUNIT: report },
		options
	);
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
const phpcs = async ( options ) => {
	const report = join( results, 'phpcs.json' );
	rmSync( report, { force: true } );
	const code = await run(
		process.execPath,
		[
			join( root, 'scripts', 'phpcs.mjs' ),
			'--report=full',
			`--report-json=${ report }`,
		],
		{},
		options
	);
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

/** Whether `npm test` assembled the e2e stack before the e2e suite. */
let e2eStackReady = false;

/**
 * The e2e stack with its template site (scripts/stack/e2e-stack.cjs), before
 * the e2e suite. Not a suite of its own: when it fails, the e2e suite's
 * global setup tries again and its failure is counted there.
 */
async function prepareE2eStack() {
	const t0 = Date.now();
	console.log( '\n=== e2e stack (template site) ===' );
	const code = await run(
		process.execPath,
		[ join( root, 'scripts', 'stack', 'e2e-stack.cjs' ) ],
		{},
		{ nice: 10 }
	);
	e2eStackReady = code === 0;
	console.log(
		`e2e stack: ${ e2eStackReady ? 'ready' : `failed (${ code }); the e2e suite's global setup tries again` } after ${ Math.round( ( Date.now() - t0 ) / 1000 ) } s`
	);
}

const SUITES = {
	typecheck: single( ( options ) =>
		run( bin( 'tsc' ), [ '--noEmit', '-p', 'tsconfig.json' ], {}, options )
	),
	lint: single( ( options ) =>
		run(
			bin( 'wp-scripts' ),
			[
				'lint-js',
				'src',
				'tests',
				'scripts',
				'demo/kiosk-demo/src',
				'--quiet',
			],
			{},
			options
		)
	),
	phpcs,
	// Both cores: jest's default on two is one worker.
	unit: jest( 'jest.config.js', 'unit', [ '--maxWorkers=2' ] ),
	build: single( ( options ) =>
		run(
			process.execPath,
			[ join( root, 'scripts', 'build.mjs' ) ],
			{},
			options
		)
	),
	e2e: jest( 'jest.e2e.config.js', 'e2e', [], () =>
		e2eStackReady ? { KIOSK_E2E_STACK_READY: '1' } : {}
	),
	php,
};

/** The summary's order. */
const ORDER = [ 'typecheck', 'lint', 'phpcs', 'unit', 'build', 'e2e', 'php' ];

const wanted = ( name ) => ! only || only.includes( name );
const rows = new Map();

/**
 * Runs a suite and records its row. `background`: at the lowest priority
 * (nice 19), its output collected and printed whole when it ends; `nice`:
 * at that niceness.
 */
async function runSuite(
	name,
	{ background = false, nice = background ? 19 : 0 } = {}
) {
	if ( ! wanted( name ) ) {
		return;
	}
	const t0 = Date.now();
	const output = background ? [] : null;
	if ( ! background ) {
		console.log( `\n=== ${ name } ===` );
	}
	let outcome;
	try {
		outcome = await SUITES[ name ]( { nice, output } );
	} catch ( error ) {
		outcome = { passed: 0, failed: 1, note: String( error ) };
	}
	const seconds = Math.round( ( Date.now() - t0 ) / 1000 );
	if ( background ) {
		process.stdout.write(
			`\n=== ${ name } (beside the e2e lane, ${ seconds } s) ===\n`
		);
		process.stdout.write( Buffer.concat( output ) );
	}
	rows.set( name, { name, ...outcome, seconds } );
}

async function runSerial() {
	for ( const name of ORDER ) {
		await runSuite( name );
	}
}

/** The two lanes (see the top of this file). */
async function runLanes() {
	// The unit tests first: they wait for the page with timeouts (testing
	// library's one second), so the build and the template give way.
	const built = ( async () => {
		await runSuite( 'build', { nice: 10 } );
		if ( wanted( 'e2e' ) ) {
			await prepareE2eStack();
		}
	} )();
	const unit = runSuite( 'unit' );
	await Promise.all( [ built, unit ] );
	const checks = ( async () => {
		for ( const name of [ 'typecheck', 'lint', 'phpcs', 'php' ] ) {
			await runSuite( name, { background: true } );
		}
	} )();
	await Promise.all( [ runSuite( 'e2e' ), checks ] );
}

async function main() {
	mkdirSync( results, { recursive: true } );
	const started = Date.now();
	await ( serial ? runSerial() : runLanes() );
	console.log( '\nsuite       passed  failed skipped  seconds' );
	const ordered = ORDER.filter( ( name ) => rows.has( name ) ).map(
		( name ) => rows.get( name )
	);
	for ( const row of ordered ) {
		console.log(
			`${ row.name.padEnd( 12 ) }${ String( row.passed ).padStart( 6 ) }${ String( row.failed ).padStart( 8 ) }${ String( row.skipped || 0 ).padStart( 8 ) }${ String( row.seconds ).padStart( 9 ) }${ row.note ? `  (${ row.note })` : '' }`
		);
	}
	const passed = ordered.reduce( ( n, r ) => n + r.passed, 0 );
	const failed = ordered.reduce( ( n, r ) => n + r.failed, 0 );
	console.log(
		`total time ${ Math.round( ( Date.now() - started ) / 1000 ) } s`
	);
	const skipped = ordered.reduce( ( n, r ) => n + ( r.skipped || 0 ), 0 );
	// The plain closing line; skipped tests are named in it, never hidden.
	console.log(
		`${ passed } passed, ${ failed } failed${ skipped ? `, ${ skipped } skipped` : '' }`
	);
	process.exit( failed > 0 ? 1 : 0 );
}

main();
