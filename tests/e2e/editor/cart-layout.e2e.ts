/**
 * The cart's inner blocks are real blocks, WooCommerce-style, on the real
 * stack: in the block editor the owner removes the cross-sells and moves the
 * express payment above the order summary (the required areas stay locked;
 * the cross-sells could be inserted again), saves, and the shop's cart
 * follows the saved tree. An extension block registered with
 * `registerCheckoutBlock` renders where it is saved, a forced one (locked
 * into its area) where its lock puts it, an unsaved optional one nowhere. A
 * cart saved as `<!-- wp:kiosk/cart /-->` still renders the default layout.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { cartWithItem as openCartWithItem } from '../support/cart-item';
import {
	addExtension,
	expectInOrder,
	innerTree,
	locksOf,
	openEditor,
	postContent,
	quietEditor,
	saveInEditor,
	setPostContent,
	type BlockNode,
} from './layout-helpers';
import { CART_EXTENSION } from './extensions';

// Opening the editor logs in, and logs in again when a login never
// arrives (openAdmin): up to 105 s before the test's own steps.
jest.setTimeout( 4 * 60 * 1000 );

const site = siteForThisFile();

const REGISTRY = '/wp-content/plugins/kiosk/build/registry.js';

type Store = Record< string, ( ...args: unknown[] ) => unknown >;
type DataWindow = {
	wp: {
		data: {
			select: ( s: string ) => Store;
			dispatch: ( s: string ) => Store;
		};
	};
};

let cartId = 0;
/** The administrator's editor page. */
let editor: Page;
/** Uncaught errors in the editor. */
const errors: string[] = [];

const cartContent = (): string => postContent( site.host, cartId );

const setCartContent = ( content: string ): void =>
	setPostContent( site.host, cartId, content );

/** The cart block's inner tree in the editor, with lock states. */
const cartTree = innerTree;

const find = ( nodes: BlockNode[], name: string ): BlockNode =>
	nodes.find(
		( node ) => node.name === `kiosk/${ name }-block`
	) as BlockNode;

/** Opens /warenkorb/ with "Kochen mit Kiosk" (cross-sell: the mug) in the cart. */
async function cartWithItem( page: Page ): Promise< void > {
	await openCartWithItem( page, site.host.url );
	await page
		.getByRole( 'button', { name: 'Express bezahlen (Testmodus)' } )
		.waitFor();
}

/** Expects the selectors' elements on the cart top to bottom in this order. */
const inOrder = ( page: Page, selectors: string[] ) =>
	expectInOrder( page, '.kiosk-cart', selectors );

beforeAll( () => {
	quietEditor( site.host );
	cartId = Number( site.host.php( `echo wc_get_page_id( 'cart' );` ) );
} );

