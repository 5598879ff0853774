/**
 * What a failed e2e test reports (support/environment.cjs): the browser's
 * open requests, its last answered page and API requests with their status,
 * its last errors, and the PHP server's log tail. A click that "did
 * nothing" then says whether a request went out and how it was answered.
 * Recording is a no-op outside that environment (the bench).
 */
import type { Browser, BrowserContext, Request } from 'playwright-core';

interface OpenRequest {
	method: string;
	url: string;
	started: number;
	context: BrowserContext;
}

interface Answered {
	method: string;
	url: string;
	status: number;
	at: number;
}

interface BrowserError {
	text: string;
	at: number;
}

interface Diagnostics {
	pending: Map< Request, OpenRequest >;
	answered: Answered[];
	errors: BrowserError[];
	servers: Array< () => string >;
}

/** How many answered requests and browser errors are kept. */
const KEPT = 12;

/** Adds an entry to a list that keeps only the last KEPT. */
function remember< T >( list: T[], entry: T ): void {
	list.push( entry );
	if ( list.length > KEPT ) {
		list.splice( 0, list.length - KEPT );
	}
}

function diagnostics(): Diagnostics | undefined {
	return ( globalThis as { __kioskDiagnostics?: Diagnostics } )
		.__kioskDiagnostics;
}

/** Records the open requests of a context until it closes. */
export function trackContext( context: BrowserContext ): void {
	const d = diagnostics();
	if ( ! d ) {
		return;
	}
	context.on( 'request', ( request ) =>
		d.pending.set( request, {
			method: request.method(),
			url: request.url(),
			started: Date.now(),
			context,
		} )
	);
	context.on( 'response', ( response ) => {
		const request = response.request();
		// Pages and API calls, not the scripts, styles and images.
		if (
			[ 'document', 'fetch', 'xhr' ].includes( request.resourceType() )
		) {
			remember( d.answered, {
				method: request.method(),
				url: request.url(),
				status: response.status(),
				at: Date.now(),
			} );
		}
	} );
	context.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			remember( d.errors, { text: message.text(), at: Date.now() } );
		}
	} );
	context.on( 'weberror', ( error ) =>
		remember( d.errors, {
			text: String( error.error() ),
			at: Date.now(),
		} )
	);
	const done = ( request: Request ) => d.pending.delete( request );
	context.on( 'requestfinished', done );
	context.on( 'requestfailed', done );
	context.on( 'close', () => {
		for ( const [ request, open ] of d.pending ) {
			if ( open.context === context ) {
				d.pending.delete( request );
			}
		}
	} );
}

/** Records every context the browser opens (newPage opens one too). */
export function trackBrowser( browser: Browser ): Browser {
	const newContext = browser.newContext.bind( browser );
	browser.newContext = async ( ...args ) => {
		const context = await newContext( ...args );
		trackContext( context );
		return context;
	};
	return browser;
}

/** Adds a server's log to what a failure reports. */
export function trackServer( output: () => string ): void {
	diagnostics()?.servers.push( output );
}
