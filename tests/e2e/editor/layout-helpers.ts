/**
 * Shared by the cart's, the checkout's and the mini cart's layout tests: the page's saved
 * content, the block tree the editor holds (with lock states), the order of
 * areas on the shop page, an administrator's editor for a page (selecting a
 * block, saving), and an extension's scripts on the shop page and in the
 * editor.
 */
import { mkdirSync, rmSync, writeFileSync } from 'fs';
import { dirname, join } from 'path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Host } from '../support/host';
import { newPage } from '../support/browser';
import { logInTo, type EditorWindow } from '../support/wordpress';

/** One block in the editor, with what its lock allows. */
export interface BlockNode {
	id: string;
	name: string;
	canRemove: boolean;
	canMove: boolean;
	inner: BlockNode[];
}

/** The saved content of a post. */
export function postContent( host: Host, id: number ): string {
	return host.php( `echo get_post( ${ id } )->post_content;` );
}

/** Saves a post's content as given (base64 on the way: no quoting). */
export function setPostContent( host: Host, id: number, content: string ) {
	host.php(
		`wp_update_post( array( 'ID' => ${ id }, 'post_content' => wp_slash( base64_decode( '${ Buffer.from(
			content
		).toString( 'base64' ) }' ) ) ) );`
	);
}

/** The first top-level block's inner tree in the editor, with lock states. */
export function innerTree( page: Page ): Promise< BlockNode[] > {
	return page.evaluate( () => {
		const select = ( window as unknown as EditorWindow ).wp.data.select(
			'core/block-editor'
		);
		const walk = ( ids: string[] ): BlockNode[] =>
			ids.map( ( id ) => ( {
				id,
				name: select.getBlock( id )?.name ?? '',
				canRemove: select.canRemoveBlock( id ),
				canMove: select.canMoveBlock( id ),
				inner: walk( select.getBlockOrder( id ) ),
			} ) );
		return walk( select.getBlockOrder() )[ 0 ].inner;
	} );
}

/** Top-to-bottom order of `selectors` among `container`'s elements (-1: absent). */
export function domOrder(
	page: Page,
	container: string,
	selectors: string[]
): Promise< number[] > {
	return page.evaluate(
		( { scope, list } ) => {
			const all = [ ...document.querySelectorAll( `${ scope } *` ) ];
			return list.map( ( selector ) => {
				const found = document.querySelector( selector );
				return found ? all.indexOf( found ) : -1;
			} );
		},
		{ scope: container, list: selectors }
	);
}

/**
 * Hides the editor's welcome guide and pattern chooser for the
 * administrator, so the editor opens straight onto the canvas.
 */
export function quietEditor( host: Host ): void {
	host.php(
		`update_user_meta( 1, 'wp_persisted_preferences', array( 'core/edit-post' => array( 'welcomeGuide' => false ), 'core' => array( 'enableChoosePatternModal' => false ), '_modified' => gmdate( 'c' ) ) );`
	);
}

/**
 * Logs the administrator in and opens an admin screen (`path` under
 * /wp-admin/); the page's uncaught errors go into `errors`.
 */
export async function openAdmin(
	browser: Browser,
	host: Host,
	path: string,
	errors: string[]
): Promise< Page > {
	const editor = await newPage( browser, {
		viewport: { width: 1400, height: 1000 },
	} );
	editor.setDefaultTimeout( 30000 );
	editor.setDefaultNavigationTimeout( 90000 );
	editor.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await logInTo( editor, `${ host.url }/wp-admin/${ path }` );
	return editor;
}

/**
 * Logs the administrator in and opens a post in the block editor; the
 * page's uncaught errors go into `errors`.
 */
export function openEditor(
	browser: Browser,
	host: Host,
	postId: number,
	errors: string[]
): Promise< Page > {
	return openAdmin(
		browser,
		host,
		`post.php?post=${ postId }&action=edit`,
		errors
	);
}

/**
 * Saves the post with the Save button of the editor's top bar, as the owner
 * does, and waits until it is saved.
 */
export async function saveInEditor( editor: Page ): Promise< void > {
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
}

