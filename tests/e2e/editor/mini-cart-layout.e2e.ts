/**
 * The mini cart's inner blocks are real blocks, WooCommerce-style, on the
 * real stack. With nothing saved the header's mini cart carries no tree and
 * the drawer shows the default layout. The owner opens the `mini-cart`
 * template part (Appearance > Template Parts: the Kiosk theme is classic and
 * opts in with `block-template-parts`) in the site editor: the areas are
 * blocks there, locked as WooCommerce locks them, with the filled and the
 * empty view. The owner types the title's label and saves; the shop's
 * drawer follows. With the template part reset, the default returns.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import type { EditorWindow } from '../support/wordpress';
import {
	domOrder,
	innerTree,
	openAdmin,
	quietEditor,
	type BlockNode,
} from './layout-helpers';

// Opening the editor logs in, and logs in again when a login never
// arrives (openAdmin): up to 105 s before the test's own steps.
jest.setTimeout( 4 * 60 * 1000 );

const site = siteForThisFile();

const PART = 'kiosk//mini-cart';
const SITE_EDITOR = `site-editor.php?p=${ encodeURIComponent(
	`/wp_template_part/${ PART }`
) }&canvas=edit`;

type Store = Record< string, ( ...args: unknown[] ) => unknown >;
type DataWindow = {
	wp: {
		data: {
			select: ( s: string ) => Store;
			dispatch: ( s: string ) => Store;
		};
	};
};

/** The administrator's site editor. */
let editor: Page;
/** Uncaught errors in the editor. */
const errors: string[] = [];

/** The saved template part's source and content, as WordPress reads it. */
function savedPart(): { source: string; content: string } {
	return JSON.parse(
		site.host.php(
			`$part = get_block_template( '${ PART }', 'wp_template_part' ); echo wp_json_encode( array( 'source' => $part ? $part->source : '', 'content' => $part ? $part->content : '' ) );`
		)
	);
}

/** A shopper on the shop page with "Kochen mit Kiosk" in the cart. */
async function shopperWithItem(): Promise< Page > {
	const page = await newPage( site.browser );
	await page.goto( `${ site.host.url }/shop/` );
	await page
		.getByRole( 'link', {
			name: '„Kochen mit Kiosk“ in den Warenkorb legen',
		} )
		.click();
	await page
		.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
		.waitFor();
	return page;
}

/** Opens the drawer, named and headed `title`; returns the areas' order in it (-1: absent). */
async function openDrawer( page: Page, title: string ): Promise< number[] > {
	await page.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } ).click();
	// The drawer is named after its heading.
	const dialog = page.getByRole( 'dialog', { name: title } );
	await dialog.getByRole( 'heading', { name: title } ).waitFor();
	return domOrder( page, '.kiosk-mini-cart-contents', [
		'.kiosk-mini-cart__title',
		'.kiosk-mini-cart__items',
		'.kiosk-mini-cart__footer',
	] );
}

const miniCartTree = ( page: Page ) =>
	page
		.locator( '.wp-block-kiosk-mini-cart' )
		.getAttribute( 'data-kiosk-blocks' );

beforeAll( () => {
	quietEditor( site.host );
} );

