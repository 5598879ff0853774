/**
 * The e2e tests' Jest environment: Node's, plus a report when a test or a
 * hook fails. Several fresh-clone CI runs failed with a wp-admin page that
 * never fired its load event under load, with nothing to say which request
 * hung. On a failure this prints the browser requests still open (oldest
 * first, with their age) and the last lines the file's PHP server logged,
 * which support/browser.ts and support/host.ts record in
 * `globalThis.__kioskDiagnostics`. It also holds the worker's shared
 * Chromium (support/browser.ts).
 */
const { TestEnvironment } = require( 'jest-environment-node' );

/**
 * The worker's Chromium, launched by its first test file that asks
 * (support/browser.ts) and shared by the files after it, each with its own
 * contexts. Launched again when it went away (a crash). Ended with the
 * worker (jest's end message), or, in a run in band, closed by the global
 * teardown: an open browser would keep the process alive.
 */
let chromium = null;

/** jest-worker's message that ends a worker (CHILD_MESSAGE_END). */
const WORKER_END = 2;

async function closeSharedChromium() {
	const launched = chromium;
	chromium = null;
	const browser = await launched?.catch( () => null );
	await browser?.close();
}

/**
 * The worker's last message: its files are done. Closing Chromium politely
 * takes longer than the 0.5 s jest gives a worker to exit (then it kills
 * it, with a warning about leaking tests); the worker exits at once and
 * Playwright's exit handler kills the browser and removes its profile.
 */
function onWorkerMessage( message ) {
	if ( Array.isArray( message ) && message[ 0 ] === WORKER_END ) {
		process.exit( 0 );
	}
}

function sharedChromium( options ) {
	if ( ! chromium ) {
		chromium = require( 'playwright-core' )
			.chromium.launch( options )
			.then(
				( browser ) => {
					browser.on( 'disconnected', () => {
						chromium = null;
					} );
					return browser;
				},
				( error ) => {
					chromium = null;
					throw error;
				}
			);
		if (
			process.send &&
			! process.listeners( 'message' ).includes( onWorkerMessage )
		) {
			process.on( 'message', onWorkerMessage );
		}
	}
	return chromium;
}

/** How many server log lines a report shows. */
const SERVER_LINES = 40;

class KioskE2eEnvironment extends TestEnvironment {
	async setup() {
		await super.setup();
		this.global.__kioskDiagnostics = {
			pending: new Map(),
			answered: [],
			errors: [],
			clicks: [],
			servers: [],
		};
		this.global.__kioskSharedChromium = sharedChromium;
	}

	async handleTestEvent( event ) {
		if (
			event.name !== 'test_fn_failure' &&
			event.name !== 'hook_failure'
		) {
			return;
		}
		const diagnostics = this.global.__kioskDiagnostics;
		if ( ! diagnostics ) {
			return;
		}
		process.stderr.write(
			report(
				diagnostics,
				event.test?.name || event.hook?.type,
				Date.now()
			)
		);
	}
}

/**
 * The report: open requests, answered requests, browser errors and the
 * servers' log tails.
 *
 * @param {{ pending: Map<unknown, { method: string, url: string, started: number }>, answered?: Array<{ method: string, url: string, status: number, at: number }>, errors?: Array<{ text: string, at: number }>, clicks?: Array<{ text: string, at: number }>, servers: Array<() => string> }} diagnostics
 * @param {string|undefined}                                                                                                                                                                                                                                                                     name        The failed test or hook.
 * @param {number}                                                                                                                                                                                                                                                                               now
 * @return {string} The report's lines.
 */
function report( diagnostics, name, now ) {
	const open = [ ...diagnostics.pending.values() ].sort(
		( a, b ) => a.started - b.started
	);
	const lines = [
		`e2e diagnostics for the failure of "${ name }": ${ open.length } browser request(s) still open`,
		...open
			.slice( 0, 30 )
			.map(
				( r ) =>
					`  ${ ( ( now - r.started ) / 1000 ).toFixed( 1 ) } s  ${ r.method } ${ r.url }`
			),
	];
	const ago = ( at ) => `${ ( ( now - at ) / 1000 ).toFixed( 1 ) } s ago`;
	const answered = diagnostics.answered || [];
	lines.push(
		`the last ${ answered.length } page and API request(s) answered (newest last):`,
		...answered.map(
			( r ) =>
				`  ${ ago( r.at ) }  ${ r.method } ${ r.url } → ${ r.status }`
		)
	);
	const errors = diagnostics.errors || [];
	lines.push(
		`the browser's last ${ errors.length } error(s):`,
		...errors.map( ( e ) => `  ${ ago( e.at ) }  ${ e.text }` )
	);
	const clicks = diagnostics.clicks || [];
	lines.push(
		`the pages' last ${ clicks.length } click(s), with the element each reached:`,
		...clicks.map( ( c ) => `  ${ ago( c.at ) }  ${ c.text }` )
	);
	for ( const output of diagnostics.servers ) {
		const tail = output()
			.split( '\n' )
			// php -S logs each connection it accepts and closes, not the
			// request; what is left is what PHP said (warnings, fatal errors).
			.filter(
				( line ) => line.trim() && ! / (Accepted|Closing)$/.test( line )
			)
			.slice( -SERVER_LINES );
		lines.push(
			`what the PHP server said last (${ tail.length } lines):`,
			...tail.map( ( l ) => `  ${ l }` )
		);
	}
	return lines.join( '\n' ) + '\n';
}

module.exports = KioskE2eEnvironment;
module.exports.report = report;
module.exports.closeSharedChromium = closeSharedChromium;
