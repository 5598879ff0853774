/**
 * The checkout's inner blocks are real blocks, WooCommerce-style, on the
 * real stack: in the block editor the owner removes the order notes and
 * moves the express payment area with the block toolbar (a required area
 * offers neither delete nor move), moves the order summary below an
 * extension block in the sidebar, saves with the Save button, and the
 * shop's checkout follows the saved tree in both columns. An extension block
 * registered with `registerCheckoutBlock` renders where it is saved, a
 * forced one (locked into its area) where its lock puts it, an unsaved
 * optional one nowhere. A checkout saved as `<!-- wp:kiosk/checkout /-->`
 * still renders the default layout.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import {
	addEditorExtension,
	addExtension,
	deleteWithToolbar,
	expectInOrder,
	insertBlock,
	locksOf,
	innerTree,
	openEditor,
	postContent,
	quietEditor,
	saveInEditor,
	selectBlock as select,
	setPostContent,
} from './layout-helpers';
import { CHECKOUT_EDITOR_EXTENSION, CHECKOUT_EXTENSION } from './extensions';
import { checkoutWithItem } from '../checkout/helpers';

// Opening the editor logs in, and logs in again when a login never
// arrives (openAdmin): up to 105 s before the test's own steps.
jest.setTimeout( 4 * 60 * 1000 );

const site = siteForThisFile();

let removeEditorExtension = () => {};
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

const selectBlock = ( block: Parameters< typeof select >[ 1 ] ) =>
	select( editor, block );

/** Expects the selectors' elements in the checkout form top to bottom in this order. */
const inOrder = ( page: Page, selectors: string[] ) =>
	expectInOrder( page, '.kiosk-checkout__form', selectors );

beforeAll( () => {
	quietEditor( site.host );
	removeEditorExtension = addEditorExtension(
		site.host,
		CHECKOUT_EDITOR_EXTENSION
	);
	checkoutId = Number(
		site.host.php( `echo wc_get_page_id( 'checkout' );` )
	);
} );

afterAll( () => removeEditorExtension() );

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
		expect( locksOf( fields.inner ) ).toEqual( {
			'checkout-express-payment': [ true, true ],
			'checkout-contact-information': [ false, false ],
			'checkout-shipping-method': [ false, false ],
			'checkout-pickup-options': [ false, false ],
			'checkout-shipping-address': [ false, false ],
			'checkout-billing-address': [ false, false ],
			'checkout-shipping-methods': [ false, false ],
			'checkout-payment-methods': [ false, false ],
			'checkout-order-note': [ true, true ],
			'checkout-terms': [ true, true ],
			'checkout-actions': [ false, false ],
		} );
		expect( [ fields.canRemove, fields.canMove ] ).toEqual( [
			false,
			false,
		] );

		// Remove the notes and move the express payment below the payment
		// options, with the block toolbar, as the owner does.
		await deleteWithToolbar( editor, notes );
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
		await saveInEditor( editor );
		expect( errors ).toEqual( [] );
		const saved = checkoutContent();
		expect( saved ).toContain( '<!-- wp:kiosk/checkout-fields-block -->' );
		expect( saved ).not.toContain( 'checkout-order-note-block' );
	} );

	it( 'the owner moves the order summary below an extension block in the sidebar, as WooCommerce’s locks allow', async () => {
		const canvas = editor.frameLocator( 'iframe[name="editor-canvas"]' );
		const [ , totals ] = await checkoutTree( editor );
		expect( totals.name ).toBe( 'kiosk/checkout-totals-block' );
		// The summary moves but stays; its totals neither.
		expect(
			locksOf( [ ...totals.inner, ...totals.inner[ 0 ].inner ] )
		).toEqual( {
			'checkout-order-summary': [ false, true ],
			'checkout-order-summary-totals': [ false, false ],
		} );
		// The extension's block goes into the sidebar, below the summary.
		await insertBlock( editor, 'demo/trust-badge', totals.id, 1 );
		await canvas.locator( '[data-type="demo/trust-badge"]' ).waitFor();
		await selectBlock(
			canvas.locator( '[data-type="kiosk/checkout-order-summary-block"]' )
		);
		await editor
			.locator( '.block-editor-block-toolbar' )
			.getByRole( 'button', { name: 'Move down' } )
			.click();
		const [ , edited ] = await checkoutTree( editor );
		expect( edited.inner.map( ( node ) => node.name ) ).toEqual( [
			'demo/trust-badge',
			'kiosk/checkout-order-summary-block',
		] );
		await saveInEditor( editor );
		expect( errors ).toEqual( [] );
		expect( checkoutContent() ).toMatch(
			/wp:demo\/trust-badge \/-->\s*<!-- wp:kiosk\/checkout-order-summary-block/
		);
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
		await inOrder( shopper, [
			'.kiosk-checkout__contact-information',
			'.kiosk-checkout__payment-methods',
			'.kiosk-express-payment',
			'.kiosk-checkout__form button[type="submit"]',
		] );
		// The sidebar's summary stays; the badge, not registered here, shows nothing.
		expect(
			await shopper
				.locator( '.kiosk-checkout__sidebar .kiosk-totals__row--total' )
				.count()
		).toBe( 1 );
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
		await addExtension( page, '/kasse/', CHECKOUT_EXTENSION );
		await checkoutWithItem( page, site.host.url );
		await page.getByText( 'Geschenknotiz beilegen' ).waitFor();
		await page.getByText( 'Ich bin volljährig' ).waitFor();
		// The forced block follows the contact information; the saved one
		// sits where it was saved: after the moved express area, before the button.
		await inOrder( page, [
			'.kiosk-checkout__contact-information',
			'.demo-age-check',
			'.kiosk-checkout__payment-methods',
			'.kiosk-express-payment',
			'.demo-gift-note',
			'.kiosk-checkout__form button[type="submit"]',
		] );
		expect( await page.locator( '.demo-unsaved' ).count() ).toBe( 0 );
		// The sidebar: the badge above the summary where the owner moved
		// it, the forced points inside the summary, after its totals.
		const sidebar = '.kiosk-checkout__sidebar';
		await page
			.locator( `${ sidebar } .demo-points` )
			.waitFor( { state: 'attached' } );
		await expectInOrder( page, sidebar, [
			`${ sidebar } .demo-trust-badge`,
			`${ sidebar } .kiosk-order-summary`,
			`${ sidebar } .kiosk-totals`,
			`${ sidebar } .kiosk-order-summary .demo-points`,
		] );
		// On a phone the sidebar gives way to the collapsed summary at the
		// top, which shows the same saved tree once opened (it renders on
		// its first opening); each block mounts once.
		await page.setViewportSize( { width: 390, height: 844 } );
		const phone = '.kiosk-checkout__mobile-summary';
		await page.getByText( 'Bestellübersicht anzeigen' ).click();
		await page.locator( `${ phone } .demo-points` ).waitFor();
		await expectInOrder( page, phone, [
			`${ phone } .demo-trust-badge`,
			`${ phone } .kiosk-order-summary`,
			`${ phone } .kiosk-totals`,
			`${ phone } .kiosk-order-summary .demo-points`,
		] );
		expect( await page.locator( sidebar ).count() ).toBe( 0 );
		expect( await page.locator( '.demo-points' ).count() ).toBe( 1 );
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
		await inOrder( page, [
			'.kiosk-express-payment',
			'.kiosk-checkout__contact-information',
			'.kiosk-checkout__payment-methods',
			'.kiosk-checkout__order-notes',
		] );
		await page.context().close();
	} );
} );
