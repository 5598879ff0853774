/**
 * The magazine's design on the real stack (issue 17): the home page's
 * density, the phone's one-row header, its menu and search, the masthead
 * and top bar, the widgets (ads marked "Anzeige", most read, newsletter),
 * the article's reading time, author box and share icons, the 404 search.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';

const site = siteForThisFile();

/** The demo's captured mails, by file name. */
const outbox = () =>
	existsSync( site.host.mailDir ) ? readdirSync( site.host.mailDir ) : [];

/** Expects one new mail since `before` and returns its text. */
function newMail( before: number ): string {
	const mails = outbox();
	expect( mails.length ).toBe( before + 1 );
	return readFileSync(
		join( site.host.mailDir, mails.sort().pop()! ),
		'utf8'
	);
}
const ARTICLE = '/aufstieg-perfekt-fc-jubelt/';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = {
	viewport: { width: 390, height: 844 },
	isMobile: true,
	hasTouch: true,
};

test( 'at 1280×900 the home page shows at least five stories above the fold', async () => {
	const page = await newPage( site.browser, DESKTOP );
	await page.goto( `${ site.host.url }/` );
	const stories = await page.evaluate( () => {
		const seen = new Set< string >();
		for ( const link of document.querySelectorAll< HTMLAnchorElement >(
			'.kiosk-content .kiosk-card__title a'
		) ) {
			const box = link.getBoundingClientRect();
			if ( box.height > 0 && box.bottom <= window.innerHeight ) {
				seen.add( link.href );
			}
		}
		return seen.size;
	} );
	expect( stories ).toBeGreaterThanOrEqual( 5 );
	// The category sections come in more than one layout.
	const layouts = await page.$$eval( '.kiosk-category-block', ( blocks ) =>
		blocks.map( ( b ) => b.className.match( /--(\w+)/ )?.[ 1 ] )
	);
	expect( new Set( layouts ).size ).toBeGreaterThan( 1 );
	await page.context().close();
} );

test( 'a block aligned wide (the cart and the checkout, by default) takes the page’s width, while the page’s text keeps its reading column', async () => {
	for ( const [ path, options ] of [ '/kasse/', '/warenkorb/' ].flatMap(
		( p ) =>
			[
				[ p, DESKTOP ],
				[ p, PHONE ],
			] as const
	) ) {
		const page = await newPage( site.browser, options );
		await page.goto( `${ site.host.url }${ path }` );
		const widths = await page.evaluate( () => {
			const width = ( selector: string ) =>
				document.querySelector( selector )?.getBoundingClientRect()
					.width ?? 0;
			return {
				page: Math.round( width( '.kiosk-page' ) ),
				wide: Math.round(
					width( '.kiosk-page__content > .alignwide' )
				),
				column: Math.round( width( '.kiosk-page__content' ) ),
				overflow:
					document.documentElement.scrollWidth > window.innerWidth,
			};
		} );
		// 46rem: the reading column.
		expect( widths.column ).toBeLessThanOrEqual( 736 );
		expect( { path, ...widths } ).toEqual( {
			path,
			...widths,
			wide: widths.page,
			overflow: false,
		} );
		if ( options === DESKTOP ) {
			expect( widths.wide ).toBeGreaterThan( 1000 );
		}
		await page.context().close();
	}
} );

test( 'the top bar, masthead and menu bar: date, breaking news, social links, tagline, category colours', async () => {
	const page = await newPage( site.browser, DESKTOP );
	await page.goto( `${ site.host.url }/` );
	await expect(
		page.locator( '.kiosk-topbar__date time' ).textContent()
	).resolves.toMatch(
		/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d+\. \p{L}+ \d{4}$/u
	);
	expect( await page.locator( '.kiosk-topbar__breaking a' ).count() ).toBe(
		1
	);
	expect(
		await page
			.getByRole( 'list', { name: 'Folgen Sie uns' } )
			.getByRole( 'link' )
			.count()
	).toBe( 4 );
	expect(
		(
			await page.locator( '.kiosk-masthead__tagline' ).textContent()
		)?.trim()
	).not.toBe( '' );
	const colours = await page.evaluate( () => ( {
		bar: getComputedStyle(
			document.querySelector( '.kiosk-header' ) as Element
		).backgroundColor,
		body: getComputedStyle( document.body ).backgroundColor,
		categories: [
			...document.querySelectorAll( '.kiosk-menu__item--category' ),
		].map( ( item ) =>
			getComputedStyle( item ).getPropertyValue( '--kiosk-cat' ).trim()
		),
	} ) );
	expect( colours.bar ).not.toBe( colours.body );
	expect( colours.categories.length ).toBeGreaterThanOrEqual( 5 );
	expect( new Set( colours.categories ).size ).toBe(
		colours.categories.length
	);
	await page.context().close();
} );

