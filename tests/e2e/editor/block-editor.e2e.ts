/**
 * The cart and checkout blocks in the real block editor (the real stack:
 * WordPress 7.0.4 with WooCommerce active, site language German, Kiosk
 * installed from its zip): an administrator inserts both through the
 * inserter on a new page, sees their previews in German, cannot remove or
 * move the inner blocks of either, saves, and the page loads back with every
 * block valid. WordPress's own German pack is only a stand-in offline
 * (scripts/stack/languages/: the login form is German, the editor's chrome
 * English); Kiosk's strings, block titles included, are German.
 */
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { logInTo } from '../support/wordpress';
import {
	startWordPress,
	type EditorWindow,
	type WordPress,
} from '../support/wordpress';

interface BlockNode {
	name: string;
	valid: boolean;
	canRemove: boolean;
	canMove: boolean;
	inner: BlockNode[];
}

let wp: WordPress;
let browser: Browser;
let page: Page;
/** Console errors and warnings and uncaught exceptions, with their source. */
const errors: string[] = [];
/** Requests the test blocked because they left the test site. */
const outbound: string[] = [];

const canvas = (): FrameLocator =>
	page.frameLocator( 'iframe[name="editor-canvas"]' );
// The block wrappers are found by block name; their labels differ ('Kiosk-Warenkorb'
// for the cart, core's 'Block: Kiosk-Kasse' for the checkout).
const cartBlock = (): Locator => canvas().locator( '[data-type="kiosk/cart"]' );
const checkoutBlock = (): Locator =>
	canvas().locator( '[data-type="kiosk/checkout"]' );

/** The editor's block tree, with validity and lock state of each block. */
function blockTree(): Promise< BlockNode[] > {
	return page.evaluate( () => {
		const select = ( window as unknown as EditorWindow ).wp.data.select(
			'core/block-editor'
		);
		const walk = ( ids: string[] ): BlockNode[] =>
			ids.map( ( id ) => ( {
				name: select.getBlock( id )?.name ?? '',
				valid: select.getBlock( id )?.isValid ?? false,
				canRemove: select.canRemoveBlock( id ),
				canMove: select.canMoveBlock( id ),
				inner: walk( select.getBlockOrder( id ) ),
			} ) );
		return walk( select.getBlockOrder() );
	} );
}

/** The checkout areas an owner may move or remove (the rest are locked). */
/** As in WooCommerce: the totals column moves; the cross-sells and the express payment move and go. */
const MOVABLE_CART_AREAS = [
	'kiosk/cart-cross-sells-block',
	'kiosk/cart-totals-block',
	'kiosk/cart-express-payment-block',
];

const OPTIONAL_CHECKOUT_AREAS = [
	'kiosk/checkout-express-payment-block',
	'kiosk/checkout-order-note-block',
	'kiosk/checkout-terms-block',
];

/** The checkout's areas that move or go: the optional ones, and the order summary (it moves, as WooCommerce's). */
const MOVABLE_CHECKOUT_AREAS = [
	...OPTIONAL_CHECKOUT_AREAS,
	'kiosk/checkout-order-summary-block',
];

const flatten = ( nodes: BlockNode[] ): BlockNode[] =>
	nodes.flatMap( ( node ) => [ node, ...flatten( node.inner ) ] );

/** Waits until the editor has loaded Kiosk's block types. */
async function editorReady(): Promise< void > {
	await page.waitForFunction(
		() =>
			!! ( window as unknown as EditorWindow ).wp?.blocks?.getBlockType(
				'kiosk/checkout'
			)
	);
}

/** Searches the block inserter for a block's title and picks it. */
async function insertBlock( title: string ): Promise< void > {
	const searchBox = page.getByRole( 'searchbox', {
		name: 'Search',
		exact: true,
	} );
	if ( ! ( await searchBox.isVisible() ) ) {
		await page.getByRole( 'button', { name: 'Block Inserter' } ).click();
	}
	await searchBox.fill( title );
	await page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option', { name: title, exact: true } )
		.click();
}

beforeAll( async () => {
	// Both start at once; each is kept as soon as it is up, so that afterAll
	// closes the browser even when the site fails to start (and vice versa).
	const outcomes = await Promise.allSettled( [
		startWordPress().then( ( started ) => ( wp = started ) ),
		launchBrowser().then( ( launched ) => ( browser = launched ) ),
	] );
	for ( const outcome of outcomes ) {
		if ( outcome.status === 'rejected' ) {
			throw outcome.reason;
		}
	}
	const context = await browser.newContext( {
		viewport: { width: 1400, height: 1000 },
	} );
	const site = new URL( wp.url ).host;
	// Offline: nothing but the test site (Gravatar, fonts, the block directory…).
	await context.route(
		( url ) => url.host !== site,
		( route ) => {
			outbound.push( route.request().url() );
			return route.abort();
		}
	);
	page = await context.newPage();
	// Generous, so that a busy machine does not fail a healthy step.
	page.setDefaultTimeout( 30000 );
	// wp-admin pages and the editor take longer to load on a busy machine.
	page.setDefaultNavigationTimeout( 90000 );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' || message.type() === 'warning' ) {
			errors.push(
				`console ${ message.type() }: ${ message.text() } (${
					message.location().url
				})`
			);
		}
	} );
	page.on( 'pageerror', ( error ) =>
		errors.push( `uncaught: ${ error.message }\n${ error.stack ?? '' }` )
	);

	// Straight to a new page: the dashboard would only add requests (news,
	// browser checks) to the run.
	const newPage = `${ wp.url }/wp-admin/post-new.php?post_type=page`;
	await logInTo( page, newPage );
} );

