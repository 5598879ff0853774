/**
 * A real WordPress for block-editor tests: the test file's own site of the
 * real stack (host.ts: WordPress 7.0.4 with WooCommerce, CF7, Event Tickets
 * and Kiosk from its zips, German, offline), with what the editor tests read
 * from it: the WordPress version and the PHP log.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startHost } from './host';

/** The administrator the site is installed with. */
export const ADMIN = { user: 'admin', password: 'Admin2026!' } as const;

/**
 * Logs a user (the administrator unless `who` says) in through
 * wp-login.php and lands on `target` (a wp-admin URL, or a page the user
 * may see). The screen's path is what is awaited, at its document (the
 * callers wait for the screen's own elements): the site editor may rewrite
 * its query string, and twice in CI an editor page never fired load in 90 s
 * while its content was usable.
 */
export async function logInTo(
	page: Page,
	target: string,
	who: { user: string; password: string } = ADMIN
): Promise< void > {
	const screen = new URL( target ).pathname;
	const onScreen = () => new URL( page.url() ).pathname === screen;
	const reach = ( timeout: number ) =>
		page.waitForURL( ( url ) => url.pathname === screen, {
			waitUntil: 'domcontentloaded',
			timeout,
		} );
	const submitLogin = async () => {
		await page
			.getByLabel( 'Benutzername oder E-Mail-Adresse' )
			.fill( who.user );
		await page
			.getByLabel( 'Passwort', { exact: true } )
			.fill( who.password );
		await page.getByRole( 'button', { name: 'Anmelden' } ).click();
	};
	await page.goto(
		`${ new URL( target ).origin }/wp-login.php?redirect_to=${ encodeURIComponent(
			target
		) }`
	);
	await submitLogin();
	try {
		await reach( 45000 );
	} catch {
		// In CI the login form's POST has twice never reached the PHP
		// server (no request open, none logged, the failure report's last
		// answer the login page's GET) and the page stayed on wp-login.php.
		// The screen is opened again; WordPress asks for the login where
		// the first one did not arrive.
		if ( ! onScreen() ) {
			await page.goto( target, { waitUntil: 'domcontentloaded' } );
		}
		if ( ! onScreen() ) {
			await submitLogin();
			await reach( 60000 );
		}
	}
}

/** A running test site. */
export interface WordPress {
	/** Base URL, `http://localhost:<port>`. */
	url: string;
	/** WordPress's version string (`7.0.4`). */
	version: string;
	/** PHP errors, warnings and notices logged so far (WP_DEBUG_LOG). */
	phpErrors: () => string[];
	/** Stops the server and its workers, removes the site. */
	dispose: () => Promise< void >;
}

/**
 * The parts of the block editor's globals the tests read, typed. Use as
 * `( window as unknown as EditorWindow ).wp` inside `page.evaluate()`.
 */
export interface EditorWindow extends Window {
	wp: {
		blocks: {
			getBlockType: ( name: string ) => { title: string } | undefined;
		};
		data: {
			select: ( ( store: 'core/block-editor' ) => BlockEditorSelectors ) &
				( ( store: 'core/editor' ) => EditorSelectors );
			dispatch: ( store: 'core/editor' ) => EditorActions;
		};
	};
}

interface EditorBlock {
	name: string;
	isValid: boolean;
}

interface BlockEditorSelectors {
	getBlockOrder: ( rootClientId?: string ) => string[];
	getBlock: ( clientId: string ) => EditorBlock | null;
	canRemoveBlock: ( clientId: string ) => boolean;
	canMoveBlock: ( clientId: string ) => boolean;
}

interface EditorSelectors {
	getCurrentPostId: () => number;
	isSavingPost: () => boolean;
	isEditedPostDirty: () => boolean;
	isEditedPostNew: () => boolean;
}

interface EditorActions {
	editPost: ( edits: Record< string, unknown > ) => void;
	savePost: () => Promise< void >;
}

/** Starts a site of the real stack for the editor tests. */
export async function startWordPress(): Promise< WordPress > {
	const host = await startHost();
	// No welcome guide or pattern chooser over a new page, as for an editor who has seen them.
	const version = host
		.php(
			`update_user_meta( 1, 'wp_persisted_preferences', array( 'core/edit-post' => array( 'welcomeGuide' => false ), 'core' => array( 'enableChoosePatternModal' => false ), '_modified' => gmdate( 'c' ) ) );
echo get_bloginfo( 'version' );`
		)
		.trim();
	const debugLog = join( host.dataDir, 'debug.log' );
	return {
		url: host.url,
		version,
		phpErrors: () =>
			existsSync( debugLog )
				? readFileSync( debugLog, 'utf8' )
						.split( '\n' )
						.filter( ( line ) => line.trim() )
				: [],
		dispose: () => host.dispose(),
	};
}