test( 'on a 390 px phone the header is one row, the menu leaves the page visible and nothing covers the open search', async () => {
	const page = await newPage( site.browser, PHONE );
	await page.goto( `${ site.host.url }/` );
	const header = page.locator( '.kiosk-header__inner' );
	const controls = await page.$$eval(
		'.kiosk-header__brand, [data-kiosk-menu-toggle], .kiosk-search__toggle, .kiosk-mini-cart__button, .kiosk-header__account',
		( els ) =>
			els.map( ( el ) => {
				const box = el.getBoundingClientRect();
				return { top: box.top, bottom: box.bottom, right: box.right };
			} )
	);
	expect( controls.length ).toBe( 5 );
	const headerBox = await header.boundingBox();
	expect( headerBox!.height ).toBeLessThanOrEqual( 64 );
	for ( const control of controls ) {
		expect( control.bottom ).toBeLessThanOrEqual(
			headerBox!.y + headerBox!.height + 1
		);
		expect( control.right ).toBeLessThanOrEqual( 390 );
	}

	await page.locator( '[data-kiosk-menu-toggle]' ).click();
	const menu = await page.locator( '#kiosk-primary-menu' ).boundingBox();
	expect( menu!.width ).toBeLessThan( 390 * 0.9 );
	await page.locator( '[data-kiosk-menu-toggle]' ).click();

	await page.locator( '.kiosk-search__toggle' ).click();
	const input = page.locator( '#kiosk-search-input' );
	await expect( input.isVisible() ).resolves.toBe( true );
	const box = ( await input.boundingBox() )!;
	// Every point along the field is the field itself (no cart icon drawn over it).
	const hits = await page.evaluate( ( b ) => {
		const out: boolean[] = [];
		for ( let x = b.x + 4; x < b.x + b.width - 2; x += 12 ) {
			const el = document.elementFromPoint( x, b.y + b.height / 2 );
			out.push( el?.id === 'kiosk-search-input' );
		}
		return out;
	}, box );
	expect( hits.length ).toBeGreaterThan( 5 );
	expect( hits.every( Boolean ) ).toBe( true );
	await page.context().close();
} );

test( 'sidebar, masthead and footer hold ads of IAB sizes marked "Anzeige", the most-read list and the newsletter form', async () => {
	const page = await newPage( site.browser, DESKTOP );
	await page.goto( `${ site.host.url }/` );
	const ads = await page.$$eval( '.kiosk-ad', ( els ) =>
		els.map( ( el ) => {
			const img = el.querySelector( 'img' ) as HTMLImageElement;
			return {
				label: el.querySelector( '.kiosk-ad__label' )?.textContent,
				size: `${ img.getAttribute( 'width' ) }x${ img.getAttribute( 'height' ) }`,
				rel: el.querySelector( 'a' )?.getAttribute( 'rel' ),
			};
		} )
	);
	expect( ads.map( ( a ) => a.size ).sort() ).toEqual( [
		'300x250',
		'728x90',
	] );
	for ( const ad of ads ) {
		expect( ad.label ).toBe( 'Anzeige' );
		expect( ad.rel ).toContain( 'sponsored' );
	}
	const footer = page.locator( '.kiosk-footer' );
	expect( await footer.locator( '.kiosk-most-read__item' ).count() ).toBe(
		5
	);
	const form = footer.locator( 'form.wpcf7-form' );
	await expect( form.locator( 'input[type=email]' ).count() ).resolves.toBe(
		1
	);
	// The newsletter form brings no script at first: the page's JS stays
	// in budget (it loads when the reader reaches for the form, below).
	const scripts = await page.$$eval( 'script[src]', ( els ) =>
		els.map( ( e ) => ( e as HTMLScriptElement ).src )
	);
	expect( scripts.some( ( s ) => /contact-form/.test( s ) ) ).toBe( false );
	// Its accessible name is the widget's German title, not CF7's English
	// "Contact form".
	await expect( form.getAttribute( 'aria-label' ) ).resolves.toBe(
		'Newsletter'
	);
	await page.context().close();
} );

