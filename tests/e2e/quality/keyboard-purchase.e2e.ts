/**
 * One purchase with the keyboard alone, from the home page to the
 * order-received page (no mouse event, no navigation by URL): focus is
 * always visible, dialogs take focus, keep it and give it back, and a
 * missing field moves focus to it or is announced.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';
import { CHECKOUT_VALUES } from '../support/shopper';
import { focus, invisible, press, tabTo, type Focus } from './keyboard';

// A whole purchase by keyboard: some 200 key presses, each followed by a
// look at the focus. About 40 s on a quiet machine, over 120 s (jest's
// default here) on a busy one.
jest.setTimeout( 6 * 60 * 1000 );

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

const token = ( f: Focus ) => f.autocomplete.split( /\s+/ ).pop() || '';

async function settle( page: Page ) {
	await page
		.waitForLoadState( 'networkidle', { timeout: 10000 } )
		.catch( () => undefined );
}

/** Presses Enter on a focused link or button that navigates, and waits for the new page. */
async function follow(
	page: Page,
	url: RegExp,
	options: { timeout?: number } = {}
) {
	await Promise.all( [
		page.waitForURL( url, { timeout: 15000, ...options } ),
		page.keyboard.press( 'Enter' ),
	] );
	await settle( page );
}

/** Opens the mini-cart drawer from the header with the keyboard; checks it takes and keeps focus. */
async function openDrawer( page: Page ): Promise< void > {
	await tabTo(
		page,
		'the header mini-cart button',
		( f ) => f.tag === 'button' && /warenkorb/i.test( f.text )
	);
	await press( page, 'Enter' );
	await page.getByRole( 'dialog' ).waitFor( { timeout: 10000 } );
	await page.waitForTimeout( 300 );
	expect( ( await focus( page ) ).inDialog ).toBe( true );
	for ( let i = 0; i < 12; i++ ) {
		expect( ( await press( page, 'Tab' ) ).inDialog ).toBe( true );
	}
	await press( page, 'Escape' );
	await page.getByRole( 'dialog' ).waitFor( { state: 'hidden' } );
	expect( ( await focus( page ) ).tag ).toBe( 'button' );
	expect( ( await focus( page ) ).text ).toMatch( /warenkorb/i );
	await press( page, 'Enter' );
	await page.getByRole( 'dialog' ).waitFor();
	await page.waitForTimeout( 300 );
}

/** Tabs through the checkout and types each empty address field's value; `skip` is left empty. */
async function fillByKeyboard( page: Page, skip: string ): Promise< Focus > {
	return tabTo(
		page,
		'the place-order button',
		( f ) =>
			f.tag === 'button' && /zahlungspflichtig bestellen/i.test( f.text ),
		200,
		async ( f ) => {
			const value = CHECKOUT_VALUES[ token( f ) ];
			if (
				f.tag === 'input' &&
				value &&
				! f.value &&
				token( f ) !== skip
			) {
				await page.keyboard.type( value );
			}
			if ( f.tag === 'select' && ! f.value ) {
				await page.keyboard.type( 'Deutschland' );
			}
		}
	);
}

test( 'a shopper buys with the keyboard alone, from the home page to the order confirmation, always seeing the focus', async () => {
	invisible.length = 0;
	const context = await browser.newContext( {
		locale: 'de-DE',
		viewport: { width: 1280, height: 900 },
	} );
	const page = await context.newPage();
	try {
		await page.goto( `${ host.url }/` );
		await settle( page );

		// The first Tab reaches the skip link.
		const skip = await press( page, 'Tab' );
		expect( skip.text ).toBe( 'Zum Inhalt springen' );

		await tabTo(
			page,
			'the Shop link',
			( f ) =>
				f.tag === 'a' &&
				/^\/shop\/$/.test( f.href.replace( /^https?:\/\/[^/]+/, '' ) )
		);
		await follow( page, /\/shop\/$/ );
		await settle( page );

		await tabTo(
			page,
			'a product link',
			( f ) => f.tag === 'a' && /\/produkt\/[^/]+\/$/.test( f.href )
		);
		await follow( page, /\/produkt\// );
		await settle( page );

		await tabTo(
			page,
			'the add-to-cart button',
			( f ) => f.tag === 'button' && /in den warenkorb/i.test( f.text )
		);
		await Promise.all( [
			page.waitForResponse(
				( r ) =>
					/\/wc\/store\/v1\/(cart\/add-item|batch)/.test( r.url() ),
				{ timeout: 10000 }
			),
			press( page, 'Enter' ),
		] );
		await settle( page );
		// Focus stays on the button (a notice is announced) or moves into the opened drawer.
		const afterAdd = await focus( page );
		expect(
			afterAdd.inDialog || /in den warenkorb/i.test( afterAdd.text )
		).toBe( true );
		if ( ! afterAdd.inDialog ) {
			await openDrawer( page );
		}

		// The drawer shows a skeleton while it loads the cart (at least 2 s):
		// a keyboard user waits for the cart to show before tabbing on.
		await page
			.getByRole( 'dialog' )
			.getByRole( 'link', { name: /kasse/i } )
			.first()
			.waitFor( { timeout: 15000 } );
		await tabTo(
			page,
			"the drawer's checkout link",
			( f ) => f.inDialog && /kasse/i.test( f.text + f.href ),
			30
		);
		await follow( page, /\/kasse\/$/ );
		await settle( page );
		await page
			.getByRole( 'button', { name: /zahlungspflichtig bestellen/i } )
			.waitFor();

		// First try without a postcode: focus moves to the field, or the error is announced.
		await fillByKeyboard( page, 'postal-code' );
		await press( page, 'Enter' );
		await page.waitForTimeout( 800 );
		let now = await focus( page );
		if ( token( now ) !== 'postal-code' ) {
			const announced = await page
				.locator(
					'[role="alert"], [aria-live="assertive"], [aria-live="polite"]'
				)
				.filter( {
					hasText: /postleitzahl|pflichtfeld|erforderlich|bitte/i,
				} )
				.count();
			expect( announced ).toBeGreaterThan( 0 );
			now = await tabTo(
				page,
				'the postcode field',
				( f ) => token( f ) === 'postal-code',
				60
			);
		}
		expect( now.invalid ).toBe( true );
		await page.keyboard.type( CHECKOUT_VALUES[ 'postal-code' ] );

		await fillByKeyboard( page, '' );
		await follow( page, /\/kasse\/bestellung-erhalten\/\d+\//, {
			timeout: 20000,
		} );
		await settle( page );
		await expect( page.locator( 'main' ).innerText() ).resolves.toMatch(
			/bestellung/i
		);

		expect( invisible ).toEqual( [] );
	} finally {
		await context.close();
	}
} );
