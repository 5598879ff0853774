/**
 * Debian's Chromium through playwright-core. Under the e2e suite's
 * environment (support/environment.cjs) the test files of a jest worker
 * share one Chromium, each with contexts of its own (fresh cookies, storage
 * and cache, as in a browser of its own); launching and closing one per
 * file cost about 2 s of CPU a file. Elsewhere (scripts, the bench) every
 * launch is a browser of its own, with a fresh, empty profile directory.
 */
import {
	chromium,
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	type LaunchOptions,
	type Page,
} from 'playwright-core';
import { existsSync } from 'node:fs';
import { trackBrowser } from './diagnostics';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--no-first-run',
	'--disable-sync',
	'--disable-quic',
];

type SharedChromium = ( options: LaunchOptions ) => Promise< Browser >;

/**
 * The worker's shared Chromium as one test file sees it: the contexts the
 * file opens (newPage opens one too), and a close() that closes those and
 * leaves the browser to the worker's next file.
 */
function forThisFile( browser: Browser ): Browser {
	const mine = new Set< BrowserContext >();
	const view = Object.create( browser ) as Browser;
	view.newContext = async ( options?: BrowserContextOptions ) => {
		const context = await browser.newContext( options );
		mine.add( context );
		context.on( 'close', () => mine.delete( context ) );
		return context;
	};
	view.contexts = () => [ ...mine ];
	view.close = async () => {
		await Promise.all( [ ...mine ].map( ( context ) => context.close() ) );
	};
	return view;
}

/** Launches Chromium; fails loudly when it is missing (never a silent skip). */
export async function launchBrowser(): Promise< Browser > {
	if ( ! existsSync( CHROMIUM ) ) {
		throw new Error(
			`Chromium not found at ${ CHROMIUM }: run 'npm test' (its pretest installs it) or apt-get install chromium.`
		);
	}
	const options = {
		executablePath: CHROMIUM,
		args: CHROMIUM_ARGS,
		headless: true,
	};
	const shared = ( globalThis as { __kioskSharedChromium?: SharedChromium } )
		.__kioskSharedChromium;
	// A failed test reports the requests still open (support/environment.cjs).
	return trackBrowser(
		shared
			? forThisFile( await shared( options ) )
			: await chromium.launch( options )
	);
}

/** A new page in a fresh context (fresh cookies), German locale. */
export async function newPage(
	browser: Browser,
	options: BrowserContextOptions = {}
): Promise< Page > {
	const context = await browser.newContext( { locale: 'de-DE', ...options } );
	// A wp-admin page on two busy cores can take longer than Playwright's
	// 30 s to fire `load`; a failure still ends within Jest's test timeout.
	context.setDefaultNavigationTimeout( 90000 );
	context.setDefaultTimeout( 60000 );
	return context.newPage();
}

/** Logs in through /mein-konto/ as a person would. */
export async function logIn(
	page: Page,
	baseUrl: string,
	login: 'kunde' | 'admin'
): Promise< void > {
	const passwords = { kunde: 'Kunde2026!', admin: 'Admin2026!' };
	await page.goto( `${ baseUrl }/mein-konto/` );
	await page.getByLabel( 'Benutzername oder E-Mail-Adresse' ).fill( login );
	await page.getByLabel( 'Passwort' ).fill( passwords[ login ] );
	await page.getByRole( 'button', { name: 'Anmelden' } ).click();
	// WooCommerce's account page, now with the customer's "Abmelden".
	await page.getByRole( 'link', { name: 'Abmelden' } ).first().waitFor();
}