test( 'a reader signs up for the newsletter without JavaScript: CF7 confirms in German and the mail goes out', async () => {
	const before = outbox().length;
	const page = await newPage( site.browser, {
		...DESKTOP,
		javaScriptEnabled: false,
	} );
	await page.goto( `${ site.host.url }/` );
	const form = page.getByRole( 'form', { name: 'Newsletter' } );
	await form
		.getByLabel( /Ihre E-Mail für den Newsletter/ )
		.fill( 'leserin@example.de' );
	await form.getByRole( 'checkbox' ).check();
	await Promise.all( [
		page.waitForURL( /#wpcf7-f\d+/ ),
		form.getByRole( 'button', { name: 'Newsletter abonnieren' } ).click(),
	] );
	await expect(
		form.locator( '.wpcf7-response-output' ).textContent()
	).resolves.toBe( 'Danke! Sie erhalten den Newsletter ab Freitag.' );
	expect( newMail( before ) ).toContain(
		'Neue Anmeldung zum Newsletter: leserin@example.de'
	);
	await page.context().close();
} );

test( 'with JavaScript, the newsletter loads its script when the reader reaches for it: the field is checked as they go, and the send stays on the page', async () => {
	const before = outbox().length;
	const page = await newPage( site.browser, DESKTOP );
	const loaded: string[] = [];
	page.on( 'request', ( request ) => loaded.push( request.url() ) );
	await page.goto( `${ site.host.url }${ ARTICLE }`, {
		waitUntil: 'networkidle',
	} );
	const contactScript = () =>
		loaded.filter( ( url ) => /\/build\/contact-form\.js/.test( url ) );
	expect( contactScript() ).toEqual( [] );

	const form = page.getByRole( 'form', { name: 'Newsletter' } );
	const email = form.getByLabel( /Ihre E-Mail für den Newsletter/ );
	await email.click();
	await page.keyboard.type( 'leserin@' );
	// Kiosk's contact-form script arrives and takes over the form, keeping
	// what was typed meanwhile.
	await page.locator( '.wpcf7.js .kiosk-newsletter__form' ).waitFor();
	expect( contactScript() ).toHaveLength( 1 );
	await expect( email.inputValue() ).resolves.toBe( 'leserin@' );
	await page.keyboard.press( 'Tab' );
	await expect(
		form.locator( '.wpcf7-not-valid-tip' ).textContent()
	).resolves.toBe( 'Bitte geben Sie eine E-Mail-Adresse ein.' );

	await email.fill( 'leserin.js@example.de' );
	await form.getByRole( 'checkbox' ).check();
	const address = page.url();
	const documents: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'document' ) {
			documents.push( request.url() );
		}
	} );
	await form.getByRole( 'button', { name: 'Newsletter abonnieren' } ).click();
	await expect(
		form
			.locator( '.wpcf7-response-output' )
			.filter( { hasText: 'Danke!' } )
			.textContent()
	).resolves.toBe( 'Danke! Sie erhalten den Newsletter ab Freitag.' );
	expect( { address: page.url(), documents } ).toEqual( {
		address,
		documents: [],
	} );
	await expect( email.inputValue() ).resolves.toBe( '' );
	expect( newMail( before ) ).toContain(
		'Neue Anmeldung zum Newsletter: leserin.js@example.de'
	);
	// A page with only the frame's script carries no list: its newsletter
	// posts without a script.
	const impressum = await fetch( `${ site.host.url }/impressum/` );
	await expect( impressum.text() ).resolves.not.toContain( 'contactForm' );
	await page.context().close();
} );