afterAll( async () => {
	await browser?.close();
	await wp?.dispose();
} );

describe( 'block editor', () => {
	it( 'runs WordPress 7.0.4 with Kiosk active, on a German site', async () => {
		expect( wp.version ).toBe( '7.0.4' );
		await editorReady();
		expect(
			await page.evaluate( () => document.documentElement.lang )
		).toBe( 'de-DE' );
	} );

	it( 'lists each shop block once under a name apart from WooCommerce’s own', async () => {
		const searchBox = page.getByRole( 'searchbox', {
			name: 'Search',
			exact: true,
		} );
		if ( ! ( await searchBox.isVisible() ) ) {
			await page
				.getByRole( 'button', { name: 'Block Inserter' } )
				.click();
		}
		for ( const [ term, ours ] of [
			[ 'Kasse', 'Kiosk-Kasse' ],
			[ 'Warenkorb', 'Kiosk-Warenkorb' ],
		] ) {
			await searchBox.fill( term );
			const listbox = page.getByRole( 'listbox', { name: 'Blocks' } );
			// The results of this search (not the last one's) are in.
			await listbox
				.getByRole( 'option', { name: ours, exact: true } )
				.waitFor();
			const names = (
				await listbox.getByRole( 'option' ).allInnerTexts()
			).map( ( name ) => name.trim() );
			// No two blocks the owner could mix up: every name once.
			expect( names ).toEqual( [ ...new Set( names ) ] );
		}
		await searchBox.fill( '' );
	} );

	it( 'inserts the cart and the checkout through the inserter, by their German titles', async () => {
		await insertBlock( 'Kiosk-Warenkorb' );
		await cartBlock().waitFor();
		await insertBlock( 'Kiosk-Kasse' );
		await checkoutBlock().waitFor();

		expect( ( await blockTree() ).map( ( block ) => block.name ) ).toEqual(
			[ 'kiosk/cart', 'kiosk/checkout' ]
		);
	} );

	it( 'previews the cart in German: line items, totals, coupon and "Weiter zur Kasse"', async () => {
		const cart = cartBlock();
		const items = cart.getByRole( 'table', {
			name: 'Produkte im Warenkorb',
		} );
		await items.waitFor();
		await expectVisible(
			items.getByRole( 'columnheader', { name: 'Produkt', exact: true } ),
			items.getByRole( 'columnheader', { name: 'Gesamtsumme' } ),
			items
				.getByRole( 'button', { name: /^Menge von .+ erhöhen$/ } )
				.first(),
			items
				.getByRole( 'button', {
					name: /^.+ aus dem Warenkorb entfernen$/,
				} )
				.first(),
			cart.getByRole( 'heading', { name: 'Warenkorb-Summe' } ),
			cart.getByText( 'Zwischensumme', { exact: true } ),
			cart.getByText( 'Geschätzte Gesamtsumme', { exact: true } ),
			cart.getByRole( 'button', { name: 'Gutscheine hinzufügen' } ),
			cart.getByRole( 'link', { name: 'Weiter zur Kasse' } )
		);
		expect( await items.getByRole( 'row' ).count() ).toBeGreaterThan( 1 );
		await expect( cart.innerText() ).resolves.not.toMatch(
			/Proceed to Checkout|Subtotal|Your cart is currently empty/
		);
	} );

	it( 'previews the checkout in German with its steps over the sample cart', async () => {
		const checkout = checkoutBlock();
		await expectVisible(
			checkout.getByRole( 'group', { name: 'Kontaktdaten' } ),
			checkout.getByRole( 'textbox', { name: 'E-Mail-Adresse' } ),
			checkout.getByRole( 'group', { name: 'Rechnungsadresse' } ),
			checkout.getByRole( 'combobox', { name: 'Land/Region' } ),
			checkout.getByRole( 'button', {
				name: 'Zahlungspflichtig bestellen',
			} ),
			checkout.getByRole( 'region', { name: 'Bestellübersicht' } )
		);
		await expect( checkout.innerText() ).resolves.not.toMatch(
			/Contact information|Place order|Loading…|Your cart is currently empty/
		);
	} );

	it( 'locks the cart and the checkout: their inner blocks can be neither removed nor moved (but their optional areas, as in WooCommerce), nor they removed', async () => {
		const [ cart, checkout ] = await blockTree();
		const inner = flatten( cart.inner );
		expect( inner.map( ( block ) => block.name ) ).toEqual( [
			'kiosk/filled-cart-block',
			'kiosk/cart-items-block',
			'kiosk/cart-line-items-block',
			'kiosk/cart-cross-sells-block',
			'kiosk/cart-totals-block',
			'kiosk/cart-order-summary-block',
			'kiosk/cart-express-payment-block',
			'kiosk/proceed-to-checkout-block',
			'kiosk/empty-cart-block',
		] );
		expect(
			inner
				.filter( ( block ) => block.canRemove || block.canMove )
				.map( ( block ) => block.name )
		).toEqual( MOVABLE_CART_AREAS );
		expect(
			inner
				.filter( ( block ) => block.canRemove )
				.map( ( block ) => block.name )
		).toEqual( [
			'kiosk/cart-cross-sells-block',
			'kiosk/cart-express-payment-block',
		] );
		expect( cart.canRemove ).toBe( false );

		const checkoutInner = flatten( checkout.inner );
		expect( checkoutInner.map( ( block ) => block.name ) ).toEqual( [
			'kiosk/checkout-fields-block',
			'kiosk/checkout-express-payment-block',
			'kiosk/checkout-contact-information-block',
			'kiosk/checkout-shipping-method-block',
			'kiosk/checkout-pickup-options-block',
			'kiosk/checkout-shipping-address-block',
			'kiosk/checkout-billing-address-block',
			'kiosk/checkout-shipping-methods-block',
			'kiosk/checkout-payment-methods-block',
			'kiosk/checkout-order-note-block',
			'kiosk/checkout-terms-block',
			'kiosk/checkout-actions-block',
			'kiosk/checkout-totals-block',
			'kiosk/checkout-order-summary-block',
			'kiosk/checkout-order-summary-totals-block',
		] );
		// As in WooCommerce, the optional areas can be moved and removed,
		// the order summary moved.
		expect(
			checkoutInner
				.filter( ( block ) => block.canRemove || block.canMove )
				.map( ( block ) => block.name )
		).toEqual( MOVABLE_CHECKOUT_AREAS );
		expect(
			checkoutInner
				.filter( ( block ) => block.canRemove )
				.map( ( block ) => block.name )
		).toEqual( OPTIONAL_CHECKOUT_AREAS );
		expect( checkout.canRemove ).toBe( false );
	} );

	it( 'saves the page, and after a reload every block is valid and the previews are back', async () => {
		await canvas()
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Warenkorb und Kasse' );
		const before = flatten( await blockTree() ).map(
			( block ) => block.name
		);
		await page.getByRole( 'button', { name: 'Save draft' } ).click();
		await page.waitForFunction( () => {
			const editor = ( window as unknown as EditorWindow ).wp.data.select(
				'core/editor'
			);
			return (
				! editor.isSavingPost() &&
				! editor.isEditedPostNew() &&
				! editor.isEditedPostDirty()
			);
		} );
		const id = await page.evaluate( () =>
			( window as unknown as EditorWindow ).wp.data
				.select( 'core/editor' )
				.getCurrentPostId()
		);

		await page.goto(
			`${ wp.url }/wp-admin/post.php?post=${ id }&action=edit`
		);
		await editorReady();
		await cartBlock()
			.getByRole( 'link', { name: 'Weiter zur Kasse' } )
			.waitFor();
		await checkoutBlock()
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.waitFor();
		const after = flatten( await blockTree() );
		expect( after.map( ( block ) => block.name ) ).toEqual( before );
		expect(
			after.filter( ( block ) => ! block.valid ).map( ( b ) => b.name )
		).toEqual( [] );
		// The locks hold after the round trip through the saved markup.
		expect(
			after
				.filter( ( block ) => block.canRemove || block.canMove )
				.map( ( block ) => block.name )
		).toEqual( [
			'kiosk/cart',
			...MOVABLE_CART_AREAS,
			'kiosk/checkout',
			...MOVABLE_CHECKOUT_AREAS,
		] );
		// No "unexpected or invalid content" or "encountered an error" notice.
		expect(
			await canvas().locator( '.block-editor-warning' ).count()
		).toBe( 0 );
	} );

	it( 'logs no error or warning in the browser or in PHP, and sends nothing off the site', () => {
		// WooCommerce and Event Tickets log their own warnings in the editor
		// (API version 1 blocks, styles added to the iframe); what must not
		// be there is anything of Kiosk's: e.g. a block in an unregistered
		// category, a failing Kiosk script, a PHP notice from Kiosk's code.
		// Core's block directory search (the inserter's "available to
		// install" list) fails offline and names the search term, which for
		// Kiosk's blocks starts with "Kiosk": that line is core's, not Kiosk's.
		const kiosks = ( lines: string[] ) =>
			lines.filter(
				( line ) =>
					/kiosk/i.test( line ) &&
					! line.includes( '/wp/v2/block-directory/search' )
			);
		expect( kiosks( errors ) ).toEqual( [] );
		expect( kiosks( wp.phpErrors() ) ).toEqual( [] );
		expect( outbound ).toEqual( [] );
	} );
} );

/** Waits for each locator to be visible (one failure names the locator). */
async function expectVisible( ...locators: Locator[] ): Promise< void > {
	for ( const locator of locators ) {
		await locator.waitFor( { state: 'visible' } );
	}
}
