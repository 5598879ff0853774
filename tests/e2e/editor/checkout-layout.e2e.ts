/**
 * The checkout's inner blocks are real blocks, WooCommerce-style, on the
 * real stack: in the block editor the owner removes the order notes and
 * moves the express payment area with the block toolbar (a required area
 * offers neither delete nor move), saves with the Save button,
 * and the shop's checkout follows the saved tree. An extension block
 * registered with `registerCheckoutBlock` renders where it is saved, a
 * forced one (locked into its area) where its lock puts it, an unsaved
 * optional one nowhere. A checkout saved as `<!-- wp:kiosk/checkout /-->`
 * still renders the default layout.
 */
import type { Locator, Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import type { EditorWindow } from '../support/wordpress';
import {
	domOrder,
	innerTree,
	openEditor,
	postContent,
	quietEditor,
	setPostContent,
} from './layout-helpers';
import { checkoutWithItem } from '../checkout/helpers';

const site = siteForThisFile();

/** Extension blocks, registered the way an extension's script does. */
const EXTENSION = `( function () {
	var el = window.React.createElement;
	var registry = window.kiosk.registry;
	registry.registerCheckoutBlock( {
		metadata: { name: 'demo/gift-note', parent: [ 'woocommerce/checkout-fields-block' ] },
		component: function () {
			return el( 'p', { className: 'demo-gift-note' }, 'Geschenknotiz beilegen' );
		},
	} );
	registry.registerCheckoutBlock( {
		metadata: {
			name: 'demo/age-check',
			parent: [ 'kiosk/checkout-contact-information-block' ],
			attributes: { lock: { type: 'object', default: { remove: true, move: true } } },
		},
		component: function () {
			return el( 'p', { className: 'demo-age-check' }, 'Ich bin volljährig' );
		},
	} );
	registry.registerCheckoutBlock( {
		metadata: { name: 'demo/unsaved', parent: [ 'kiosk/checkout-fields-block' ] },
		component: function () {
			return el( 'p', { className: 'demo-unsaved' }, 'Nicht gespeichert' );
		},
	} );
} )();`;

let checkoutId = 0;
/** The administrator's editor page. */
let editor: Page;
/** Uncaught errors in the editor. */
const errors: string[] = [];

const checkoutContent = (): string => postContent( site.host, checkoutId );

const setCheckoutContent = ( content: string ): void =>
	setPostContent( site.host, checkoutId, content );

/** The checkout block's inner tree in the editor, with lock states. */
const checkoutTree = innerTree;

/** Selects a block in the canvas by clicking its edge, as the owner does. */
async function selectBlock( block: Locator ): Promise< void > {
	await block.click( { position: { x: 4, y: 4 } } );
	await block
		.locator( 'xpath=self::*[contains(@class, "is-selected")]' )
		.waitFor();
	await editor
		.locator( '.block-editor-block-toolbar' )
		.waitFor( { state: 'visible' } );
}

/** Top-to-bottom order of the given selectors on the checkout page (-1: absent). */
const order = ( page: Page, selectors: string[] ) =>
	domOrder( page, '.kiosk-checkout__form', selectors );

beforeAll( () => {
	quietEditor( site.host );
	checkoutId = Number(
		site.host.php( `echo wc_get_page_id( 'checkout' );` )
	);
} );

describe( 'checkout inner blocks', () => {
	it( 'an administrator opens the shop’s checkout page in the block editor', async () => {
		expect( checkoutContent().trim() ).toBe(
			'<!-- wp:kiosk/checkout /-->'
		);
		editor = await openEditor(
			site.browser,
			site.host,
			checkoutId,
			errors
		);
		await editor
			.frameLocator( 'iframe[name="editor-canvas"]' )
			.locator( '[data-type="kiosk/checkout-order-note-block"]' )
			.waitFor( { state: 'visible' } );
	} );

	it( 'the owner removes the order notes and moves the express payment, where the required areas stay locked', async () => {
		const canvas = editor.frameLocator( 'iframe[name="editor-canvas"]' );
		// The areas are blocks in the canvas now, not hidden ones.
		const notes = canvas.locator(
			'[data-type="kiosk/checkout-order-note-block"]'
		);
		await notes.waitFor( { state: 'visible' } );
		await notes.getByRole( 'checkbox' ).waitFor();

		const [ fields ] = await checkoutTree( editor );
		expect( fields.name ).toBe( 'kiosk/checkout-fields-block' );
		const locks = Object.fromEntries(
			fields.inner.map( ( node ) => [
				node.name.replace( /^kiosk\/checkout-|-block$/g, '' ),
				[ node.canRemove, node.canMove ],
			] )
		);
		expect( locks ).toEqual( {
			'express-payment': [ true, true ],
			'contact-information': [ false, false ],
			'shipping-method': [ false, false ],
			'pickup-options': [ false, false ],
			'shipping-address': [ false, false ],
			'billing-address': [ false, false ],
			'shipping-methods': [ false, false ],
			'payment-methods': [ false, false ],
			'order-note': [ true, true ],
			terms: [ true, true ],
			actions: [ false, false ],
		} );
		expect( [ fields.canRemove, fields.canMove ] ).toEqual( [
			false,
			false,
		] );

		// Remove the notes and move the express payment below the payment
		// options, with the block toolbar, as the owner does.
		await selectBlock( notes );
		await editor
			.locator( '.block-editor-block-toolbar' )
			.getByRole( 'button', { name: 'Options' } )
			.click();
		await editor.getByRole( 'menuitem', { name: /^Delete/ } ).click();
		await notes.waitFor( { state: 'detached' } );
		// A required area offers neither delete nor move.
		await selectBlock(
			canvas.locator(
				'[data-type="kiosk/checkout-contact-information-block"]'
			)
		);
		const toolbar = editor.locator( '.block-editor-block-toolbar' );
		expect(
			await toolbar.getByRole( 'button', { name: /^Move / } ).count()
		).toBe( 0 );
		await toolbar.getByRole( 'button', { name: 'Options' } ).click();
		await editor.getByRole( 'menu' ).first().waitFor();
		expect(
			await editor.getByRole( 'menuitem', { name: /^Delete/ } ).count()
		).toBe( 0 );
		await editor.keyboard.press( 'Escape' );
		await selectBlock(
			canvas.locator(
				'[data-type="kiosk/checkout-express-payment-block"]'
			)
		);
		const moveDown = editor
			.locator( '.block-editor-block-toolbar' )
			.getByRole( 'button', { name: 'Move down' } );
		// Past the contact, the shipping choice, pickup, both addresses, the
		// shipping options and the payment options.
		for ( let step = 0; step < 7; step++ ) {
			await moveDown.click();
		}
		const [ edited ] = await checkoutTree( editor );
		expect( edited.inner.map( ( node ) => node.name ) ).toEqual( [
			'kiosk/checkout-contact-information-block',
			'kiosk/checkout-shipping-method-block',
			'kiosk/checkout-pickup-options-block',
			'kiosk/checkout-shipping-address-block',
			'kiosk/checkout-billing-address-block',
			'kiosk/checkout-shipping-methods-block',
			'kiosk/checkout-payment-methods-block',
			'kiosk/checkout-express-payment-block',
			'kiosk/checkout-terms-block',
			'kiosk/checkout-actions-block',
		] );
		await editor
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save', exact: true } )
			.click();
		await editor.waitForFunction( () => {
			const post = ( window as unknown as EditorWindow ).wp.data.select(
				'core/editor'
			);
			return ! post.isSavingPost() && ! post.isEditedPostDirty();
		} );
		expect( errors ).toEqual( [] );
		const saved = checkoutContent();
		expect( saved ).toContain( '<!-- wp:kiosk/checkout-fields-block -->' );
		expect( saved ).not.toContain( 'checkout-order-note-block' );
		await editor.context().close();
	} );

	it( 'the checkout follows the saved tree: no order notes, the express payment after the payment options', async () => {
		const shopper = await newPage( site.browser );
		await checkoutWithItem( shopper, site.host.url );
		await shopper
			.getByRole( 'button', { name: 'Express bezahlen (Testmodus)' } )
			.waitFor();
		expect(
			await shopper.locator( '.kiosk-checkout__order-notes' ).count()
		).toBe( 0 );
		const [ contact, payment, express, place ] = await order( shopper, [
			'.kiosk-checkout__contact-information',
			'.kiosk-checkout__payment-methods',
			'.kiosk-express-payment',
			'.kiosk-checkout__form button[type="submit"]',
		] );
		expect( contact ).toBeGreaterThanOrEqual( 0 );
		expect( contact ).toBeLessThan( payment );
		expect( payment ).toBeLessThan( express );
		expect( express ).toBeLessThan( place );
		await shopper.context().close();
	} );

	it( 'renders an extension block where it is saved, a forced one in its area, an unsaved one nowhere', async () => {
		const saved = checkoutContent();
		const actions = '<!-- wp:kiosk/checkout-actions-block /-->';
		expect( saved.split( actions ) ).toHaveLength( 2 );
		// Saved between the terms and the actions, as the editor saves it.
		setCheckoutContent(
			saved.replace(
				actions,
				`<!-- wp:demo/gift-note /-->\n${ actions }`
			)
		);
		const page = await newPage( site.browser );
		await page.route(
			( url ) => url.pathname === '/demo-extension.js',
			( route ) =>
				route.fulfill( {
					contentType: 'application/javascript',
					body: EXTENSION,
				} )
		);
		await page.route(
			( url ) => url.pathname === '/kasse/',
			async ( route ) => {
				const response = await route.fetch();
				await route.fulfill( {
					response,
					body: ( await response.text() ).replace(
						'</body>',
						'<script src="/demo-extension.js" id="demo-js"></script></body>'
					),
				} );
			}
		);
		await checkoutWithItem( page, site.host.url );
		await page.getByText( 'Geschenknotiz beilegen' ).waitFor();
		await page.getByText( 'Ich bin volljährig' ).waitFor();
		const [ contact, age, payment, express, gift, place ] = await order(
			page,
			[
				'.kiosk-checkout__contact-information',
				'.demo-age-check',
				'.kiosk-checkout__payment-methods',
				'.kiosk-express-payment',
				'.demo-gift-note',
				'.kiosk-checkout__form button[type="submit"]',
			]
		);
		// The forced block follows the contact information.
		expect( contact ).toBeLessThan( age );
		expect( age ).toBeLessThan( payment );
		// The saved one sits where it was saved: after the moved express area, before the button.
		expect( payment ).toBeLessThan( express );
		expect( express ).toBeLessThan( gift );
		expect( gift ).toBeLessThan( place );
		expect( await page.locator( '.demo-unsaved' ).count() ).toBe( 0 );
		await page.context().close();
	} );

	it( 'still renders a checkout saved as <!-- wp:kiosk/checkout /--> in the default layout', async () => {
		setCheckoutContent( '<!-- wp:kiosk/checkout /-->' );
		const page = await newPage( site.browser );
		await checkoutWithItem( page, site.host.url );
		await page
			.getByRole( 'button', { name: 'Express bezahlen (Testmodus)' } )
			.waitFor();
		expect(
			await page
				.locator( '.wp-block-kiosk-checkout' )
				.getAttribute( 'data-kiosk-blocks' )
		).toBeNull();
		const [ express, contact, payment, notes ] = await order( page, [
			'.kiosk-express-payment',
			'.kiosk-checkout__contact-information',
			'.kiosk-checkout__payment-methods',
			'.kiosk-checkout__order-notes',
		] );
		expect( express ).toBeGreaterThanOrEqual( 0 );
		expect( express ).toBeLessThan( contact );
		expect( contact ).toBeLessThan( payment );
		expect( payment ).toBeLessThan( notes );
		await page.context().close();
	} );
} );
