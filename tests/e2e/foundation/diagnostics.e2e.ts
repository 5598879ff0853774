/**
 * A failed e2e test reports the browser requests still open, the last pages
 * and API calls answered with their status, the browser's last errors and
 * the PHP server's last log lines (support/environment.cjs), so that a page
 * that never loads in CI says which request hung, and a click that did
 * nothing says whether a request went out.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { trackServer } from '../support/diagnostics';

const { report } = require( '../support/environment.cjs' );

let browser: Browser;
let server: Server;
let base = '';

beforeAll( async () => {
	server = createServer( ( request, response ) => {
		if ( request.url === '/hangs.js' ) {
			return; // never answers
		}
		if ( request.url === '/api' ) {
			response.statusCode = 409;
			response.end( '{}' );
			return;
		}
		response.setHeader( 'Content-Type', 'text/html' );
		response.end(
			'<!doctype html><title>t</title><div aria-label="Warenkorb: 1 Artikel"><button class="open">x</button></div><script src="/hangs.js"></script>'
		);
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	base = `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }`;
	browser = await launchBrowser();
} );

afterAll( async () => {
	await browser?.close();
	server.closeAllConnections();
	server.close();
} );

interface Diagnostics {
	pending: Map< unknown, { url: string } >;
	answered: Array< { url: string } >;
	clicks: Array< { text: string } >;
}
const diagnostics = () =>
	( globalThis as unknown as { __kioskDiagnostics: Diagnostics } )
		.__kioskDiagnostics;

it( 'names the request that never finished, with its age, the last requests answered with their status, the browser’s last errors, the clicks the page received and the server log, and forgets a closed context', async () => {
	trackServer(
		() =>
			'[x] 127.0.0.1:1 Accepted\n[x] PHP Warning:  Undefined variable $a\n[x] 127.0.0.1:1 Closing'
	);
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( `${ base }/`, { waitUntil: 'commit' } );
	const started = Date.now();
	while (
		! [ ...diagnostics().pending.values() ].some( ( r ) =>
			r.url.endsWith( '/hangs.js' )
		)
	) {
		if ( Date.now() - started > 10000 ) {
			throw new Error( 'the hanging request was never recorded' );
		}
		await new Promise( ( r ) => setTimeout( r, 50 ) );
	}
	// An API call answered with an error, and an error in the console.
	await page.evaluate( () => {
		console.error( 'the report names this error' );
		return fetch( '/api', { method: 'POST' } ).then( ( r ) => r.status );
	} );
	while (
		! diagnostics().answered.some( ( r ) => r.url.endsWith( '/api' ) )
	) {
		if ( Date.now() - started > 10000 ) {
			throw new Error( 'the answered request was never recorded' );
		}
		await new Promise( ( r ) => setTimeout( r, 50 ) );
	}
	await page.locator( 'button.open' ).click();
	while ( ! diagnostics().clicks.length ) {
		if ( Date.now() - started > 10000 ) {
			throw new Error( 'the click was never recorded' );
		}
		await new Promise( ( r ) => setTimeout( r, 50 ) );
	}
	// Each age is the report's "now" minus the entry's own time, whatever
	// the steps above took on a busy machine.
	const now = Date.now() + 5000;
	const text: string = report( diagnostics(), 'a test', now );
	const ago = ( at: number ) =>
		`${ ( ( now - at ) / 1000 ).toFixed( 1 ).replace( '.', '\\.' ) } s ago`;
	const recorded = diagnostics() as unknown as {
		clicks: Array< { at: number } >;
		answered: Array< { url: string; at: number } >;
		errors: Array< { text: string; at: number } >;
	};
	const click = recorded.clicks[ recorded.clicks.length - 1 ];
	const api = recorded.answered.find( ( r ) => r.url.endsWith( '/api' ) )!;
	const error = recorded.errors.find(
		( e ) => e.text === 'the report names this error'
	)!;
	// At least the 5 s ahead: an age counts from the entry's own time.
	expect( now - click.at ).toBeGreaterThanOrEqual( 5000 );
	expect( text ).toMatch(
		new RegExp(
			`click\\(s\\), with the element each reached:\\n  ${ ago( click.at ) }  button\\.open in "Warenkorb: 1 Artikel" at \\d+,\\d+, scrollY 0 \\(${ base }/\\)\\n`
		)
	);
	expect( text ).toContain( `GET ${ base }/ → 200` );
	expect( text ).toMatch(
		new RegExp(
			`answered \\(newest last\\):\\n(.*\\n)*  ${ ago( api.at ) }  POST ${ base }/api → 409\\n`
		)
	);
	expect( text ).toMatch(
		new RegExp(
			`error\\(s\\):\\n  ${ ago( error.at ) }  the report names this error\\n`
		)
	);
	// The hanging request is as old as the 5 s ahead plus the steps above,
	// which take longer on a busy machine: at least 5 s, not exactly.
	expect( text ).toMatch(
		new RegExp(
			`still open\\n(.*\\n)*  (?:[5-9]|\\d{2,})\\.\\d s  GET ${ base }/hangs\\.js\\n`
		)
	);
	expect( text ).toContain( 'PHP Warning:  Undefined variable $a' );
	expect( text ).not.toMatch( /Accepted|Closing/ );
	await context.close();
	expect(
		[ ...diagnostics().pending.values() ].filter( ( r ) =>
			r.url.startsWith( base )
		)
	).toEqual( [] );
} );
