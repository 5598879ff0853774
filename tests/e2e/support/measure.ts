/**
 * Measuring pages, shared by the budget test (tests/e2e/quality) and the
 * bench (scripts/bench.mjs): which page types exist and where, how to put a
 * shopper into the state a page needs (an item in the cart, a placed
 * order), and the bytes and requests of one cold first load.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';

/** The page types of ARCHITECTURE.md "Pages and their paths". */
export const PAGE_TYPES = [
	'home',
	'article',
	'category',
	'search',
	'contact',
	'event',
	'shop',
	'product',
	'cart',
	'checkout',
	'order-received',
] as const;
export type PageType = ( typeof PAGE_TYPES )[ number ];

/** What a page needs before it is loaded. */
export type Needs = 'none' | 'cart' | 'order';

export interface Budget {
	/** Brotli bytes of Kiosk's own JS: its plugin's build/ files and its inline code (`ownJs`). */
	own: number;
	/** Brotli bytes of all scripts; cart and checkout are set against WooCommerce's instead. */
	all?: number;
	/** Brotli bytes of all stylesheets. */
	css: number;
	/** All requests of a cold first load; cart and checkout: against WooCommerce's. */
	requests?: number;
}

const KB = 1024;

/** ARCHITECTURE.md "Budgets" (KB read as KiB, 1024 bytes). */
export const BUDGETS: Partial< Record< PageType, Budget > > = {
	article: { own: 8 * KB, all: 10 * KB, css: 12 * KB, requests: 20 },
	home: { own: 30 * KB, all: 35 * KB, css: 15 * KB, requests: 30 },
	contact: { own: 15 * KB, all: 20 * KB, css: 12 * KB, requests: 20 },
	event: { own: 15 * KB, all: 20 * KB, css: 12 * KB, requests: 20 },
	cart: { own: 25 * KB, css: 15 * KB },
	checkout: { own: 35 * KB, css: 15 * KB },
};

/**
 * Whether a script is WordPress core's: one of its own files, or the file
 * Kiosk joins them into on the shop's pages (php/Assets/CoreScripts.php).
 */
export const isCore = ( url: string ) =>
	url.includes( '/wp-includes/' ) ||
	/\/kiosk-core-scripts\/[0-9a-f]{20}\/|[?&]kiosk-core-scripts=/.test( url );

/** Whether a script is Kiosk's own (its plugin's build). */
export const isOwn = ( url: string ) =>
	url.includes( '/wp-content/plugins/kiosk/build/' );

/** An inline `<script>` of a page (no `src`), with its text's sizes. */
export interface InlineScript extends Sizes {
	/** Its `id` ('' without one). */
	id: string;
	/** What it is (`inlineKind`). */
	kind: InlineKind;
}

/**
 * What an inline script is, for the budgets: `own` is Kiosk's plugin's
 * code, counted in `ownJs` as its files are (brotli, each script on its
 * own); `data` is Kiosk's data (`window.kioskSettings` and what is added
 * to it, JSON, translations: WordPress's `{handle}-js-translations`
 * wrapper around the locale's JSON); `core` is the joined core file's
 * stand-in (php/Assets/CoreScripts.php: when the joined file did not run
 * it writes core's own tags; its bytes are those tags' addresses), counted
 * with core's scripts; `other` is not Kiosk's (WordPress, WooCommerce,
 * Event Tickets, the theme's class switch). Kiosk's inline scripts are
 * known by their id: WordPress prints a handle's as `{handle}-js-{before,
 * after,translations}`, Kiosk's handles are `kiosk-*`, and Kiosk's own
 * elements carry a `kiosk-` id; anything of Kiosk's that is not data counts
 * as its code.
 */
export type InlineKind = 'own' | 'data' | 'core' | 'other';

/** `window.kioskSettings = {JSON};` or `Object.assign( window.kioskSettings = …, {JSON} );`. */
const SETTINGS =
	/^\s*(?:window\.kioskSettings = |Object\.assign\( window\.kioskSettings = window\.kioskSettings \|\| \{\}, )(\{.*\})(?: \))?;\s*$/;

/**
 * Whether a script only puts JSON into `kioskSettings`: WordPress joins a
 * handle's inline scripts with line breaks (JSON has none) and adds a
 * `//# sourceURL=` comment.
 */
