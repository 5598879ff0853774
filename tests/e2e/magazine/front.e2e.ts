/**
 * The magazine front in Chromium: header search, scroll-up, mobile menu,
 * slider, ticker and its popup, tabs, maps fallback.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import { MOBILE } from '../support/measure';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );
afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

async function home( options = {} ): Promise< Page > {
	const page = await newPage( browser, options );
	await page.goto( `${ host.url }/` );
	return page;
}

/** Waits until the header slider's slide in view is `label` (it moved by itself). */
async function headerSliderMovesTo(
	page: Page,
	label: string
): Promise< void > {
	await page.waitForFunction(
		( expected ) =>
			document
				.querySelector(
					'[data-kiosk-slider="header"] .kiosk-slider__slide[aria-hidden="false"]'
				)
				?.getAttribute( 'aria-label' ) === expected,
		label,
		{ timeout: 10000 }
	);
}

test( 'the search icon opens the search, focuses the field after 200 ms, Escape and an outside click close it', async () => {
	const page = await home();
	const toggle = page.getByRole( 'button', { name: 'Suche öffnen' } );
	const field = page.getByRole( 'searchbox', { name: 'Suche nach:' } );
	await expectHidden( field );
	await toggle.click();
	await field.waitFor( { state: 'visible' } );
	expect( await toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	await page.waitForFunction(
		() => document.activeElement?.id === 'kiosk-search-input'
	);
	await page.keyboard.press( 'Escape' );
	await field.waitFor( { state: 'hidden' } );
	expect(
		await page.evaluate( () => document.activeElement?.className )
	).toBe( 'kiosk-search__toggle' );
	await toggle.click();
	await field.waitFor( { state: 'visible' } );
	await page.getByRole( 'heading', { name: 'Eilmeldungen' } ).click();
	await field.waitFor( { state: 'hidden' } );
	expect( await toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	await page.context().close();
} );

async function expectHidden( locator: ReturnType< Page[ 'locator' ] > ) {
	expect( await locator.isVisible() ).toBe( false );
}

test( 'search finds articles and says so when nothing matches', async () => {
	const page = await home();
	await page.getByRole( 'button', { name: 'Suche öffnen' } ).click();
	const field = page.getByRole( 'searchbox', { name: 'Suche nach:' } );
	await page.waitForFunction(
		() => document.activeElement?.id === 'kiosk-search-input'
	);
	await field.fill( 'Theater' );
	await page.keyboard.press( 'Enter' );
	await page
		.getByRole( 'heading', {
			level: 1,
			name: 'Suchergebnisse für „Theater“',
		} )
		.waitFor();
	expect(
		await page
			.getByRole( 'link', {
				name: 'Stadttheater eröffnet die Spielzeit mit „Faust“',
			} )
			.count()
	).toBeGreaterThan( 0 );
	await page.goto( `${ host.url }/?s=Quantenschaumschläger` );
	await page.getByText( 'Leider ergab Ihre Suche keine Treffer.' ).waitFor();
	await page.context().close();
} );

test( 'the scroll-up button appears after 1000 px and takes the reader to the top', async () => {
	const page = await home();
	const button = page.getByRole( 'link', { name: 'Nach oben' } );
	await page.evaluate( () => window.scrollTo( 0, 900 ) );
	await page.waitForTimeout( 300 );
	expect( await button.isVisible() ).toBe( false );
	await page.evaluate( () => window.scrollTo( 0, 1100 ) );
	await button.waitFor( { state: 'visible' } );
	await button.click();
	await page.waitForFunction( () => window.scrollY === 0, undefined, {
		timeout: 3000,
	} );
	await page.context().close();
} );

test( 'at 375 px the menu toggles and the first tap on a parent opens its submenu', async () => {
	const page = await home( {
		viewport: { width: 375, height: 667 },
		hasTouch: true,
		isMobile: true,
	} );
	const toggle = page.getByRole( 'button', { name: 'Menü', exact: true } );
	const parent = page.getByRole( 'link', { name: 'Ressorts' } );
	expect( await parent.isVisible() ).toBe( false );
	await toggle.tap();
	expect( await toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	const maxHeight = await page
		.locator( '#kiosk-primary-menu' )
		.evaluate( ( nav ) => getComputedStyle( nav ).maxHeight );
	expect( maxHeight ).toBe( `${ 667 - 88 }px` );
	const sport = page
		.getByRole( 'navigation', { name: 'Hauptmenü' } )
		.getByRole( 'link', { name: 'Sport', exact: true } );
	expect( await sport.isVisible() ).toBe( false );
	await parent.tap();
	await sport.waitFor( { state: 'visible' } );
	expect( new URL( page.url() ).pathname ).toBe( '/' );
	expect(
		await page
			.getByRole( 'button', { name: 'Untermenü Ressorts' } )
			.getAttribute( 'aria-expanded' )
	).toBe( 'true' );
	// The second tap follows the parent's link: the overview of every category.
	await Promise.all( [ page.waitForURL( '**/ressorts/' ), parent.tap() ] );
	await page.context().close();
} );

test( "on the cart page, which loads only the frame's script, the mobile menu, the search and the scroll-up link work", async () => {
	const page = await newPage( browser, {
		viewport: { width: 375, height: 667 },
		hasTouch: true,
		isMobile: true,
	} );
	await page.goto( `${ host.url }/warenkorb/` );
	expect(
		await page.evaluate( () =>
			[
				...document.querySelectorAll( 'script[id^="kiosk-magazine"]' ),
			].map( ( script ) => script.id )
		)
	).toEqual( [ 'kiosk-magazine-header-js' ] );
	const toggle = page.getByRole( 'button', { name: 'Menü', exact: true } );
	await toggle.tap();
	await page
		.getByRole( 'navigation', { name: 'Hauptmenü' } )
		.getByRole( 'link', { name: 'Ressorts' } )
		.waitFor( { state: 'visible' } );
	expect( await toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	await toggle.tap();
	await page.getByRole( 'button', { name: 'Suche öffnen' } ).tap();
	await page.waitForFunction(
		() => document.activeElement?.id === 'kiosk-search-input'
	);
	await page.keyboard.press( 'Escape' );
	// The empty cart is short: make room to scroll past 1000 px.
	await page.evaluate( () => {
		document.body.style.minHeight = '4000px';
		window.scrollTo( 0, 1100 );
	} );
	await page.getByRole( 'link', { name: 'Nach oben' } ).waitFor( {
		state: 'visible',
	} );
	await page.context().close();
} );

test( 'the header slider advances by itself', async () => {
	const page = await home();
	const slider = page.getByRole( 'region', { name: 'Top-Themen' } );
	// It starts once it comes into view (slider.ts).
	await slider.scrollIntoViewIfNeeded();
	await page
		.locator( '[data-kiosk-slider="header"].swiper-initialized' )
		.waitFor();
	const active = () =>
		slider
			.locator( '.kiosk-slider__slide[aria-hidden="false"]' )
			.getAttribute( 'aria-label' );
	expect( await active() ).toBe( 'Folie 1 von 5' );
	await headerSliderMovesTo( page, 'Folie 2 von 5' );
	await page.context().close();
} );

test( 'the header slider stops with its pause button, by keyboard, until "Abspielen" is pressed', async () => {
	const page = await home();
	const slider = page.getByRole( 'region', { name: 'Top-Themen' } );
	await slider.scrollIntoViewIfNeeded();
	await page
		.locator( '[data-kiosk-slider="header"].swiper-initialized' )
		.waitFor();
	const active = () =>
		slider
			.locator( '.kiosk-slider__slide[aria-hidden="false"]' )
			.getAttribute( 'aria-label' );
	const pause = slider.getByRole( 'button', { name: 'Pause' } );
	await pause.focus();
	await page.keyboard.press( 'Enter' );
	const play = slider.getByRole( 'button', { name: 'Abspielen' } );
	await play.waitFor();
	// Focus and pointer leave the slider: it stays stopped.
	await page
		.getByRole( 'link', { name: 'Kiosk Magazin', exact: true } )
		.focus();
	const stopped = await active();
	await page.waitForTimeout( 7000 );
	expect( await active() ).toBe( stopped );
	await play.focus();
	await page.keyboard.press( 'Space' );
	await slider.getByRole( 'button', { name: 'Pause' } ).waitFor();
	await page.waitForFunction(
		( label ) =>
			document
				.querySelector(
					'[data-kiosk-slider="header"] .kiosk-slider__slide[aria-hidden="false"]'
				)
				?.getAttribute( 'aria-label' ) !== label,
		stopped,
		{ timeout: 8000 }
	);
	await page.context().close();
} );

test( 'on a phone the carousel below the fold loads swiper only when it comes into view, then moves by itself', async () => {
	const page = await newPage( browser, MOBILE );
	const swiper: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /magazine-swiper/.test( request.url() ) ) {
			swiper.push( request.url() );
		}
	} );
	await page.goto( `${ host.url }/` );
	const slider = page.locator( '[data-kiosk-slider="header"]' );
	// Below the first screen on a phone.
	expect( ( await slider.boundingBox() )!.y ).toBeGreaterThan( 823 );
	// Loaded, its slider chunk run (the slides are labelled only by swiper's
	// side) and the network quiet: swiper was not asked for.
	await page.waitForLoadState( 'networkidle' );
	expect( swiper ).toEqual( [] );
	expect(
		await slider.evaluate( ( element ) =>
			element.classList.contains( 'swiper-initialized' )
		)
	).toBe( false );
	await page.evaluate( () => {
		const w = window as unknown as { shifted: number };
		w.shifted = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				w.shifted += ( entry as unknown as { value: number } ).value;
			}
		} ).observe( { type: 'layout-shift' } );
	} );
	await slider.scrollIntoViewIfNeeded();
	await page
		.locator( '[data-kiosk-slider="header"].swiper-initialized' )
		.waitFor();
	expect( swiper.length ).toBeGreaterThan( 0 );
	// Swiper taking over the server's row moves nothing on the screen.
	await page.evaluate(
		() => new Promise( ( resolve ) => requestAnimationFrame( resolve ) )
	);
	expect(
		await page.evaluate(
			() => ( window as unknown as { shifted: number } ).shifted
		)
	).toBe( 0 );
	await headerSliderMovesTo( page, 'Folie 2 von 5' );
	await page.context().close();
} );

