/**
 * An article's first screen on a phone asks only for its featured picture
 * (issue 43): the content's gallery below it loads lazily, and still
 * shows every picture once the reader scrolls to it.
 */
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';

const site = siteForThisFile();
const GALLERY_ARTICLE = '/aufstieg-perfekt-fc-jubelt/';

test( 'the gallery below the featured picture loads when the reader scrolls to it', async () => {
	const page = await newPage( site.browser, {
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
		isMobile: true,
		hasTouch: true,
	} );
	const requested: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'image' ) {
			requested.push( new URL( request.url() ).pathname );
		}
	} );
	await page.goto( site.host.url + GALLERY_ARTICLE, { waitUntil: 'load' } );
	const featured = page.locator( '.kiosk-article__figure img' );
	await expect( featured.getAttribute( 'fetchpriority' ) ).resolves.toBe(
		'high'
	);
	expect(
		await featured.evaluate(
			( img: HTMLImageElement ) => img.complete && img.naturalWidth > 0
		)
	).toBe( true );
	const gallery = page.locator(
		'.kiosk-article__content .wp-block-gallery img'
	);
	const sources = await gallery.evaluateAll( ( imgs ) =>
		imgs.map( ( img ) => ( {
			loading: img.getAttribute( 'loading' ),
			path: new URL(
				( img as HTMLImageElement ).currentSrc ||
					( img as HTMLImageElement ).src
			).pathname,
			top: img.getBoundingClientRect().top,
		} ) )
	);
	expect( sources.length ).toBeGreaterThan( 2 );
	for ( const source of sources ) {
		expect( source.loading ).toBe( 'lazy' );
		// Beyond Chromium's lazy-loading distance (1,250 px on a fast line): not asked for at load.
		if ( source.top > 823 + 1500 ) {
			expect( requested ).not.toContain( source.path );
		}
	}
	await gallery.last().scrollIntoViewIfNeeded();
	await page.waitForFunction(
		() =>
			Array.from(
				document.querySelectorAll< HTMLImageElement >(
					'.kiosk-article__content .wp-block-gallery img'
				)
			).every( ( img ) => img.complete && img.naturalWidth > 0 ),
		undefined,
		{ timeout: 60000 }
	);
	await page.context().close();
} );
