#!/usr/bin/env node
/**
 * The CPU an e2e run costs, split by process kind. Runs jest on the given
 * e2e files (jest.e2e.config.js) and samples /proc for every process under
 * it (Chromium's browser, renderers, GPU and utility processes, the PHP
 * servers and their workers, `php cli.php`, MariaDB, node) every 200 ms,
 * keeping each process's last user+system CPU; the total is their sum.
 * A process shorter than a sample is missed (the suite's are not: a
 * `php cli.php` run takes a second or more). Not a count of what the
 * parents reaped: jest's workers exit without waiting for their Chromium.
 * CPU seconds hardly move with other people's load; wall time does.
 *
 *   node scripts/e2e-cpu.mjs [--label x] [--json out.json] tests/e2e/a.e2e.ts …
 *
 * Extra environment for the run goes in the usual way (KIOSK_E2E_WORKERS=1 …).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TICKS = 100; // getconf CLK_TCK on Linux
const SAMPLE_MS = 200;

const args = process.argv.slice( 2 );
let label = '';
let jsonOut = '';
const files = [];
for ( let i = 0; i < args.length; i++ ) {
	if ( args[ i ] === '--label' ) {
		label = args[ ++i ];
	} else if ( args[ i ] === '--json' ) {
		jsonOut = args[ ++i ];
	} else {
		files.push( args[ i ] );
	}
}
if ( ! files.length ) {
	process.stderr.write(
		'usage: node scripts/e2e-cpu.mjs [--label x] [--json out.json] <e2e files>\n'
	);
	process.exit( 2 );
}

/** pid, ppid, start time, own and waited-for children's CPU ticks. */
function stat( pid ) {
	const text = readFileSync( `/proc/${ pid }/stat`, 'utf8' );
	// The command name may hold spaces and parentheses: fields after the last ')'.
	const f = text.slice( text.lastIndexOf( ')' ) + 2 ).split( ' ' );
	return {
		ppid: Number( f[ 1 ] ),
		own: Number( f[ 11 ] ) + Number( f[ 12 ] ),
		children: Number( f[ 13 ] ) + Number( f[ 14 ] ),
		start: f[ 19 ],
	};
}

/** What a process is, from its command line. */
function kind( cmdline ) {
	// Chromium's child processes rewrite their title: one string with spaces.
	const argv = cmdline.split( /[\0 ]/ );
	const exe = argv[ 0 ] || '';
	// Chromium starts its zygote as /proc/self/exe.
	if ( /chrom/.test( exe ) || exe === '/proc/self/exe' ) {
		const type = argv.find( ( a ) => a.startsWith( '--type=' ) );
		if ( ! type ) {
			return 'chromium browser';
		}
		const t = type.slice( 7 );
		if ( t === 'utility' ) {
			const sub = argv.find( ( a ) =>
				a.startsWith( '--utility-sub-type=' )
			);
			return `chromium utility ${ ( sub || '' )
				.replace( '--utility-sub-type=', '' )
				.replace( /\.mojom\..*/, '' ) }`;
		}
		return `chromium ${ t }`;
	}
	if ( /(^|\/)php[0-9.]*$/.test( exe ) ) {
		if ( argv.includes( '-S' ) ) {
			return 'php server';
		}
		return argv.some( ( a ) => a.endsWith( 'cli.php' ) )
			? 'php cli (wp-cli)'
			: 'php other';
	}
	if ( /mariadbd|mysqld/.test( exe ) ) {
		return 'mariadb';
	}
	if ( /node$/.test( exe ) ) {
		return argv.some( ( a ) => a.includes( 'processChild' ) )
			? 'node jest worker'
			: 'node';
	}
	return exe.split( '/' ).pop() || 'other';
}

/** pid+start → { kind, own } for every process seen under the run. */
const seen = new Map();

