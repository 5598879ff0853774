/**
 * A reader on the production-shaped stack (issue 44): two nginx + PHP-FPM
 * nodes behind an nginx balancer with the full-page cache, Redis as the
 * object cache. The second visit to an article comes from the cache and
 * the page still works; what changes by the day or by the visitor is right
 * on a cached page; and the nodes write nothing to their disks while
 * serving.
 */
import { readdirSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { productionSiteForThisFile } from './support/production-site';
import { cacheStatus, fetchStatus, warm } from './support/cache';

const site = productionSiteForThisFile();
const ARTICLE = '/aufstieg-perfekt-fc-jubelt/';
const EVENT = '/veranstaltungen/lesung-neue-stimmen/';

/** A reader's page; requests to other hosts (map tiles, video) are answered empty, never sent. */
async function readerPage(
	options: Parameters< typeof newPage >[ 1 ] = {}
): Promise< Page > {
	const page = await newPage( site.browser, options );
	await page.context().route(
		( url ) => url.hostname !== 'localhost',
		( route ) => route.fulfill( { status: 204, body: '' } )
	);
	return page;
}

/**
 * Every file under each node's wp-content and under the uploads folder the
 * nodes share, with its modification time.
 */
function nodeFiles(): Map< string, number > {
	const files = new Map< string, number >();
	const walk = ( root: string, dir: string ) => {
		for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
			const path = join( dir, entry.name );
			if ( entry.isDirectory() ) {
				walk( root, path );
			} else if ( entry.isFile() ) {
				files.set( relative( root, path ), statSync( path ).mtimeMs );
			}
		}
	};
	for ( const node of site.nodes ) {
		// Its uploads folder is a link to the shared one (not followed here).
		walk( node.dir, join( node.dir, 'wp-content' ) );
	}
	walk( site.shared, join( site.shared, 'wp-content', 'uploads' ) );
	return files;
}

/** A header of a node's own answer (asked directly, as the balancer asks it, with the site's host). */
function nodeHeader(
	port: number,
	path: string,
	name: string
): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		get(
			{
				host: '127.0.0.1',
				port,
				path,
				headers: { Host: new URL( site.url ).host },
			},
			( response ) => {
				response.resume();
				response.on( 'end', () =>
					resolve( String( response.headers[ name ] ?? '' ) )
				);
			}
		).on( 'error', reject );
	} );
}

let before: Map< string, number >;
beforeAll( () => {
	before = nodeFiles();
} );

