/**
 * Issue 45, finding 1 on the real stack: a Contributor's post carries
 * `data-kiosk-*` markup (WordPress's kses keeps `data-*` attributes for
 * Contributors and Authors) and waits as pending; an administrator opens
 * its preview, scrolls to the markup and clicks its links. No payload may
 * run (the map's attribution, a playlist item's `javascript:` source, a
 * ticker link's `data:` fragment) and no request may leave for another
 * host (a tile server, a video host of the author's choosing): the magazine
 * scripts act only on the markup the theme rendered.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { logInTo } from '../support/wordpress';
import { installDetector } from './payloads';

const site = siteForThisFile();

const CONTRIBUTOR = {
	user: 'beitragende',
	password: 'Beitrag2026!',
} as const;

/** What the Contributor writes in the post (as the code editor saves it). */
const CONTENT = [
	'<p>Ein harmloser Absatz.</p>',
	// The map: a tile source on the site itself, the attribution as HTML, no consent texts.
	`<div data-kiosk-map="" data-longitude="13.4" data-latitude="52.5" data-tile-url="/wp-content/uploads/x.webp?{z}/{x}/{y}" data-tile-attribution="&lt;img src=x onerror=__xssHit('map-attribution')&gt;"></div>`,
	// A map whose tiles would come from the author's server.
	`<div data-kiosk-map="" data-longitude="13.4" data-latitude="52.5" data-tile-url="https://tiles.fremd.example/{z}/{x}/{y}.png" data-tile-attribution="Fremd"></div>`,
	// A playlist: a javascript: source and a foreign embed.
	`<section data-kiosk-video-playlist=""><div class="kiosk-video-playlist__player"></div><ol><li><a class="kiosk-video-playlist__item" href="#video-eins" data-kiosk-video-src="javascript:__xssHit('video-src')">Video eins</a></li><li><a class="kiosk-video-playlist__item" href="#video-zwei" data-kiosk-video-src="https://video.fremd.example/embed/1">Video zwei</a></li></ol></section>`,
	// A ticker link whose fragment is a data: document.
	`<section data-kiosk-ticker=""><ul><li><a class="kiosk-ticker__popup" href="#ticker" data-kiosk-fragment="data:text/html,&lt;img src=x onerror=__xssHit('ticker-fragment')&gt;">Vorschau öffnen</a></li></ul></section>`,
	// A share link and a lightbox link (to the site itself: a plain link may lead anywhere, a popup or a lightbox must not open).
	`<p><a data-kiosk-share="fremd" href="#teilen">Teilen</a> <a data-kiosk-lightbox="" href="#bild">Bild</a></p>`,
].join( '\n' );

let postId = 0;

beforeAll( () => {
	postId = Number(
		site.host
			.php(
				`
			$user = wp_insert_user( array( 'user_login' => '${ CONTRIBUTOR.user }', 'user_pass' => '${ CONTRIBUTOR.password }', 'user_email' => 'beitragende@example.test', 'role' => 'contributor' ) );
			wp_set_current_user( $user );
			kses_init();
			$content = base64_decode( '${ Buffer.from( CONTENT ).toString( 'base64' ) }' );
			echo wp_insert_post( wp_slash( array( 'post_title' => 'Ein Beitrag zur Prüfung', 'post_content' => $content, 'post_status' => 'pending', 'post_author' => $user ) ) );
		`
			)
			.trim()
	);
} );

/** Off-site requests (of the page and any popup) are never sent; those to the author's hosts are recorded. */
async function recordOffSite( page: Page ): Promise< string[] > {
	const sent: string[] = [];
	await page.context().route(
		( url ) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
		( route ) => {
			// The hosts the author named (WordPress's own off-site requests,
			// such as the toolbar's avatar, are not counted).
			if (
				new URL( route.request().url() ).hostname.endsWith(
					'fremd.example'
				)
			) {
				sent.push( route.request().url() );
			}
			return route.abort();
		}
	);
	return sent;
}

test( 'the saved post still holds the data-kiosk-* markup (kses keeps it for a Contributor)', () => {
	const saved = site.host.php(
		`$post = get_post( ${ postId } ); echo $post->post_status, '|', user_can( (int) $post->post_author, 'unfiltered_html' ) ? 'unfiltered' : 'filtered', '|', $post->post_content;`
	);
	expect( saved ).toMatch( /^pending\|filtered\|/ );
	expect( saved ).toContain( 'data-kiosk-map' );
	// kses keeps the javascript: value (it checks URLs only in href, src and the like).
	expect( saved ).toContain( 'data-kiosk-video-src="javascript:__xssHit(' );
	expect( saved ).toContain( 'data-kiosk-fragment="data:text/html' );
	expect( saved ).toContain( 'data-tile-attribution=' );
} );

test( "an administrator previews the pending post: nothing runs, nothing leaves for the author's hosts", async () => {
	const page = await newPage( site.browser );
	const detector = await installDetector( page );
	const sent = await recordOffSite( page );
	const preview = `${ site.host.url }/?p=${ postId }&preview=true`;
	await logInTo( page, `${ site.host.url }/wp-admin/edit.php` );
	await page.goto( preview );
	await page
		.getByRole( 'heading', { name: 'Ein Beitrag zur Prüfung', level: 1 } )
		.waitFor();
	// The magazine script is on the page (the article's share links ask for it).
	await page.waitForFunction( () =>
		Array.from( document.scripts ).some( ( s ) =>
			/\/magazine\.js|kiosk-magazine-js/.test( `${ s.src } ${ s.id }` )
		)
	);
	await page.waitForLoadState( 'load' );
	// The reader scrolls to each map (Leaflet would load now) and clicks every link.
	const maps = page.locator( '.kiosk-article__content [data-kiosk-map]' );
	expect( await maps.count() ).toBe( 2 );
	for ( let i = 0; i < 2; i++ ) {
		await maps.nth( i ).scrollIntoViewIfNeeded();
	}
	let popups = 0;
	for ( const name of [
		'Video eins',
		'Video zwei',
		'Vorschau öffnen',
		'Teilen',
		'Bild',
	] ) {
		const popup = page
			.context()
			.waitForEvent( 'page', { timeout: 2000 } )
			.catch( () => null );
		await page
			.getByRole( 'link', { name, exact: true } )
			.click( { noWaitAfter: true } );
		const opened = await popup;
		if ( opened ) {
			popups++;
			await opened.close();
		}
		if ( ! page.url().startsWith( preview ) ) {
			await page.goto( preview );
		}
	}
	// Whatever the clicks and the maps started has had its chance: every
	// image settled, two frames and a task.
	await page.waitForFunction( () =>
		Array.from( document.images ).every( ( image ) => image.complete )
	);
	await page.evaluate(
		() =>
			new Promise< void >( ( resolve ) =>
				requestAnimationFrame( () =>
					requestAnimationFrame( () => setTimeout( resolve, 0 ) )
				)
			)
	);
	expect( {
		hits: detector.hits,
		armed: await detector.armed(),
		sent,
		popups,
		taken: await page
			.locator(
				'.kiosk-article__content :is(.kiosk-map__canvas, .leaflet-container, .kiosk-consent, iframe), dialog.kiosk-popup, .pswp'
			)
			.count(),
	} ).toEqual( { hits: [], armed: [], sent: [], popups: 0, taken: 0 } );
	await page.close();
} );