test( 'an article has its reading time, author box, related articles and a distinct icon per share network', async () => {
	const page = await newPage( site.browser, DESKTOP );
	await page.goto( `${ site.host.url }${ ARTICLE }` );
	await expect(
		page.locator( '.kiosk-article__reading-time' ).textContent()
	).resolves.toMatch( /^\d+ Min\. Lesezeit$/ );
	await expect(
		page.locator( '.kiosk-author__name' ).textContent()
	).resolves.toContain( 'Über' );
	expect(
		await page.locator( '.kiosk-related .kiosk-card' ).count()
	).toBeGreaterThanOrEqual( 1 );
	const share = await page.$$eval( '.kiosk-share__link', ( links ) =>
		links.map( ( a ) => ( {
			name: a.textContent?.trim(),
			href: a.getAttribute( 'href' ),
			icon: a.querySelector( 'svg path' )?.getAttribute( 'd' ),
		} ) )
	);
	// SPEC 7's outbound share targets, and no others.
	expect( share.map( ( s ) => new URL( s.href! ).hostname ) ).toEqual( [
		'www.facebook.com',
		'twitter.com',
		'pinterest.com',
	] );
	expect( new Set( share.map( ( s ) => s.icon ) ).size ).toBe( 3 );
	await page.context().close();
} );

test( 'the 404 page offers a search form', async () => {
	const page = await newPage( site.browser, PHONE );
	const response = await page.goto(
		`${ site.host.url }/gibt-es-nicht-${ Date.now() }/`
	);
	expect( response?.status() ).toBe( 404 );
	const search = page.locator( 'main form[role=search]' );
	await search.locator( 'input[name=s]' ).fill( 'Radwege' );
	await search.locator( 'input[name=s]' ).press( 'Enter' );
	await page.waitForURL( /\?s=Radwege/ );
	expect(
		await page.locator( '.kiosk-card__title a' ).first().textContent()
	).toContain( 'Radwege' );
	// Search results describe themselves to search engines (Lighthouse SEO).
	await expect(
		page.locator( 'meta[name=description]' ).getAttribute( 'content' )
	).resolves.toMatch( /^Suchergebnisse für „Radwege“ bei / );
	await page.context().close();
} );

test( 'one web font from the site itself, at most 40 KB, swapped in without moving a line', async () => {
	const where: Record< string, number[] > = {};
	for ( const block of [ false, true ] ) {
		const page = await newPage( site.browser, DESKTOP );
		const fonts: { url: string; bytes: number }[] = [];
		if ( block ) {
			await page
				.context()
				.route( /\.woff2$/, ( route ) => route.abort() );
		}
		page.on( 'response', async ( response ) => {
			if ( /\.(woff2?|ttf|otf)(\?|$)/.test( response.url() ) ) {
				const body = await response
					.body()
					.catch( () => Buffer.alloc( 0 ) );
				fonts.push( { url: response.url(), bytes: body.length } );
			}
		} );
		await page.goto( `${ site.host.url }/` );
		await page.evaluate( () => document.fonts.ready );
		const loaded = await page.evaluate( () =>
			document.fonts.check( '700 16px "Source Serif 4"' )
		);
		if ( ! block ) {
			expect( loaded ).toBe( true );
			expect( fonts.length ).toBe( 1 );
			expect( new URL( fonts[ 0 ].url ).host ).toBe(
				new URL( site.host.url ).host
			);
			expect( fonts[ 0 ].bytes ).toBeLessThanOrEqual( 40 * 1024 );
		}
		where[ block ? 'fallback' : 'font' ] = await page.$$eval(
			'.kiosk-masthead, .kiosk-lead, .kiosk-ticker, .kiosk-category-block',
			( els ) =>
				els.flatMap( ( el ) => {
					const box = el.getBoundingClientRect();
					return [ Math.round( box.top ), Math.round( box.height ) ];
				} )
		);
		await page.context().close();
	}
	expect( where.font.length ).toBeGreaterThan( 4 );
	where.font.forEach( ( value, i ) =>
		expect( Math.abs( value - where.fallback[ i ] ) ).toBeLessThanOrEqual(
			2
		)
	);
} );
