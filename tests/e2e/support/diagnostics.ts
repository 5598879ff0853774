/**
 * What a failed e2e test reports (support/environment.cjs): the browser's
 * open requests and the PHP server's log tail. Recording is a no-op outside
 * that environment (the bench).
 */
import type { Browser, BrowserContext, Request } from 'playwright-core';

interface OpenRequest {
	method: string;
	url: string;
	started: number;
	context: BrowserContext;
}

interface Diagnostics {
	pending: Map< Request, OpenRequest >;
	servers: Array< () => string >;
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
