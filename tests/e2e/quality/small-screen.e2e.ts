/**
 * 320 px wide (what 400 % zoom leaves of a desktop window) and
 * `prefers-reduced-motion: reduce`: no page scrolls sideways, no control
 * is cut off, the menu and search still work, and under reduced motion the
 * sliders, the ticker and smooth scrolling stop, while they do move
 * without it (so the check can fail).
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';
import {
	MOBILE,
	PAGE_TYPES,
	discoverTargets,
	type Target,
} from '../support/measure';
import { openPage } from './a11y-helpers';

const NARROW = { ...MOBILE, viewport: { width: 320, height: 640 } };

let host: Host;
let browser: Browser;
let targets: Target[];

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
	targets = await discoverTargets( host.url );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

/** Controls in <main> and the header that stick out of a 320 px viewport, and the page's own width. */
function overflow( page: Page ) {
	return page.evaluate( () => {
		const width = document.documentElement.clientWidth;
		const cut = [
			...document.querySelectorAll< HTMLElement >(
				'header a, header button, header input, main a, main button, main input, main select, main textarea, main label'
			),
		]
			.filter( ( el ) => {
				const rect = el.getBoundingClientRect();
				const style = getComputedStyle( el );
				const hidden =
					rect.width === 0 ||
					rect.height === 0 ||
					style.visibility === 'hidden' ||
					el.closest(
						'.screen-reader-text, [hidden], [aria-hidden="true"], .swiper-slide, .kiosk-slider__track, .kiosk-ticker__viewport, .kiosk-tabs__list'
					);
				return ! hidden && ( rect.left < -1 || rect.right > width + 1 );
			} )
			.map(
				( el ) =>
					`${ el.tagName.toLowerCase() }${ el.className ? `.${ String( el.className ).split( ' ' )[ 0 ] }` : '' } "${ ( el.textContent || el.getAttribute( 'aria-label' ) || '' ).trim().slice( 0, 30 ) }"`
			);
		return {
			scrollWidth: document.documentElement.scrollWidth,
			width,
			cut: cut.slice( 0, 8 ),
		};
	} );
}

test.each( [ ...PAGE_TYPES ] )(
	'the %s page fits 320 px without sideways scrolling or cut-off controls',
	async ( type ) => {
		const page = await openPage( browser, host.url, targets, type, NARROW );
		try {
			const result = await overflow( page );
			expect( result.cut ).toEqual( [] );
			expect( result.scrollWidth ).toBeLessThanOrEqual( result.width );
		} finally {
			await page.context().close();
		}
	}
);

test( 'at 320 px the menu opens, its links are reachable, and the search opens', async () => {
	const page = await openPage( browser, host.url, targets, 'home', NARROW );
	try {
		const toggle = page.getByRole( 'button', {
			name: 'Menü',
			exact: true,
		} );
		await toggle.click();
		const menu = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
		await menu.getByRole( 'link', { name: 'Startseite' } ).waitFor();
		const shop = menu.getByRole( 'link', { name: 'Shop' } );
		await shop.scrollIntoViewIfNeeded();
		const box = await shop.boundingBox();
		expect( box && box.x >= 0 && box.x + box.width <= 321 ).toBe( true );
		await toggle.click();
		await page.getByRole( 'button', { name: 'Suche öffnen' } ).click();
		const input = page.getByRole( 'searchbox', { name: 'Suche nach:' } );
		await input.waitFor();
		await input.fill( 'Kiosk' );
		await input.press( 'Enter' );
		await page.waitForURL( /[?&]s=Kiosk/ );
	} finally {
		await page.context().close();
	}
} );

/** Where the header slider and the ticker stand, to compare over time. */
function motionState( page: Page ) {
	return page.evaluate( () => {
		const slider = document.querySelector( '[data-kiosk-slider="header"]' );
		const active = slider?.querySelector( '.swiper-slide-active' );
		const slides = slider
			? [ ...slider.querySelectorAll( '.kiosk-slider__slide' ) ]
			: [];
		const list = document.querySelector< HTMLElement >(
			'.kiosk-ticker__list'
		);
		return {
			slide: active
				? slides.indexOf( active ) +
					( active.getAttribute( 'data-swiper-slide-index' ) || '' )
				: null,
			ticker: list
				? `${ getComputedStyle( list ).transform }|${ list.firstElementChild?.textContent?.trim().slice( 0, 20 ) }`
				: null,
		};
	} );
}

async function watchMotion( reducedMotion: 'reduce' | 'no-preference' ) {
	const page = await openPage( browser, host.url, targets, 'home', {
		...MOBILE,
		reducedMotion,
	} );
	try {
		// The slider starts once it comes into view (slider.ts).
		await page
			.locator( '[data-kiosk-slider="header"]' )
			.scrollIntoViewIfNeeded();
		await page
			.locator( '[data-kiosk-slider="header"].swiper-initialized' )
			.waitFor();
		const before = await motionState( page );
		// Header slider: 5000 ms pause + 1500 ms transition; ticker: every 4000 ms over 1000 ms.
		await page.waitForTimeout( 7000 );
		const after = await motionState( page );
		const smooth = await page.evaluate(
			() => getComputedStyle( document.documentElement ).scrollBehavior
		);
		const pauseButtons = await page
			.locator( '[data-kiosk-autoplay-toggle]:visible' )
			.count();
		return { before, after, smooth, pauseButtons };
	} finally {
		await page.context().close();
	}
}

test( 'reduced motion stops the header slider, the ticker and smooth scrolling, which move without it', async () => {
	const [ reduced, moving ] = await Promise.all( [
		watchMotion( 'reduce' ),
		watchMotion( 'no-preference' ),
	] );
	expect( reduced.before.slide ).not.toBeNull();
	expect( reduced.before.ticker ).not.toBeNull();
	expect( reduced.after ).toEqual( reduced.before );
	expect( reduced.smooth ).not.toBe( 'smooth' );
	// Nothing moves, so nothing to pause; with motion every moving widget has its button.
	expect( reduced.pauseButtons ).toBe( 0 );
	expect( moving.pauseButtons ).toBeGreaterThanOrEqual( 2 );
	expect( moving.after.slide ).not.toEqual( moving.before.slide );
	expect( moving.after.ticker ).not.toEqual( moving.before.ticker );
} );

test( 'under reduced motion "Nach oben" jumps to the top at once and the slider buttons still work', async () => {
	const page = await openPage( browser, host.url, targets, 'home', {
		...NARROW,
		reducedMotion: 'reduce',
	} );
	try {
		const next = page.locator(
			'[data-kiosk-slider="header"] .kiosk-slider__next'
		);
		// Pressed before the slider started (it starts as it comes into
		// view, or at the press): the press is not lost.
		await next.click();
		await page
			.locator( '[data-kiosk-slider="header"].swiper-initialized' )
			.waitFor();
		await page.waitForFunction(
			() =>
				document
					.querySelector(
						'[data-kiosk-slider="header"] .swiper-slide-active'
					)
					?.getAttribute( 'aria-label' ) === 'Folie 2 von 5'
		);

		await page.evaluate( () =>
			window.scrollTo( 0, document.documentElement.scrollHeight )
		);
		const up = page.getByRole( 'link', { name: 'Nach oben' } );
		await up.waitFor( { state: 'visible' } );
		await up.click();
		await page.waitForTimeout( 100 );
		expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
	} finally {
		await page.context().close();
	}
} );