describe( 'cart inner blocks', () => {
	it( 'an administrator opens the shop’s cart page in the block editor', async () => {
		expect( cartContent().trim() ).toBe( '<!-- wp:kiosk/cart /-->' );
		editor = await openEditor( site.browser, site.host, cartId, errors );
		// The areas are blocks in the canvas now, not hidden ones.
		const canvas = editor.frameLocator( 'iframe[name="editor-canvas"]' );
		await canvas
			.locator( '[data-type="kiosk/cart-cross-sells-block"]' )
			.waitFor( { state: 'visible' } );
		await canvas
			.locator( '[data-type="kiosk/cart-line-items-block"]' )
			.getByRole( 'table', { name: 'Produkte im Warenkorb' } )
			.waitFor();
	} );

	it( 'the toolbar switches between the filled and the empty cart, as WooCommerce’s does', async () => {
		const canvas = editor.frameLocator( 'iframe[name="editor-canvas"]' );
		const empty = canvas.getByRole( 'heading', {
			name: 'Ihr Warenkorb ist derzeit leer!',
		} );
		const items = canvas.getByRole( 'table', {
			name: 'Produkte im Warenkorb',
		} );
		expect( await empty.isVisible() ).toBe( false );
		// The owner selects the cart block: its toolbar shows.
		await editor.evaluate( () => {
			const { dispatch, select } = ( window as unknown as DataWindow ).wp
				.data;
			const [ cart ] = select(
				'core/block-editor'
			).getBlockOrder() as string[];
			dispatch( 'core/block-editor' ).selectBlock( cart );
		} );
		await editor
			.getByRole( 'button', { name: 'Leerer Warenkorb', exact: true } )
			.click();
		await empty.waitFor();
		await items.waitFor( { state: 'hidden' } );
		await editor
			.getByRole( 'button', { name: 'Gefüllter Warenkorb', exact: true } )
			.click();
		await items.waitFor();
		await empty.waitFor( { state: 'hidden' } );
	} );

	it( 'the owner removes the cross-sells and moves the express payment, where the required areas stay locked', async () => {
		const [ filled ] = await cartTree( editor );
		expect( filled.name ).toBe( 'kiosk/filled-cart-block' );
		const items = find( filled.inner, 'cart-items' );
		const totals = find( filled.inner, 'cart-totals' );
		expect(
			locksOf( [
				filled,
				...filled.inner,
				...items.inner,
				...totals.inner,
			] )
		).toEqual( {
			'filled-cart': [ false, false ],
			'cart-items': [ false, false ],
			'cart-totals': [ false, true ],
			'cart-line-items': [ false, false ],
			'cart-cross-sells': [ true, true ],
			'cart-order-summary': [ false, false ],
			'cart-express-payment': [ true, true ],
			'proceed-to-checkout': [ false, false ],
		} );

		const insertable = await editor.evaluate(
			( { crossId, expressId, itemsId, totalsId } ) => {
				const { dispatch, select } = ( window as unknown as DataWindow )
					.wp.data;
				dispatch( 'core/block-editor' ).removeBlock( crossId );
				// Above the order summary.
				dispatch( 'core/block-editor' ).moveBlocksToPosition(
					[ expressId ],
					totalsId,
					totalsId,
					0
				);
				// The owner can put the cross-sells back.
				return select( 'core/block-editor' ).canInsertBlockType(
					'kiosk/cart-cross-sells-block',
					itemsId
				);
			},
			{
				crossId: find( items.inner, 'cart-cross-sells' ).id,
				expressId: find( totals.inner, 'cart-express-payment' ).id,
				itemsId: items.id,
				totalsId: totals.id,
			}
		);
		expect( insertable ).toBe( true );
		const [ edited ] = await cartTree( editor );
		expect(
			edited.inner.map( ( column ) => [
				column.name,
				column.inner.map( ( node ) => node.name ),
			] )
		).toEqual( [
			[ 'kiosk/cart-items-block', [ 'kiosk/cart-line-items-block' ] ],
			[
				'kiosk/cart-totals-block',
				[
					'kiosk/cart-express-payment-block',
					'kiosk/cart-order-summary-block',
					'kiosk/proceed-to-checkout-block',
				],
			],
		] );
		await saveInEditor( editor );
		expect( errors ).toEqual( [] );
		const saved = cartContent();
		expect( saved ).toContain( '<!-- wp:kiosk/filled-cart-block -->' );
		expect( saved ).not.toContain( 'cart-cross-sells-block' );
		await editor.context().close();
	} );

	it( 'the cart follows the saved tree: no cross-sells, the express payment above the order summary', async () => {
		const shopper = await newPage( site.browser );
		await cartWithItem( shopper );
		// The server prints the saved tree on the container.
		const [ filled ] = JSON.parse(
			( await shopper
				.locator( '.wp-block-kiosk-cart' )
				.getAttribute( 'data-kiosk-blocks' ) ) ?? '[]'
		);
		expect(
			filled.innerBlocks.map( ( column: { innerBlocks: BlockNode[] } ) =>
				column.innerBlocks.map( ( node ) => node.name )
			)
		).toEqual( [
			[ 'kiosk/cart-line-items-block' ],
			[
				'kiosk/cart-express-payment-block',
				'kiosk/cart-order-summary-block',
				'kiosk/proceed-to-checkout-block',
			],
		] );
		expect( await shopper.locator( '.kiosk-cross-sells' ).count() ).toBe(
			0
		);
		await inOrder( shopper, [
			'.kiosk-cart-items',
			'.kiosk-cart-express',
			'.kiosk-order-summary',
			'.kiosk-proceed-to-checkout',
		] );
		await shopper.context().close();
	} );

	it( 'renders an extension block where it is saved, a forced one in its area, an unsaved one nowhere', async () => {
		const saved = cartContent();
		const proceed = '<!-- wp:kiosk/proceed-to-checkout-block /-->';
		expect( saved.split( proceed ) ).toHaveLength( 2 );
		// Saved between the order summary and the button, as the editor saves it.
		setCartContent(
			saved.replace(
				proceed,
				`<!-- wp:demo/gift-wrap /-->\n${ proceed }`
			)
		);
		const page = await newPage( site.browser );
		// The extension depends on the registry: WordPress prints both.
		await addExtension(
			page,
			'/warenkorb/',
			CART_EXTENSION,
			`<script src="${ REGISTRY }" id="kiosk-registry-js"></script>`
		);
		await cartWithItem( page );
		await page.getByText( 'Geschenkverpackung möglich' ).waitFor();
		await page.getByText( 'Lieferung in 2–3 Tagen' ).waitFor();
		// The forced block follows the items column's saved areas.
		// The saved one sits where it was saved.
		await inOrder( page, [
			'.kiosk-cart-items',
			'.demo-delivery-note',
			'.kiosk-order-summary',
			'.demo-gift-wrap',
			'.kiosk-proceed-to-checkout',
		] );
		expect( await page.locator( '.demo-unsaved' ).count() ).toBe( 0 );
		await page.context().close();
	} );

	it( 'still renders a cart saved as <!-- wp:kiosk/cart /--> in the default layout', async () => {
		setCartContent( '<!-- wp:kiosk/cart /-->' );
		const shopper = await newPage( site.browser );
		await cartWithItem( shopper );
		await shopper.locator( '.kiosk-cross-sells' ).waitFor();
		expect(
			await shopper
				.locator( '.wp-block-kiosk-cart' )
				.getAttribute( 'data-kiosk-blocks' )
		).toBeNull();
		await inOrder( shopper, [
			'.kiosk-cart-items',
			'.kiosk-cross-sells',
			'.kiosk-order-summary',
			'.kiosk-cart-express',
			'.kiosk-proceed-to-checkout',
		] );
		await shopper.context().close();
	} );
} );