function isSettings( text: string ): boolean {
	const lines = text
		.split( '\n' )
		.filter( ( line ) => ! /^\s*(\/\/# sourceURL=\S+)?\s*$/.test( line ) );
	return (
		lines.length > 0 &&
		lines.every( ( line ) => {
			const json = SETTINGS.exec( line )?.[ 1 ];
			try {
				return (
					json !== undefined && typeof JSON.parse( json ) === 'object'
				);
			} catch {
				return false;
			}
		} )
	);
}

export function inlineKind(
	id: string,
	type: string,
	text: string
): InlineKind {
	if ( ! id.startsWith( 'kiosk-' ) ) {
		return 'other';
	}
	if ( id === 'kiosk-core-scripts-js-fallback' ) {
		return 'core';
	}
	if (
		( type &&
			! /^(text|application)\/(java|ecma)script$|^module$/.test(
				type
			) ) ||
		id.endsWith( '-js-translations' ) ||
		isSettings( text )
	) {
		return 'data';
	}
	return 'own';
}

/** Brotli bytes of Kiosk's inline code in a measurement (see `inlineKind`). */
export function ownInlineJs( m: Pick< Measurement, 'inline' > ): number {
	return m.inline
		.filter( ( s ) => s.kind === 'own' )
		.reduce( ( n, s ) => n + s.brotli, 0 );
}

/** Brotli bytes of Kiosk's own JS in a measurement: its plugin's files and its inline code. */
export function ownJs(
	m: Pick< Measurement, 'scripts' > & Partial< Pick< Measurement, 'inline' > >
): number {
	return (
		m.scripts
			.filter( ( s ) => isOwn( s.url ) )
			.reduce( ( n, s ) => n + s.brotli, 0 ) +
		( m.inline ? ownInlineJs( { inline: m.inline } ) : 0 )
	);
}

/**
 * WooCommerce's own Cart and Checkout blocks on pages of the same site, as
 * WooCommerce installs them (WC_Install's block content), for the budget
 * test and the bench to set Kiosk's pages against. `WOO_PAGES_PHP` runs in
 * the site (host.php) and creates them once.
 */
export const WOO_PATHS = {
	cart: '/wc-warenkorb/',
	checkout: '/wc-kasse/',
} as const;

export const WOO_PAGES_PHP = `foreach ( array( 'wc-warenkorb' => 'get_cart_block_content', 'wc-kasse' => 'get_checkout_block_content' ) as $slug => $method ) {
	if ( get_page_by_path( $slug ) ) {
		continue;
	}
	$content = ( new ReflectionMethod( 'WC_Install', $method ) )->invoke( null );
	wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $slug, 'post_content' => $content ) );
}`;

/** Desktop viewport (the bench's 1× CPU runs). */
export const DESKTOP = {
	viewport: { width: 1350, height: 940 },
	deviceScaleFactor: 1,
	isMobile: false,
	hasTouch: false,
	locale: 'de-DE',
};

/** Mobile viewport (Lighthouse's Moto G Power). */
export const MOBILE = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	isMobile: true,
	hasTouch: true,
	locale: 'de-DE',
	userAgent:
		'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/** A page type resolved to a URL (or why it could not be). */
export interface Target {
	type: PageType;
	/** Path and query, e.g. `/kategorie/politik/`; null when not found. */
	path: string | null;
	needs: Needs;
	/** Why the page could not be found. */
	error?: string;
}

const RESERVED =
	/^\/(kategorie|produkt|veranstaltungen|shop|warenkorb|kasse|mein-konto|kontakt|impressum|datenschutz|agb|widerrufsbelehrung|barrierefreiheit|preview-admin|wp-|feed)\b/;

async function getHtml(
	baseUrl: string,
	path: string
): Promise< { status: number; html: string } > {
	try {
		const response = await fetch( `${ baseUrl }${ path }`, {
			redirect: 'follow',
		} );
		return { status: response.status, html: await response.text() };
	} catch ( error ) {
		return { status: 0, html: String( error ) };
	}
}

function hrefs( html: string ): string[] {
	return [ ...html.matchAll( /href="([^"#]+)"/g ) ].map( ( m ) =>
		m[ 1 ].replace( /^https?:\/\/[^/]+/, '' ).replace( /&amp;/g, '&' )
	);
}

/** The first link on the page matching `pattern`. */
function firstLink( html: string, pattern: RegExp ): string | null {
	return hrefs( html ).find( ( href ) => pattern.test( href ) ) || null;
}

/**
 * Finds one concrete URL per page type by reading listing pages, so tests
 * don't depend on demo slugs. Missing pages are reported, never thrown.
 */
export async function discoverTargets( baseUrl: string ): Promise< Target[] > {
	const home = await getHtml( baseUrl, '/' );
	const shop = await getHtml( baseUrl, '/shop/' );
	const targets: Target[] = [];
	const add = (
		type: PageType,
		path: string | null,
		error: string,
		needs: Needs = 'none'
	) =>
		targets.push(
			path ? { type, path, needs } : { type, path: null, needs, error }
		);

	add(
		'home',
		home.status === 200 ? '/' : null,
		`/ answered ${ home.status }`
	);

	const titleLink = home.html.match(
		/class="kiosk-card__title"[^>]*>\s*<a href="([^"]+)"[^>]*>([^<]*)</
	);
	const article = titleLink
		? titleLink[ 1 ].replace( /^https?:\/\/[^/]+/, '' )
		: firstLink( home.html, /^\/[a-z0-9-]+\/$/ );
	add(
		'article',
		article && ! RESERVED.test( article ) ? article : null,
		'no article link (.kiosk-card__title a) on /'
	);
	add(
		'category',
		firstLink( home.html, /^\/kategorie\/[^/]+\/$/ ),
		'no /kategorie/{slug}/ link on /'
	);
	const word = ( titleLink?.[ 2 ] || '' )
		.split( /[^A-Za-zÄÖÜäöüß]+/ )
		.find( ( w ) => w.length >= 4 );
	add(
		'search',
		home.status === 200
			? `/?s=${ encodeURIComponent( word || 'Kiosk' ) }`
			: null,
		'no home page'
	);
	add( 'contact', '/kontakt/', '' );

	let event = firstLink( home.html, /^\/veranstaltungen\/[^/]+\/$/ );
	const looked: string[] = [ '/' ];
	for ( const listing of [
		'/veranstaltungen/',
		'/kontakt/',
		article || '',
	] ) {
		if ( event || ! listing ) {
			continue;
		}
		const page = await getHtml( baseUrl, listing );
		looked.push( `${ listing } (${ page.status })` );
		event = firstLink( page.html, /^\/veranstaltungen\/[^/]+\/$/ );
	}
	add(
		'event',
		event,
		`no /veranstaltungen/{slug}/ link on ${ looked.join( ', ' ) }`
	);

	add(
		'shop',
		shop.status === 200 ? '/shop/' : null,
		`/shop/ answered ${ shop.status }`
	);
	add(
		'product',
		firstLink( shop.html, /^\/produkt\/[^/]+\/$/ ),
		'no /produkt/{slug}/ link on /shop/'
	);
	add( 'cart', '/warenkorb/', '', 'cart' );
	add( 'checkout', '/kasse/', '', 'cart' );
	add( 'order-received', '/kasse/bestellung-erhalten/', '', 'order' );
	return targets;
}

const STORE = '/wp-json/wc/store/v1';

/**
 * Store API calls with the session's `Nonce`, as Kiosk's client sends them:
 * the cart lives in WooCommerce's session cookie (kept by the context), so
 * the browser's pages see the same cart. No `Cart-Token`: WooCommerce would
 * keep that cart apart from the cookie's.
 */
async function storeApi( request: APIRequestContext, baseUrl: string ) {
	const cart = await request.get( `${ baseUrl }${ STORE }/cart` );
	if ( ! cart.ok() ) {
		throw new Error( `GET ${ STORE }/cart answered ${ cart.status() }` );
	}
	let nonce = cart.headers().nonce || '';
	return async function post( path: string, body: unknown ) {
		const response = await request.post(
			`${ baseUrl }${ STORE }${ path }`,
			{
				headers: {
					Nonce: nonce,
					'Content-Type': 'application/json',
				},
				data: JSON.stringify( body ),
			}
		);
		nonce = response.headers().nonce || nonce;
		const json = await response.json().catch( () => null );
		if ( ! response.ok() ) {
			throw new Error(
				`POST ${ STORE }${ path } answered ${ response.status() }: ${ JSON.stringify( json ).slice( 0, 300 ) }`
			);
		}
		return json as Record< string, unknown >;
	};
}

/** A simple product that can be bought now. */
export async function firstBuyableProduct(
	request: APIRequestContext,
	baseUrl: string
): Promise< { id: number; permalink: string; name: string } > {
	const response = await request.get(
		`${ baseUrl }${ STORE }/products?per_page=50`
	);
	if ( ! response.ok() ) {
		throw new Error(
			`GET ${ STORE }/products answered ${ response.status() }`
		);
	}
	const products = ( await response.json() ) as Array< {
		id: number;
		type: string;
		permalink: string;
		name: string;
		is_purchasable: boolean;
		is_in_stock: boolean;
	} >;
	const product = products.find(
		( p ) => p.type === 'simple' && p.is_purchasable && p.is_in_stock
	);
	if ( ! product ) {
		throw new Error( 'no purchasable simple product in the Store API' );
	}
	return product;
}

/** Puts one item into the cart of the context's session (the cookie stays in the context). */
export async function addItemToCart(
	context: BrowserContext,
	baseUrl: string
): Promise< void > {
	const product = await firstBuyableProduct( context.request, baseUrl );
	const post = await storeApi( context.request, baseUrl );
	await post( '/cart/add-item', { id: product.id, quantity: 1 } );
}

/** A German test address. */
export const ADDRESS = {
	first_name: 'Erika',
	last_name: 'Mustermann',
	company: '',
	address_1: 'Musterstraße 1',
	address_2: '',
	city: 'Berlin',
	state: '',
	postcode: '10115',
	country: 'DE',
	phone: '030 1234567',
};

/** Adds an item and places an order by bank transfer; returns the order-received path. */
export async function placeOrder(
	context: BrowserContext,
	baseUrl: string
): Promise< string > {
	await addItemToCart( context, baseUrl );
	const post = await storeApi( context.request, baseUrl );
	const result = ( await post( '/checkout', {
		billing_address: { ...ADDRESS, email: 'erika@example.com' },
		shipping_address: ADDRESS,
		payment_method: 'bacs',
	} ) ) as {
		order_id?: number;
		order_key?: string;
		payment_result?: { redirect_url?: string };
	};
	const redirect = result.payment_result?.redirect_url;
	if ( redirect ) {
		return redirect.replace( /^https?:\/\/[^/]+/, '' );
	}
	if ( result.order_id && result.order_key ) {
		return `/kasse/bestellung-erhalten/${ result.order_id }/?key=${ result.order_key }`;
	}
	throw new Error(
		`checkout gave no redirect_url: ${ JSON.stringify( result ).slice( 0, 300 ) }`
	);
}

/** Puts the context into the state the target needs; returns the path to load. */
export async function prepare(
	context: BrowserContext,
	baseUrl: string,
	target: Target
): Promise< string > {
	if ( ! target.path ) {
		throw new Error( target.error || 'no URL' );
	}
	if ( target.needs === 'cart' ) {
		await addItemToCart( context, baseUrl );
	}
	if ( target.needs === 'order' ) {
		return placeOrder( context, baseUrl );
	}
	return target.path;
}

export interface Sizes {
	raw: number;
	gzip: number;
	brotli: number;
}

export interface Asset extends Sizes {
	/** Path and query. */
	url: string;
}

export interface Measurement {
	type: PageType;
	path: string | null;
	status: number;
	/** Set when the page could not be measured. */
	error?: string;
	requests: number;
	scripts: Asset[];
	styles: Asset[];
	js: Sizes;
	css: Sizes;
	/** The HTML document (inline scripts and styles live here). */
	html: Sizes;
	/** Bytes of inline `<script>` text inside the HTML (settings, translations). */
	inlineJs: number;
	/** The inline scripts, each with its sizes and kind (`inlineKind`). */
	inline: InlineScript[];
	/** Font bytes as transferred (woff2 is compressed already). */
	fonts: number;
}

/** Sizes already computed, by the SHA-256 of the bytes (see `sizes`). */
const knownSizes = new Map< string, Sizes >();

/**
 * Raw, gzip (level 9) and brotli (quality 11) sizes, as the build
 * pre-compresses. Brotli at quality 11 costs about 2 s of CPU a megabyte,
 * and the same files come back in every load of a page and on every page
 * (core's scripts, WooCommerce's 2 MB of a cart): each distinct body is
 * compressed once, then known by its hash, in this process and, where the
 * e2e run names a folder for it (KIOSK_E2E_SIZES_DIR, global-setup.cjs), in
 * every test file of the run. The same bytes give the same sizes.
 */
export function sizes( body: Buffer ): Sizes {
	const key = createHash( 'sha256' ).update( body ).digest( 'hex' );
	const dir = process.env.KIOSK_E2E_SIZES_DIR;
	const file = dir ? join( dir, `${ key }.json` ) : '';
	let known = knownSizes.get( key );
	if ( ! known && file ) {
		try {
			known = JSON.parse( readFileSync( file, 'utf8' ) ) as Sizes;
		} catch {}
	}
	if ( known ) {
		knownSizes.set( key, known );
		return { ...known };
	}
	const computed: Sizes = {
		raw: body.length,
		gzip: gzipSync( body, { level: 9 } ).length,
		brotli: brotliCompressSync( body, {
			params: { [ constants.BROTLI_PARAM_QUALITY ]: 11 },
		} ).length,
	};
	knownSizes.set( key, computed );
	if ( file ) {
		try {
			// Written aside and renamed: another worker reads all of it or nothing.
			writeFileSync(
				`${ file }.${ process.pid }.tmp`,
				JSON.stringify( computed )
			);
			renameSync( `${ file }.${ process.pid }.tmp`, file );
		} catch {}
	}
	return { ...computed };
}

function sum( assets: Sizes[] ): Sizes {
	return assets.reduce(
		( total, a ) => ( {
			raw: total.raw + a.raw,
			gzip: total.gzip + a.gzip,
			brotli: total.brotli + a.brotli,
		} ),
		{ raw: 0, gzip: 0, brotli: 0 }
	);
}

const EMPTY: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** A measurement of a page that could not be loaded. */
export function failed(
	target: Target,
	error: string,
	status = 0,
	path: string | null = target.path
): Measurement {
	return {
		type: target.type,
		path,
		status,
		error,
		requests: 0,
		scripts: [],
		styles: [],
		js: EMPTY,
		css: EMPTY,
		html: EMPTY,
		inlineJs: 0,
		inline: [],
		fonts: 0,
	};
}

/** Counts a page's requests and knows when none is in flight. */
export function trackRequests( page: Page ) {
	let total = 0;
	let inflight = 0;
	let last = Date.now();
	const counted = ( url: string ) => ! url.startsWith( 'data:' );
	page.on( 'request', ( request ) => {
		if ( counted( request.url() ) ) {
			total++;
			inflight++;
			last = Date.now();
		}
	} );
	const done = ( request: { url: () => string } ) => {
		if ( counted( request.url() ) ) {
			inflight = Math.max( 0, inflight - 1 );
			last = Date.now();
		}
	};
	page.on( 'requestfinished', done );
	page.on( 'requestfailed', done );
	return {
		total: () => total,
		/** Resolves once no request has been in flight for `ms`. */
		async quiet( ms = 500, timeout = 30000 ) {
			const start = Date.now();
			while ( Date.now() - start < timeout ) {
				if ( inflight === 0 && Date.now() - last >= ms ) {
					return;
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
			}
		},
	};
}

/**
 * Waits until the page has done everything it does without the visitor:
 * the network quiet, then the browser idle (where pages start their
 * idle-time loads, such as the cart's express area, and only once their
 * scripts ran), then the network quiet again, until a round brings no new
 * request. So the count is the same on an idle and on a busy machine:
 * nothing is cut off by a fixed time window.
 */
export async function settle(
	page: Page,
	tracker: ReturnType< typeof trackRequests >,
	rounds = 6
): Promise< void > {
	// The cart's and the checkout's first renders are time-sliced: the
	// browser can go idle between two slices, before the commit that starts
	// their idle-time loads. Their server copies are gone once committed.
	await page.waitForFunction(
		() =>
			! document.querySelector(
				'.kiosk-cart--server, .kiosk-checkout--server'
			),
		undefined,
		{ timeout: 60000 }
	);
	for ( let round = 0; round < rounds; round++ ) {
		const before = tracker.total();
		await tracker.quiet();
		await page.evaluate(
			() =>
				new Promise< void >( ( resolve ) =>
					'requestIdleCallback' in window
						? window.requestIdleCallback( () => resolve(), {
								timeout: 10000,
							} )
						: setTimeout( resolve, 50 )
				)
		);
		await tracker.quiet();
		if ( tracker.total() === before ) {
			return;
		}
	}
}

/**
 * Loads `path` once in `page` (a fresh context: a cold first load) and
 * counts every request until it settled (see `settle`), and the bytes of
 * every script and stylesheet (core handles and lazy chunks included).
 */
export async function measureLoad(
	page: Page,
	baseUrl: string,
	target: Target,
	path: string
): Promise< Measurement > {
	const tracker = trackRequests( page );
	const bodies: Array<
		Promise< { kind: string; url: string; body: Buffer | null } >
	> = [];
	page.on( 'response', ( response ) => {
		const kind = response.request().resourceType();
		if (
			kind === 'script' ||
			kind === 'stylesheet' ||
			kind === 'font' ||
			kind === 'document'
		) {
			const url = response.url().replace( baseUrl, '' );
			bodies.push(
				response.body().then(
					( body ) => ( { kind, url, body } ),
					() => ( { kind, url, body: null } )
				)
			);
		}
	} );
	const response = await page.goto( `${ baseUrl }${ path }`, {
		waitUntil: 'load',
		timeout: 60000,
	} );
	const status = response?.status() ?? 0;
	await settle( page, tracker );
	const loaded = await Promise.all( bodies );
	if ( status >= 400 || status === 0 ) {
		return failed( target, `${ path } answered ${ status }`, status, path );
	}
	const requests = tracker.total();
	const scripts: Asset[] = [];
	const styles: Asset[] = [];
	let html = EMPTY;
	let source = '';
	let fonts = 0;
	for ( const { kind, url, body } of loaded ) {
		if ( ! body ) {
			continue;
		}
		if ( kind === 'script' ) {
			scripts.push( { url, ...sizes( body ) } );
		} else if ( kind === 'stylesheet' ) {
			styles.push( { url, ...sizes( body ) } );
		} else if ( kind === 'font' ) {
			fonts += body.length;
		} else if ( kind === 'document' && html === EMPTY ) {
			html = sizes( body );
			source = body.toString( 'utf8' );
		}
	}
	// From the HTML as the server sent it: an inline script may remove
	// itself once it ran (the cart's recorder does).
	const inline = await page.evaluate( ( markup ) => {
		const doc = new DOMParser().parseFromString( markup, 'text/html' );
		return Array.from( doc.querySelectorAll( 'script:not([src])' ) ).map(
			( s ) => [
				s.id,
				s.getAttribute( 'type' ) || '',
				s.textContent || '',
			]
		);
	}, source );
	const inlineJs = inline.reduce( ( n, [ , , text ] ) => n + text.length, 0 );
	// A stylesheet Kiosk prints inline in place of its link (the cart page's,
	// php/Assets/AssetPlan.php) counts as the stylesheet it stands for.
	const inlineStyles = await page.evaluate( ( markup ) => {
		const doc = new DOMParser().parseFromString( markup, 'text/html' );
		return Array.from(
			doc.querySelectorAll( 'style[id^="kiosk-"][id$="-css"]' )
		).map( ( s ) => [ s.id, s.textContent || '' ] );
	}, source );
	for ( const [ id, text ] of inlineStyles ) {
		styles.push( {
			url: `inline #${ id }`,
			...sizes( Buffer.from( text ) ),
		} );
	}
	return {
		type: target.type,
		path,
		status,
		requests,
		scripts,
		styles,
		js: sum( scripts ),
		css: sum( styles ),
		html,
		inlineJs,
		inline: inline.map( ( [ id, type, text ] ) => ( {
			id,
			kind: inlineKind( id, type, text ),
			...sizes( Buffer.from( text ) ),
		} ) ),
		fonts,
	};
}

/** What a measurement misses of its page type's budget, one line each. */
export function overBudget( m: Measurement ): string[] {
	const budget = BUDGETS[ m.type ];
	if ( ! budget ) {
		return [];
	}
	const kb = ( n: number ) => `${ ( n / KB ).toFixed( 1 ) } KB`;
	const lines: string[] = [];
	if ( ownJs( m ) > budget.own ) {
		lines.push(
			`${ m.type }: Kiosk's JS ${ kb( ownJs( m ) ) } brotli > ${ kb( budget.own ) }`
		);
	}
	if ( budget.all !== undefined && m.js.brotli > budget.all ) {
		lines.push(
			`${ m.type }: JS ${ kb( m.js.brotli ) } brotli > ${ kb( budget.all ) }`
		);
	}
	if ( m.css.brotli > budget.css ) {
		lines.push(
			`${ m.type }: CSS ${ kb( m.css.brotli ) } brotli > ${ kb( budget.css ) }`
		);
	}
	if ( budget.requests !== undefined && m.requests > budget.requests ) {
		lines.push(
			`${ m.type }: ${ m.requests } requests > ${ budget.requests }`
		);
	}
	return lines;
}