test( "a reader's second visit to an article comes from the cache, and the menu and the search work there", async () => {
	const first = await readerPage();
	const answer = await first.goto( `${ site.url }${ ARTICLE }` );
	expect( [ 'MISS', 'HIT' ] ).toContain( cacheStatus( answer ) );
	await first.context().close();

	const page = await readerPage( {
		viewport: { width: 375, height: 667 },
		hasTouch: true,
		isMobile: true,
	} );
	const second = await page.goto( `${ site.url }${ ARTICLE }` );
	expect( cacheStatus( second ) ).toBe( 'HIT' );
	// The menu.
	const toggle = page.getByRole( 'button', { name: 'Menü', exact: true } );
	await toggle.tap();
	expect( await toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	await toggle.tap();
	// The search.
	await page.getByRole( 'button', { name: 'Suche öffnen' } ).click();
	await page
		.getByRole( 'searchbox', { name: 'Suche nach:' } )
		.fill( 'Theater' );
	await page.keyboard.press( 'Enter' );
	await page
		.getByRole( 'heading', {
			level: 1,
			name: 'Suchergebnisse für „Theater“',
		} )
		.waitFor();
	await page.context().close();
}, 120000 );

test( "a cached page's scripts and styles, asked with their version, come from the cache too, also for a shopper with a cart", async () => {
	await warm( `${ site.url }${ ARTICLE }` );
	const html = await ( await fetch( `${ site.url }${ ARTICLE }` ) ).text();
	const files = [
		...html.matchAll(
			/<(?:script[^>]+src|link[^>]+href)=["']([^"']+)["']/g
		),
	]
		.map(
			( [ , url ] ) => new URL( url.replace( /&#0?38;/g, '&' ), site.url )
		)
		.filter(
			( url ) =>
				url.origin === new URL( site.url ).origin &&
				/\.(js|css)$/.test( url.pathname ) &&
				url.searchParams.has( 'ver' )
		);
	expect( files.length ).toBeGreaterThan( 2 );
	for ( const url of files ) {
		await warm( url.href );
		const shopper = await fetch( url.href, {
			headers: {
				Cookie: 'woocommerce_items_in_cart=1; woocommerce_cart_hash=abc',
			},
		} );
		await shopper.arrayBuffer();
		expect( [ url.pathname, shopper.status ] ).toEqual( [
			url.pathname,
			200,
		] );
		expect( [ url.pathname, shopper.headers.get( 'x-cache' ) ] ).toEqual( [
			url.pathname,
			'HIT',
		] );
	}
	// A page itself still passes the cache for that shopper.
	const page = await fetch( `${ site.url }${ ARTICLE }?ver=1`, {
		headers: { Cookie: 'woocommerce_items_in_cart=1' },
	} );
	await page.arrayBuffer();
	expect( page.headers.get( 'x-cache' ) ).toBe( 'BYPASS' );
} );

test( 'the contact form on a cached page sends', async () => {
	await warm( `${ site.url }/kontakt/` );
	const page = await readerPage();
	const schema = page.waitForResponse( ( r ) =>
		r.url().endsWith( '/feedback/schema' )
	);
	const form = await page.goto( `${ site.url }/kontakt/` );
	await schema;
	expect( cacheStatus( form ) ).toBe( 'HIT' );
	await page.getByLabel( 'Ihr Name' ).fill( 'Erika Mustermann' );
	await page.getByLabel( 'Ihre E-Mail-Adresse' ).fill( 'erika@example.de' );
	await page.getByLabel( 'Betreff' ).fill( 'Aus dem Cache' );
	await page
		.getByLabel( 'Ihre Nachricht' )
		.fill( 'Diese Seite kam aus dem Seiten-Cache.' );
	await page.getByRole( 'checkbox', { name: 'Leserbrief' } ).check();
	await page
		.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
		.check();
	const question = await page.locator( '.wpcf7-quiz-label' ).textContent();
	const [ , a, b ] = /(\d+) plus (\d+)/.exec( question || '' ) || [];
	await page
		.getByLabel( /Wie viel ist/ )
		.fill( String( Number( a ) + Number( b ) ) );
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	await page
		.getByText( 'Vielen Dank für Ihre Nachricht. Sie wurde gesendet.' )
		.first()
		.waitFor();
	await page.context().close();
}, 120000 );

test( "the cache keeps a page 10 minutes at most and never past midnight, and a cached page shows today's date", async () => {
	const seconds = Number(
		await nodeHeader( site.nodes[ 0 ].port, '/', 'x-accel-expires' )
	);
	const berlin = new Date(
		new Date().toLocaleString( 'en-US', { timeZone: 'Europe/Berlin' } )
	);
	const toMidnight =
		24 * 3600 -
		( berlin.getHours() * 3600 +
			berlin.getMinutes() * 60 +
			berlin.getSeconds() );
	expect( seconds ).toBeGreaterThan( 0 );
	expect( seconds ).toBeLessThanOrEqual( Math.min( 600, toMidnight + 5 ) );

	await warm( `${ site.url }/` );
	const page = await readerPage();
	expect( cacheStatus( await page.goto( `${ site.url }/` ) ) ).toBe( 'HIT' );
	const today = new Intl.DateTimeFormat( 'en-CA', {
		timeZone: 'Europe/Berlin',
	} ).format( new Date() );
	expect(
		await page
			.locator( '.kiosk-topbar__date time' )
			.getAttribute( 'datetime' )
	).toBe( today );
	await page.context().close();
}, 120000 );

test( 'new breaking news (another sticky post) purges the cached pages', async () => {
	await warm( `${ site.url }/` );
	const title = site
		.php(
			`$post = get_posts( array( 'numberposts' => 1, 'offset' => 3, 'ignore_sticky_posts' => true ) )[0];
			update_option( 'sticky_posts', array( $post->ID ) );
			echo html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' );`
		)
		.trim();
	const page = await readerPage();
	expect( cacheStatus( await page.goto( `${ site.url }/` ) ) ).toBe( 'MISS' );
	await page
		.locator( '.kiosk-topbar__breaking' )
		.getByRole( 'link', { name: title } )
		.waitFor();
	await page.context().close();
}, 120000 );

test( "the reader's remembered map and video consent applies on a cached page", async () => {
	await warm( `${ site.url }/` );
	const page = await readerPage();
	await page.goto( `${ site.url }/wp-includes/images/blank.gif` );
	await page.evaluate( () =>
		window.localStorage.setItem( 'kiosk-external-media', 'allow' )
	);
	expect( cacheStatus( await page.goto( `${ site.url }/` ) ) ).toBe( 'HIT' );
	await page.locator( '.kiosk-map' ).scrollIntoViewIfNeeded();
	await page
		.locator( '.kiosk-video-playlist__frame' )
		.waitFor( { state: 'attached' } );
	expect(
		await page.getByRole( 'button', { name: 'Karte laden' } ).count()
	).toBe( 0 );
	expect(
		await page.getByRole( 'button', { name: 'Video laden' } ).count()
	).toBe( 0 );
	await page.context().close();
}, 120000 );

test( "an RSVP purges the event's cached page: the next reader sees the places left", async () => {
	await warm( `${ site.url }${ EVENT }` );
	const left = () =>
		JSON.parse(
			site.php(
				`$event = get_page_by_path( 'veranstaltungen/lesung-neue-stimmen' );
				$places = array();
				foreach ( Tribe__Tickets__Tickets::get_all_event_tickets( $event->ID ) as $ticket ) { $places[ $ticket->name ] = $ticket->remaining(); }
				echo wp_json_encode( $places );`
			)
		) as Record< string, number >;
	const placesBefore = left();
	const page = await readerPage();
	expect( cacheStatus( await page.goto( `${ site.url }${ EVENT }` ) ) ).toBe(
		'HIT'
	);
	const block = page.locator( '.tribe-tickets__rsvp-wrapper' ).first();
	await block.getByRole( 'button', { name: 'Teilnehmen' } ).click();
	await block
		.locator( 'input.tribe-tickets__rsvp-form-field-name' )
		.fill( 'Max Muster' );
	await block
		.locator( 'input.tribe-tickets__rsvp-form-field-email' )
		.fill( 'max@example.de' );
	await block.getByRole( 'button', { name: 'Reservierung buchen' } ).click();
	await page.getByText( 'Ihre Reservierung ist eingegangen.' ).waitFor();
	await page.context().close();
	const placesAfter = left();
	const [ ticket ] = Object.keys( placesBefore ).filter(
		( name ) => placesAfter[ name ] === placesBefore[ name ] - 1
	);
	expect( ticket ).toBeTruthy();
	const next = await readerPage();
	expect( cacheStatus( await next.goto( `${ site.url }${ EVENT }` ) ) ).toBe(
		'MISS'
	);
	await next
		.getByText( `Noch ${ placesAfter[ ticket ] } Plätze frei` )
		.first()
		.waitFor();
	await next.context().close();
}, 120000 );

test( 'the nodes wrote nothing to their wp-content while serving', async () => {
	// Cookie-less visits that a cache would otherwise answer: make the nodes
	// render; the cart and the checkout join core's scripts (CoreScripts),
	// which once wrote a file into uploads.
	for ( const path of [
		'/',
		ARTICLE,
		'/shop/',
		'/kontakt/',
		'/warenkorb/',
		'/kasse/',
	] ) {
		expect(
			await fetchStatus( `${ site.url }${ path }?utm_source=test` )
		).not.toBe( 'HIT' );
	}
	const after = nodeFiles();
	const written = [ ...after ]
		.filter( ( [ path, mtime ] ) => before.get( path ) !== mtime )
		.map( ( [ path ] ) => path );
	expect( written ).toEqual( [] );
} );

test( "every node shows Kiosk's German page while the database is down, not only the one Kiosk was activated on", () => {
	for ( const node of site.nodes ) {
		// The node's own PHP and wp-content, with a database that cannot be reached.
		const page = site.nodePhp( node, 'echo "database reached";', {
			KIOSK_DB_HOST: 'localhost:/nonexistent/kiosk-mysqld.sock',
		} );
		expect( { node: node.name, page } ).toEqual( {
			node: node.name,
			page: expect.stringContaining( 'Kurz nicht erreichbar' ),
		} );
		expect( page ).not.toContain( 'database reached' );
	}
} );