/** Selects a block in the canvas by clicking its edge, as the owner does. */
export async function selectBlock(
	editor: Page,
	block: Locator
): Promise< void > {
	await block.click( { position: { x: 4, y: 4 } } );
	await block
		.locator( 'xpath=self::*[contains(@class, "is-selected")]' )
		.waitFor();
	await editor
		.locator( '.block-editor-block-toolbar' )
		.waitFor( { state: 'visible' } );
}

/**
 * Adds an extension's script to the shop page at `pathname`, as WordPress
 * prints an extension's script: served at /demo-extension.js, after
 * `before` (the tags of the scripts it depends on).
 */
export async function addExtension(
	page: Page,
	pathname: string,
	script: string,
	before = ''
): Promise< void > {
	await page.route(
		( url ) => url.pathname === '/demo-extension.js',
		( route ) =>
			route.fulfill( {
				contentType: 'application/javascript',
				body: script,
			} )
	);
	await page.route(
		( url ) => url.pathname === pathname,
		async ( route ) => {
			const response = await route.fetch();
			await route.fulfill( {
				response,
				body: ( await response.text() ).replace(
					'</body>',
					`${ before }<script src="/demo-extension.js" id="demo-js"></script></body>`
				),
			} );
		}
	);
}

/**
 * Registers an extension's editor block (an mu-plugin printing `script`
 * in the block editor, as an extension's editor script does); returns a
 * function that removes it.
 */
export function addEditorExtension( host: Host, script: string ): () => void {
	const file = join(
		host.dataDir,
		'wp-content',
		'mu-plugins',
		'kiosk-test-editor-extension.php'
	);
	mkdirSync( dirname( file ), { recursive: true } );
	writeFileSync(
		file,
		`<?php add_action( 'enqueue_block_editor_assets', function () {
	wp_register_script( 'demo-editor', false, array( 'wp-blocks', 'wp-element', 'wp-block-editor' ), null, true );
	wp_enqueue_script( 'demo-editor' );
	wp_add_inline_script( 'demo-editor', base64_decode( '${ Buffer.from(
		script
	).toString( 'base64' ) }' ) );
} );
`
	);
	return () => rmSync( file, { force: true } );
}

/** Deletes a block with its toolbar's Options menu, as the owner does. */
export async function deleteWithToolbar(
	editor: Page,
	block: Locator
): Promise< void > {
	await selectBlock( editor, block );
	await editor
		.locator( '.block-editor-block-toolbar' )
		.getByRole( 'button', { name: 'Options' } )
		.click();
	await editor.getByRole( 'menuitem', { name: /^Delete/ } ).click();
	await block.waitFor( { state: 'detached' } );
}

/** Inserts a new block of type `name` into a block's inner blocks at `index`. */
export function insertBlock(
	editor: Page,
	name: string,
	rootClientId: string,
	index: number
): Promise< void > {
	return editor.evaluate(
		( args ) => {
			const { blocks, data } = (
				window as unknown as {
					wp: {
						blocks: { createBlock: ( type: string ) => unknown };
						data: {
							dispatch: ( store: string ) => {
								insertBlock: ( ...a: unknown[] ) => void;
							};
						};
					};
				}
			 ).wp;
			data.dispatch( 'core/block-editor' ).insertBlock(
				blocks.createBlock( args.name ),
				args.index,
				args.rootClientId,
				false
			);
		},
		{ name, rootClientId, index }
	);
}

/**
 * Expects every selector's element among `container`'s, top to bottom in
 * the given order (a failure names the selectors out of place).
 */
export async function expectInOrder(
	page: Page,
	container: string,
	selectors: string[]
): Promise< void > {
	const positions = await domOrder( page, container, selectors );
	const placed = selectors.map( ( selector, index ) => ( {
		selector,
		at: positions[ index ],
	} ) );
	expect( placed.filter( ( { at } ) => at < 0 ) ).toEqual( [] );
	expect(
		[ ...placed ]
			.sort( ( a, b ) => a.at - b.at )
			.map( ( { selector } ) => selector )
	).toEqual( selectors );
}

/** What each block's lock allows, by its name without `kiosk/` and `-block`: [ can remove, can move ]. */
export function locksOf( nodes: BlockNode[] ): Record< string, boolean[] > {
	return Object.fromEntries(
		nodes.map( ( node ) => [
			node.name.replace( /^kiosk\/|-block$/g, '' ),
			[ node.canRemove, node.canMove ],
		] )
	);
}
