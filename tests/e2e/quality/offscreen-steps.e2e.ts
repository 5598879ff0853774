/**
 * The checkout's steps outside the window are neither laid out nor painted
 * until they come near it (`content-visibility: auto` on each step), so the
 * first layout after the mount covers what the shopper sees. That brings
 * paint and style containment with it, and both could break the step:
 * - paint containment clips what a child paints outside the step, so each
 *   step keeps room for a focused control's ring on both sides and below;
 * - style containment keeps a counter change inside the step, so the steps'
 *   numbers are counted on the steps themselves, not on their headings.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { MOBILE, addItemToCart } from '../support/measure';

const site = siteForThisFile();

/** Waits until two frames are rendered (laid out and painted). */
function twoFrames( page: Page ): Promise< unknown > {
	return page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
}

/** Whether the payment step's first option is rendered (not skipped). */
function paymentRendered( page: Page ): Promise< boolean > {
	return page.evaluate( () => {
		const input = document.querySelector(
			'.kiosk-checkout__payment-methods input'
		);
		return input
			? input.checkVisibility( { contentVisibilityAuto: true } )
			: false;
	} );
}

describe.each( [
	[ 'a phone', MOBILE ],
	[
		'a desktop',
		{ viewport: { width: 1280, height: 900 }, locale: 'de-DE' },
	],
] )( 'on %s', ( name, options ) => {
	let context: BrowserContext;
	let page: Page;

	beforeAll( async () => {
		context = await site.browser.newContext( options );
		await addItemToCart( context, site.host.url );
		page = await context.newPage();
		await page.goto( `${ site.host.url }/kasse/`, {
			waitUntil: 'networkidle',
		} );
		await page
			.locator( '.kiosk-checkout__place-order' )
			.waitFor( { state: 'visible' } );
		await twoFrames( page );
	} );

	afterAll( async () => {
		await context?.close();
	} );

	test( 'a step below the window is rendered only when it comes near', async () => {
		// On a phone the payment step is far below the first screen; on a
		// desktop the form is shorter, so only the phone asserts the skip.
		if ( name === 'a phone' ) {
			expect( await paymentRendered( page ) ).toBe( false );
		}
		await page
			.locator( '.kiosk-checkout__payment-methods' )
			.scrollIntoViewIfNeeded();
		// Its options come once the methods' scripts ran, which the step
		// nearing the screen started (src/blocks/checkout/payment-scripts/).
		await page
			.locator( '.kiosk-checkout__payment-methods input' )
			.first()
			.waitFor( { state: 'attached' } );
		await twoFrames( page );
		expect( await paymentRendered( page ) ).toBe( true );
	} );

	test( 'every control in a step has room for its focus ring inside the step', async () => {
		// The ring's reach, read from a control focused by keyboard.
		const email = page.locator( 'input#email' );
		await email.focus();
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Tab' );
		const reach = await email.evaluate( ( el ) => {
			const style = getComputedStyle( el );
			return (
				parseFloat( style.outlineWidth ) +
				parseFloat( style.outlineOffset )
			);
		} );
		expect( reach ).toBeGreaterThan( 0 );
		const cramped = await page.evaluate( ( room ) => {
			const found: string[] = [];
			for ( const step of document.querySelectorAll(
				'.kiosk-checkout-step'
			) ) {
				const box = step.getBoundingClientRect();
				for ( const el of step.querySelectorAll< HTMLElement >(
					'input:not([type="hidden"]), select, textarea, button, a[href], summary'
				) ) {
					const r = el.getBoundingClientRect();
					if ( r.width < 2 || r.height < 2 ) {
						continue; // not shown, or visually hidden
					}
					if (
						r.left - room < box.left - 0.5 ||
						r.right + room > box.right + 0.5 ||
						r.bottom + room > box.bottom + 0.5
					) {
						found.push(
							`${ step.className.split( ' ' )[ 1 ] } ${
								el.id || el.tagName
							}`
						);
					}
				}
			}
			return found;
		}, reach );
		expect( cramped ).toEqual( [] );
	} );

	test( 'each step with a heading counts itself, so the numbers run on', async () => {
		const counts = await page.evaluate( () =>
			[ ...document.querySelectorAll( '.kiosk-checkout-step' ) ].map(
				( step ) => {
					const title = step.querySelector(
						'.kiosk-checkout-step__title'
					);
					return {
						step: getComputedStyle( step ).counterIncrement,
						heading: title
							? getComputedStyle( title, '::before' )
									.counterIncrement
							: null,
						hasHeading: !! title,
					};
				}
			)
		);
		expect( counts.length ).toBeGreaterThan( 3 );
		for ( const c of counts ) {
			// A step with a heading counts once, on itself (a count on the
			// heading would stay inside the step and every step would show
			// "1"); a step without one does not count.
			expect( c ).toEqual(
				c.hasHeading
					? {
							step: 'kiosk-step 1',
							heading: 'none',
							hasHeading: true,
						}
					: { step: 'none', heading: null, hasHeading: false }
			);
		}
	} );
} );
