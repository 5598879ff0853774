/**
 * What a reader met on the local site (issue 46): the gallery at the site's
 * own address, the sidebar's newest comments and an article's comment
 * section, and no English from WordPress core on any page type.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';

let host: Host;
let browser: Browser;
const GALLERY_ARTICLE = '/aufstieg-perfekt-fc-jubelt/';

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );
afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

async function open( path: string ): Promise< Page > {
	const page = await newPage( browser );
	await page.goto( `${ host.url }${ path }` );
	return page;
}

test( "the gallery's pictures and links are at the site's own address", async () => {
	// The template was seeded at http://localhost:8080; this site runs elsewhere.
	expect( new URL( host.url ).port ).not.toBe( '8080' );
	const page = await open( GALLERY_ARTICLE );
	const gallery = page.locator( '.wp-block-gallery' );
	await gallery.waitFor();
	const urls = await gallery.evaluate( ( figure ) => [
		...Array.from( figure.querySelectorAll( 'a' ), ( a ) => a.href ),
		...Array.from( figure.querySelectorAll( 'img' ), ( img ) => img.src ),
	] );
	expect( urls ).toHaveLength( 8 );
	for ( const url of urls ) {
		expect( new URL( url ).origin ).toBe( new URL( host.url ).origin );
	}
	// The picture behind the first link loads.
	const first = await page.request.get( urls[ 0 ] );
	expect( first.status() ).toBe( 200 );
	await page.close();
} );

test( 'the „Kommentare“ tab lists the newest approved comments, not the popular posts again', async () => {
	const page = await open( '/' );
	await page.getByRole( 'tab', { name: 'Kommentare' } ).click();
	const panel = page.getByRole( 'tabpanel', { name: 'Kommentare' } );
	const items = panel.getByRole( 'listitem' );
	// Newest first: the comment on the cycle lanes, an hour old.
	await expect( items.first().innerText() ).resolves.toMatch(
		/^Tom Berger zu Neue Radwege am Ring/
	);
	await expect( items.count() ).resolves.toBe( 4 );
	await page.getByRole( 'tab', { name: 'Beliebt' } ).click();
	const popular = await page
		.getByRole( 'tabpanel', { name: 'Beliebt' } )
		.innerText();
	await page.getByRole( 'tab', { name: 'Kommentare' } ).click();
	expect( await panel.innerText() ).not.toBe( popular );
	// The link leads to the comment on its article.
	await items.first().getByRole( 'link' ).click();
	await page.waitForURL( /neue-radwege-am-ring\/#comment-\d+$/ );
	await page
		.getByText( 'Die neue Spur am Ring fahre ich jeden Morgen.', {
			exact: false,
		} )
		.waitFor();
	await page.close();
} );

test( 'an article has its comments and a German comment form; a comment sent waits for approval', async () => {
	const page = await open( GALLERY_ARTICLE );
	const section = page.getByRole( 'region', { name: '2 Kommentare' } );
	await section.getByText( 'Jana Vogel' ).first().waitFor();
	await section.getByText( 'Murat Demir' ).first().waitFor();
	await section
		.getByRole( 'heading', { name: 'Kommentar schreiben' } )
		.waitFor();
	// The fields' names (their „*“ marks are hidden from assistive technology).
	const field = ( name: string ) =>
		section.getByRole( 'textbox', { name, exact: true } );
	await field( 'Kommentar' ).fill( 'Großartiges Spiel!' );
	await field( 'Name' ).fill( 'Lena Leser' );
	await field( 'E-Mail' ).fill( 'lena@example.de' );
	await section.getByRole( 'button', { name: 'Kommentar senden' } ).click();
	await page.waitForURL( /#comment-\d+$/ );
	const stored = JSON.parse(
		host.php(
			`echo wp_json_encode( array_map( static fn ( $c ) => array( $c->comment_author, $c->comment_approved ), get_comments( array( 'author_email' => 'lena@example.de' ) ) ) );`
		)
	);
	expect( stored ).toEqual( [ [ 'Lena Leser', '0' ] ] );
	// Held for moderation: not yet in the sidebar's newest comments.
	const home = await open( '/' );
	await home.getByRole( 'tab', { name: 'Kommentare' } ).click();
	expect(
		await home.getByRole( 'tabpanel', { name: 'Kommentare' } ).innerText()
	).not.toContain( 'Lena Leser' );
	await home.close();
	await page.close();
} );

test( 'with comments closed site-wide and none approved, the sidebar has no „Kommentare“ tab', async () => {
	host.php(
		`update_option( 'default_comment_status', 'closed' ); foreach ( get_comments( array( 'status' => 'approve' ) ) as $c ) { wp_set_comment_status( $c, 'hold' ); }`
	);
	try {
		const page = await open( '/' );
		await page.getByRole( 'tab', { name: 'Neu' } ).waitFor();
		expect(
			await page.getByRole( 'tab', { name: 'Kommentare' } ).count()
		).toBe( 0 );
		await page.close();
	} finally {
		host.php(
			`update_option( 'default_comment_status', 'open' ); foreach ( get_comments( array( 'status' => 'hold', 'author_email__not_in' => array( 'lena@example.de' ) ) ) as $c ) { wp_set_comment_status( $c, 'approve' ); }`
		);
	}
} );

/**
 * WordPress core's English as a reader would meet it (title bar, archive
 * titles, comments, dates); German pages show core's German from its pack.
 */
