/**
 * Debian's Chromium through playwright-core. Playwright gives every launch
 * a fresh, empty profile directory.
 */
import {
	chromium,
	type Browser,
	type BrowserContextOptions,
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

/** Launches Chromium; fails loudly when it is missing (never a silent skip). */
export async function launchBrowser(): Promise< Browser > {
	if ( ! existsSync( CHROMIUM ) ) {
		throw new Error(
			`Chromium not found at ${ CHROMIUM }: run 'npm test' (its pretest installs it) or apt-get install chromium.`
		);
	}
	// A failed test reports the requests still open (support/environment.cjs).
	return trackBrowser(
		await chromium.launch( {
			executablePath: CHROMIUM,
			args: CHROMIUM_ARGS,
			headless: true,
		} )
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