describe( 'mini cart inner blocks', () => {
	it( 'with nothing saved, the header carries no tree and the drawer shows the default layout', async () => {
		expect( savedPart().source ).toBe( 'theme' );
		const shopper = await shopperWithItem();
		expect( await miniCartTree( shopper ) ).toBeNull();
		const [ title, items, footer ] = await openDrawer(
			shopper,
			'Ihr Warenkorb (1 Artikel)'
		);
		expect( title ).toBeGreaterThanOrEqual( 0 );
		expect( title ).toBeLessThan( items );
		expect( items ).toBeLessThan( footer );
		await shopper.context().close();
	} );

	it( 'the owner opens the mini-cart template part: the areas are real blocks, locked as in WooCommerce', async () => {
		editor = await openAdmin(
			site.browser,
			site.host,
			SITE_EDITOR,
			errors
		);
		const canvas = editor.frameLocator( 'iframe[name="editor-canvas"]' );
		await canvas
			.locator( '[data-type="kiosk/mini-cart-items-block"]' )
			.getByRole( 'table' )
			.waitFor();
		const tree = await editor.evaluate( () => {
			const select = ( window as unknown as EditorWindow ).wp.data.select(
				'core/block-editor'
			);
			const walk = ( ids: string[] ): unknown[] =>
				ids.map( ( id ) => ( {
					name: select.getBlock( id )?.name ?? '',
					locked: [
						select.canRemoveBlock( id ),
						select.canMoveBlock( id ),
					],
					inner: walk( select.getBlockOrder( id ) ),
				} ) );
			return walk( select.getBlockOrder() );
		} );
		const fixed = [ false, false ];
		expect( tree ).toEqual( [
			{
				name: 'kiosk/mini-cart-contents',
				locked: fixed,
				inner: [
					{
						name: 'kiosk/filled-mini-cart-contents-block',
						locked: fixed,
						inner: [
							{
								name: 'kiosk/mini-cart-title-block',
								locked: fixed,
								inner: [],
							},
							{
								name: 'kiosk/mini-cart-items-block',
								locked: fixed,
								inner: [],
							},
							{
								name: 'kiosk/mini-cart-footer-block',
								locked: fixed,
								inner: [],
							},
						],
					},
					{
						name: 'kiosk/empty-mini-cart-contents-block',
						locked: fixed,
						inner: [],
					},
				],
			},
		] );
		expect(
			( await innerTree( editor ) ).map(
				( node: BlockNode ) => node.name
			)
		).toEqual( [
			'kiosk/filled-mini-cart-contents-block',
			'kiosk/empty-mini-cart-contents-block',
		] );
	} );

	it( 'the toolbar switches between the filled and the empty view, as WooCommerce’s does', async () => {
		const canvas = editor.frameLocator( 'iframe[name="editor-canvas"]' );
		const empty = canvas.getByText( 'Ihr Warenkorb ist derzeit leer!' );
		const items = canvas.locator(
			'[data-type="kiosk/mini-cart-items-block"]'
		);
		expect( await empty.isVisible() ).toBe( false );
		await editor.evaluate( () => {
			const { dispatch, select } = ( window as unknown as DataWindow ).wp
				.data;
			const [ contents ] = select(
				'core/block-editor'
			).getBlockOrder() as string[];
			dispatch( 'core/block-editor' ).selectBlock( contents );
		} );
		await editor
			.getByRole( 'button', {
				name: 'Leerer Mini-Warenkorb',
				exact: true,
			} )
			.click();
		await empty.waitFor();
		await items.waitFor( { state: 'hidden' } );
		await editor
			.getByRole( 'button', {
				name: 'Gefüllter Mini-Warenkorb',
				exact: true,
			} )
			.click();
		await items.waitFor();
		await empty.waitFor( { state: 'hidden' } );
	} );

	it( 'the owner types the title’s label and saves the template part', async () => {
		const canvas = editor.frameLocator( 'iframe[name="editor-canvas"]' );
		await canvas
			.getByRole( 'textbox', { name: 'Titel des Mini-Warenkorbs' } )
			.fill( 'Mein Einkauf' );
		await editor
			// The site editor's own strings are not translated on the stack.
			.getByRole( 'button', { name: /^(Speichern|Save)$/ } )
			.first()
			.click();
		await editor.waitForFunction( () => {
			const core = ( window as unknown as DataWindow ).wp.data.select(
				'core'
			);
			return (
				! ( core.__experimentalGetDirtyEntityRecords() as unknown[] )
					.length &&
				! ( core.isSavingEntityRecord(
					'postType',
					'wp_template_part',
					'kiosk//mini-cart'
				) as boolean )
			);
		} );
		expect( errors ).toEqual( [] );
		const part = savedPart();
		expect( part.source ).toBe( 'custom' );
		expect( part.content ).toContain(
			'<!-- wp:kiosk/mini-cart-title-block {"label":"Mein Einkauf"} /-->'
		);
		await editor.context().close();
	} );

	it( 'the drawer follows the saved template part', async () => {
		const shopper = await shopperWithItem();
		const [ contents ] = JSON.parse(
			( await miniCartTree( shopper ) ) ?? '[]'
		);
		expect( contents.name ).toBe( 'kiosk/mini-cart-contents' );
		expect( contents.innerBlocks[ 0 ].innerBlocks[ 0 ] ).toEqual( {
			name: 'kiosk/mini-cart-title-block',
			attributes: { label: 'Mein Einkauf' },
			innerBlocks: [],
		} );
		const [ title, items, footer ] = await openDrawer(
			shopper,
			'Mein Einkauf (1 Artikel)'
		);
		expect( title ).toBeGreaterThanOrEqual( 0 );
		expect( title ).toBeLessThan( items );
		expect( items ).toBeLessThan( footer );
		await shopper.context().close();
	} );

	it( 'with the template part reset, the default layout returns', async () => {
		site.host.php(
			`foreach ( get_posts( array( 'post_type' => 'wp_template_part', 'name' => 'mini-cart', 'post_status' => 'any', 'numberposts' => -1 ) ) as $p ) { wp_delete_post( $p->ID, true ); }`
		);
		expect( savedPart().source ).toBe( 'theme' );
		const shopper = await shopperWithItem();
		expect( await miniCartTree( shopper ) ).toBeNull();
		await openDrawer( shopper, 'Ihr Warenkorb (1 Artikel)' );
		await shopper.context().close();
	} );
} );
