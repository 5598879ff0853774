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

/** A line the browser gave: an error, or a click the page received. */
interface Logged {
	text: string;
	at: number;
}

interface Diagnostics {
	pending: Map< Request, OpenRequest >;
	answered: Answered[];
	errors: Logged[];
	/** Clicks the pages received, with the element each reached. */
	clicks: Logged[];
	servers: Array< () => string >;
}

/** What a page's click recorder logs before the clicked element. */
const CLICK_PREFIX = 'kiosk-e2e click: ';

/**
 * Logs every click a page receives (capture phase, before any handler can
 * stop it) with the element it reached, so that a click that "did nothing"
 * says whether the page got it, and where. Runs in the page (an init script).
 */
function recordClicks( prefix: string ): void {
	addEventListener(
		'click',
		( event ) => {
			const target = event.target;
			if ( ! ( target instanceof Element ) ) {
				return;
			}
			const classes =
				typeof target.className === 'string' && target.className.trim()
					? '.' + target.className.trim().split( /\s+/ ).join( '.' )
					: '';
			const labelled = target.closest( '[aria-label]' );

			console.debug(
				`${ prefix }${ target.tagName.toLowerCase() }${
					target.id ? '#' + target.id : ''
				}${ classes }${
					labelled
						? ` in "${ labelled.getAttribute( 'aria-label' ) }"`
						: ''
				} at ${ Math.round( event.clientX ) },${ Math.round(
					event.clientY
				) }, scrollY ${ Math.round( scrollY ) }${
					event.isTrusted ? '' : ' (synthetic)'
				}`
			);
		},
		true
	);
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

/** Records the open requests and the clicks of a context until it closes. */
export async function trackContext( context: BrowserContext ): Promise< void > {
	const d = diagnostics();
	if ( ! d ) {
		return;
	}
	await context.addInitScript( recordClicks, CLICK_PREFIX );
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
		if (
			message.type() === 'debug' &&
			message.text().startsWith( CLICK_PREFIX )
		) {
			remember( d.clicks, {
				text: `${ message.text().slice( CLICK_PREFIX.length ) } (${
					message.page()?.url() ?? ''
				})`,
				at: Date.now(),
			} );
		} else if ( message.type() === 'error' ) {
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
		await trackContext( context );
		return context;
	};
	return browser;
}

/** Adds a server's log to what a failure reports. */
export function trackServer( output: () => string ): void {
	diagnostics()?.servers.push( output );
}