function sample( root ) {
	const all = new Map();
	for ( const name of readdirSync( '/proc' ) ) {
		if ( ! /^\d+$/.test( name ) ) {
			continue;
		}
		try {
			all.set( Number( name ), stat( name ) );
		} catch {}
	}
	const inTree = ( pid ) => {
		for ( let p = pid, n = 0; p > 1 && n < 64; n++ ) {
			if ( p === root ) {
				return true;
			}
			const s = all.get( p );
			if ( ! s ) {
				return false;
			}
			p = s.ppid;
		}
		return false;
	};
	for ( const [ pid, s ] of all ) {
		const key = `${ pid }:${ s.start }`;
		const known = seen.get( key );
		if ( ! known && ! inTree( pid ) ) {
			continue;
		}
		// Read again each time: a process may exec (Debian's chromium
		// launcher is a shell script) or retitle itself (a zygote's child).
		// An exiting process (a zombie) has an empty command line: it keeps
		// the kind it had.
		let cmdline = '';
		try {
			cmdline = readFileSync( `/proc/${ pid }/cmdline`, 'utf8' );
		} catch {}
		if ( cmdline ) {
			seen.set( key, { kind: kind( cmdline ), own: s.own } );
		} else if ( known ) {
			known.own = s.own;
		}
	}
}

const outputFile = join( tmpdir(), `e2e-cpu-${ process.pid }.json` );
const started = Date.now();
const before = stat( 'self' ).children;
const child = spawn(
	'npx',
	[
		'wp-scripts',
		'test-unit-js',
		'--config',
		'jest.e2e.config.js',
		'--json',
		'--outputFile',
		outputFile,
		...files,
	],
	{ stdio: [ 'ignore', 'inherit', 'inherit' ] }
);
const timer = setInterval( () => sample( child.pid ), SAMPLE_MS );
const code = await new Promise( ( resolve ) =>
	child.on( 'exit', ( c, signal ) => resolve( c ?? signal ) )
);
clearInterval( timer );
const wall = ( Date.now() - started ) / 1000;
// What the tree's parents waited for: a floor, not the total (jest's
// workers exit without waiting for their Chromium).
const waited = ( stat( 'self' ).children - before ) / TICKS;

const byKind = {};
for ( const { kind: k, own } of seen.values() ) {
	byKind[ k ] ??= { cpu: 0, processes: 0 };
	byKind[ k ].cpu += own / TICKS;
	byKind[ k ].processes++;
}
const total = Object.values( byKind ).reduce( ( a, b ) => a + b.cpu, 0 );

let tests = { passed: 0, failed: 0, files: [] };
try {
	const result = JSON.parse( readFileSync( outputFile, 'utf8' ) );
	tests = {
		passed: result.numPassedTests,
		failed: result.numFailedTests + result.numRuntimeErrorTestSuites,
		files: result.testResults.map( ( r ) => ( {
			file: r.name.replace( process.cwd() + '/', '' ),
			seconds: ( r.endTime - r.startTime ) / 1000,
			status: r.status,
		} ) ),
	};
} catch {}

/** Sums by the first word of the kind: chromium, php, node, mariadb. */
const groups = {};
for ( const [ k, v ] of Object.entries( byKind ) ) {
	const g = k.split( ' ' )[ 0 ];
	groups[ g ] = ( groups[ g ] || 0 ) + v.cpu;
}

const lines = [
	`e2e CPU${ label ? ` (${ label })` : '' }: ${ total.toFixed(
		1
	) } s user+sys in ${ wall.toFixed( 0 ) } s wall, exit ${ code }, ${
		tests.passed
	} passed, ${ tests.failed } failed`,
	...Object.entries( byKind )
		.sort( ( a, b ) => b[ 1 ].cpu - a[ 1 ].cpu )
		.map(
			( [ k, v ] ) =>
				`  ${ v.cpu.toFixed( 1 ).padStart( 7 ) } s  ${ (
					( 100 * v.cpu ) /
					total
				)
					.toFixed( 1 )
					.padStart( 5 ) } %  ${ k } (${ v.processes })`
		),
	`  by group: ${ Object.entries( groups )
		.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
		.map( ( [ g, cpu ] ) => `${ g } ${ cpu.toFixed( 1 ) } s` )
		.join( ', ' ) }`,
	`  (reaped by the tree's own parents: ${ waited.toFixed( 1 ) } s)`,
	...tests.files.map(
		( f ) =>
			`  file ${ f.seconds.toFixed( 0 ) } s wall  ${ f.status }  ${ f.file }`
	),
];
process.stdout.write( lines.join( '\n' ) + '\n' );
if ( jsonOut ) {
	writeFileSync(
		jsonOut,
		JSON.stringify(
			{ label, total, wall, code, groups, byKind, tests },
			null,
			'\t'
		)
	);
}
process.exit( code === 0 ? 0 : 1 );