test( 'the news ticker stops with its pause button and moves again with "Abspielen"', async () => {
	const page = await home();
	const ticker = page.getByRole( 'region', { name: 'Eilmeldungen' } );
	const first = () =>
		ticker
			.locator( '.kiosk-ticker__item' )
			.first()
			.locator( '.kiosk-ticker__link' )
			.textContent();
	await ticker.getByRole( 'button', { name: 'Pause' } ).focus();
	await page.keyboard.press( 'Space' );
	const play = ticker.getByRole( 'button', { name: 'Abspielen' } );
	await play.waitFor();
	await page
		.getByRole( 'link', { name: 'Kiosk Magazin', exact: true } )
		.focus();
	const stopped = await first();
	await page.waitForTimeout( 5000 );
	expect( await first() ).toBe( stopped );
	await play.focus();
	await page.keyboard.press( 'Enter' );
	await page.waitForFunction(
		( text ) =>
			document.querySelector( '.kiosk-ticker__item .kiosk-ticker__link' )
				?.textContent !== text,
		stopped,
		{ timeout: 6000 }
	);
	await page.context().close();
} );

test( 'the news ticker moves and pauses on hover', async () => {
	const page = await home();
	const first = () =>
		page
			.locator( '.kiosk-ticker__item' )
			.first()
			.locator( '.kiosk-ticker__link' )
			.textContent();
	const before = await first();
	await page.waitForFunction(
		( text ) =>
			document.querySelector( '.kiosk-ticker__item .kiosk-ticker__link' )
				?.textContent !== text,
		before,
		{ timeout: 7000 }
	);
	await page.getByRole( 'region', { name: 'Eilmeldungen' } ).hover();
	const paused = await first();
	await page.waitForTimeout( 5000 );
	expect( await first() ).toBe( paused );
	await page.context().close();
} );