const CORE_ENGLISH = [
	/Search Results/i,
	/\bPage \d/,
	/\b(Author|Category|Tag|Year|Month|Day|Archives):/,
	/\bArchives\b/,
	/\bsays:/,
	/Leave a Reply/,
	/Comment navigation/,
	/Post Comment/,
	/awaiting moderation/,
	/Nothing Found/,
	/Page not found/,
	/\bUncategorized\b/,
	/\b(January|February|March|May|June|July|October|December)\b/,
	/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/,
	/\b\d{1,2}:\d{2} (am|pm)\b/i,
	/\bat \d{1,2}:\d{2}/,
];

/** The page types a reader meets, one test each (a path or how to find it). */
const PAGE_TYPES: Array< [ string, () => string ] > = [
	[ 'home', () => '/' ],
	[ 'home, page 2', () => '/page/2/' ],
	[ 'article with comments', () => GALLERY_ARTICLE ],
	[ 'category', () => categoryPath() ],
	[ 'category, page 2', () => `${ categoryPath() }page/2/` ],
	[
		'author',
		() =>
			host
				.php(
					`$p = get_page_by_path( 'aufstieg-perfekt-fc-jubelt', OBJECT, 'post' ); echo wp_make_link_relative( get_author_posts_url( (int) $p->post_author ) );`
				)
				.trim(),
	],
	[ 'search results', () => '/?s=Stadt' ],
	[ 'search results, page 2', () => '/?s=Stadt&paged=2' ],
	[ 'search without results', () => '/?s=qqqxyz' ],
	[ 'page not found', () => '/gibt-es-nicht/' ],
	[ 'events page', () => '/veranstaltungen/' ],
	[ 'year archive', () => `/${ new Date().getFullYear() }/` ],
];

function categoryPath(): string {
	return host
		.php(
			`echo wp_make_link_relative( get_category_link( get_category_by_slug( 'sport' ) ) );`
		)
		.trim();
}

test.each( PAGE_TYPES )(
	'the %s shows no WordPress core string in English (title bar and page)',
	async ( _type, path ) => {
		const page = await open( path() );
		const title = await page.title();
		const text = await page.locator( 'body' ).innerText();
		const found: string[] = [];
		for ( const pattern of CORE_ENGLISH ) {
			for ( const [ where, value ] of [
				[ 'title', title ],
				[ 'page', text ],
			] ) {
				const match = pattern.exec( value );
				if ( match ) {
					found.push( `${ where }: ${ match[ 0 ] }` );
				}
			}
		}
		expect( found ).toEqual( [] );
		await page.close();
	}
);

test( 'the title bar of search results and later pages is German', async () => {
	const search = await open( '/?s=Stadt' );
	expect( await search.title() ).toMatch( /^Suchergebnisse für „Stadt“/ );
	await search.close();
	const second = await open( '/page/2/' );
	expect( await second.title() ).toMatch( /Seite 2/ );
	await second.close();
} );

