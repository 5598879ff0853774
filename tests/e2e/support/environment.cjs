/**
 * The e2e tests' Jest environment: Node's, plus a report when a test or a
 * hook fails. Several fresh-clone CI runs failed with a wp-admin page that
 * never fired its load event under load, with nothing to say which request
 * hung. On a failure this prints the browser requests still open (oldest
 * first, with their age) and the last lines the file's PHP server logged,
 * which support/browser.ts and support/host.ts record in
 * `globalThis.__kioskDiagnostics`.
 */
const { TestEnvironment } = require( 'jest-environment-node' );

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