test( 'a ticker popup link loads the article fragment into a dialog', async () => {
	const page = await home();
	await page.getByRole( 'region', { name: 'Eilmeldungen' } ).hover();
	const link = page.locator( '.kiosk-ticker__popup' ).first();
	const title = ( await link.textContent() )!
		.replace( 'Vorschau: ', '' )
		.trim();
	await link.click();
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByRole( 'heading', { name: title } ).waitFor();
	await dialog.getByRole( 'link', { name: /Weiterlesen/ } ).waitFor();
	await dialog.getByRole( 'button', { name: 'Schließen' } ).click();
	await dialog.waitFor( { state: 'hidden' } );
	await page.context().close();
} );

test( 'the tabs work by keyboard', async () => {
	const page = await home();
	const beliebt = page.getByRole( 'tab', { name: 'Beliebt' } );
	await beliebt.focus();
	await page.keyboard.press( 'ArrowRight' );
	const neu = page.getByRole( 'tab', { name: 'Neu' } );
	expect( await neu.getAttribute( 'aria-selected' ) ).toBe( 'true' );
	expect(
		await neu.evaluate( ( el ) => el === document.activeElement )
	).toBe( true );
	await page.getByRole( 'tabpanel', { name: 'Neu' } ).waitFor();
	expect(
		await page.getByRole( 'tabpanel', { name: 'Beliebt' } ).count()
	).toBe( 0 );
	await page.keyboard.press( 'End' );
	expect(
		await page
			.getByRole( 'tab', { name: 'Kommentare' } )
			.getAttribute( 'aria-selected' )
	).toBe( 'true' );
	await page.keyboard.press( 'Tab' );
	expect( await page.evaluate( () => document.activeElement?.id ) ).toBe(
		'kiosk-tabpanel-kommentare'
	);
	await page.context().close();
} );

