/**
 * Shared by the cart's, the checkout's and the mini cart's layout tests: the page's saved
 * content, the block tree the editor holds (with lock states), the order of
 * areas on the shop page, and an administrator's editor for a page.
 */
import type { Browser, Page } from 'playwright-core';
import type { Host } from '../support/host';
import { newPage } from '../support/browser';
import { ADMIN, type EditorWindow } from '../support/wordpress';

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
	const edit = `${ host.url }/wp-admin/${ path }`;
	await editor.goto(
		`${ host.url }/wp-login.php?redirect_to=${ encodeURIComponent( edit ) }`
	);
	await editor
		.getByLabel( 'Benutzername oder E-Mail-Adresse' )
		.fill( ADMIN.user );
	await editor
		.getByLabel( 'Passwort', { exact: true } )
		.fill( ADMIN.password );
	await editor.getByRole( 'button', { name: 'Anmelden' } ).click();
	// The site editor may rewrite its query string: the screen is enough.
	const screen = new URL( edit ).pathname;
	await editor.waitForURL( ( url ) => url.pathname === screen );
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