test( 'at 1280×900 the home page sidebar is in view all the way down: the part that fits sticks', async () => {
	const page = await newPage( browser, {
		viewport: { width: 1280, height: 900 },
	} );
	await page.goto( `${ host.url }/`, { waitUntil: 'load' } );
	const sidebar = page.getByRole( 'complementary', { name: 'Seitenleiste' } );
	const height = await sidebar.evaluate(
		( el ) => el.getBoundingClientRect().height
	);
	// The case of the issue: the sidebar is taller than the window.
	expect( height ).toBeGreaterThan( 900 );
	const content = await page
		.locator( '.kiosk-content' )
		.evaluate( ( el ) => el.getBoundingClientRect().height );
	for ( const share of [ 0.4, 0.6, 0.8 ] ) {
		const y = Math.round( ( content - 900 ) * share );
		await page.evaluate( ( top ) => window.scrollTo( 0, top ), y );
		await page.waitForFunction(
			( top ) => Math.abs( window.scrollY - top ) < 2,
			y
		);
		const box = await sidebar.evaluate( ( el ) => {
			const rect = el.getBoundingClientRect();
			return { top: rect.top, bottom: rect.bottom };
		} );
		// Its end is in the window, not scrolled away above it.
		expect( box.bottom ).toBeGreaterThan( 600 );
		expect( box.bottom ).toBeLessThanOrEqual( 900 );
		await page.screenshot( {
			path: `/tmp/reader-shots/sidebar-${ share * 100 }.png`,
		} );
	}
	await page.close();
} );

test( 'the „Top-Themen“ carousel is at the top of the home page, before the category blocks', async () => {
	const page = await open( '/' );
	const before = await page.evaluate( () => {
		const carousel = document.querySelector(
			'[aria-roledescription="Karussell"][aria-label="Top-Themen"]'
		);
		const firstCategory = document.querySelector( '.kiosk-category-block' );
		return !! (
			carousel &&
			firstCategory &&
			carousel.compareDocumentPosition( firstCategory ) &
				window.Node.DOCUMENT_POSITION_FOLLOWING
		);
	} );
	expect( before ).toBe( true );
	await page.close();
} );

test( '„Ressorts“ in the main menu leads to an overview of every category, not to Politik', async () => {
	const page = await open( '/' );
	const nav = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
	const href = await nav
		.getByRole( 'link', { name: 'Ressorts', exact: true } )
		.getAttribute( 'href' );
	expect( href ).not.toMatch( /politik/ );
	await page.goto( new URL( href || '', host.url ).toString() );
	await page.getByRole( 'heading', { name: 'Ressorts', level: 1 } ).waitFor();
	const main = page.getByRole( 'main' );
	for ( const name of [
		'Politik',
		'Wirtschaft',
		'Kultur',
		'Sport',
		'Wissen',
	] ) {
		await main
			.getByRole( 'link', { name: new RegExp( `^${ name }` ) } )
			.first()
			.waitFor();
	}
	await page.close();
} );

test( 'the video frame keeps 16:9, at most the height of the spec (434 px)', async () => {
	const page = await newPage( browser, {
		viewport: { width: 1280, height: 900 },
	} );
	await page.goto( `${ host.url }/` );
	await page.getByRole( 'button', { name: 'Video laden' } ).click();
	const frame = page.locator( '.kiosk-video-playlist__frame' );
	expect( await frame.getAttribute( 'height' ) ).toBe( '434' );
	const box = await frame.evaluate( ( el ) => {
		const rect = el.getBoundingClientRect();
		return { width: rect.width, height: rect.height };
	} );
	expect( box.height ).toBeLessThanOrEqual( 434 );
	expect( Math.abs( box.width / box.height - 16 / 9 ) ).toBeLessThan( 0.02 );
	await page.close();
} );

test( 'the events page lists the upcoming events with date, place and free places', async () => {
	const page = await open( '/veranstaltungen/' );
	const list = page.getByRole( 'list', { name: 'Kommende Veranstaltungen' } );
	const events = list.getByRole( 'listitem' );
	await expect( events.count() ).resolves.toBe( 2 );
	// Soonest first: the reading (in 60 days) before the city walk (in 75).
	const first = events.nth( 0 );
	await first
		.getByRole( 'link', { name: 'Lesung: Neue Stimmen aus der Region' } )
		.waitFor();
	await expect( first.innerText() ).resolves.toMatch(
		/\w+, \d{1,2}\. \w+ \d{4}, 19:30 Uhr · Stadtbibliothek, Lesesaal/
	);
	await first.getByText( /^Noch \d+ Plätze frei$/ ).waitFor();
	await events
		.nth( 1 )
		.getByText( 'Treffpunkt: Marktplatz, am Brunnen', { exact: false } )
		.waitFor();
	await page.close();
} );