test( 'the video playlist loads nothing before the reader asks, then plays the chosen video', async () => {
	const page = await home();
	expect( await page.locator( '.kiosk-video-playlist iframe' ).count() ).toBe(
		0
	);
	// The playlist starts in a task of its own after the page's first
	// behaviours (src/magazine/behaviours.ts); its consent gate shows it
	// has. Before that, an item is a plain link to the video's page.
	await page.getByRole( 'button', { name: 'Video laden' } ).waitFor();
	await page
		.getByRole( 'link', { name: 'Eine Nacht in der Sternwarte' } )
		.click();
	expect( await page.locator( '.kiosk-video-playlist iframe' ).count() ).toBe(
		0
	);
	await page.getByRole( 'button', { name: 'Video laden' } ).click();
	const frame = page.locator( '.kiosk-video-playlist__frame' );
	expect( await frame.getAttribute( 'height' ) ).toBe( '434' );
	expect( await frame.getAttribute( 'src' ) ).toContain(
		'youtube-nocookie.com/embed/sternwarte'
	);
	expect( await frame.getAttribute( 'title' ) ).toBe(
		'Video: Eine Nacht in der Sternwarte'
	);
	await page.context().close();
} );

test( 'without tiles the map degrades to the address link', async () => {
	const page = await newPage( browser );
	await page.route( /tile\.openstreetmap\.org/, ( route ) => route.abort() );
	await page.goto( `${ host.url }/` );
	await page
		.getByRole( 'heading', { name: 'So finden Sie uns' } )
		.scrollIntoViewIfNeeded();
	await page.getByRole( 'button', { name: 'Karte laden' } ).click();
	await page
		.locator( '.kiosk-map.is-degraded' )
		.waitFor( { timeout: 10000 } );
	await page
		.getByRole( 'link', {
			name: /Kiosk Magazin – auf der Karte ansehen/,
		} )
		.waitFor();
	await page.context().close();
} );

test( 'no request leaves the site before the reader asks for the map or a video, and one goes out after; the choice can be remembered', async () => {
	const page = await newPage( browser );
	const offSite: string[] = [];
	await page.route(
		( url ) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
		( route ) => {
			offSite.push( new URL( route.request().url() ).hostname );
			return route.abort();
		}
	);
	await page.goto( `${ host.url }/` );
	await page
		.getByRole( 'heading', { name: 'So finden Sie uns' } )
		.scrollIntoViewIfNeeded();
	await page.waitForLoadState( 'networkidle' );
	await page.evaluate( () =>
		window.scrollTo( 0, document.body.scrollHeight )
	);
	await page.waitForTimeout( 500 );
	expect( offSite ).toEqual( [] );
	await page
		.locator( '.kiosk-map' )
		.getByText(
			'Beim Laden überträgt Ihr Browser Daten wie Ihre IP-Adresse an tile.openstreetmap.org.',
			{ exact: false }
		)
		.waitFor();
	const tile = page.waitForRequest( /tile\.openstreetmap\.org/ );
	await page.getByRole( 'button', { name: 'Karte laden' } ).click();
	// The request event comes before the route handler records it.
	expect( new URL( ( await tile ).url() ).hostname ).toBe(
		'tile.openstreetmap.org'
	);

	// Remembered on this device: the next page loads the video at once.
	await page
		.locator( '.kiosk-video-playlist' )
		.getByRole( 'checkbox', {
			name: 'Karten und Videos auf diesem Gerät immer laden',
		} )
		.check();
	// The embed's request starts after the click, once the iframe is in.
	const video = page.waitForRequest( /www\.youtube-nocookie\.com/ );
	await page.getByRole( 'button', { name: 'Video laden' } ).click();
	expect( new URL( ( await video ).url() ).hostname ).toBe(
		'www.youtube-nocookie.com'
	);
	await page.reload();
	await page
		.locator( '.kiosk-video-playlist__frame' )
		.waitFor( { state: 'attached' } );
	expect(
		await page.getByRole( 'button', { name: 'Video laden' } ).count()
	).toBe( 0 );
	await page.context().close();
} );
