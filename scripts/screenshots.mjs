/**
 * `npm run screenshots`: the magazine's pages as a reader sees them, at
 * 1280×900 and on a phone (390×844), into docs/screenshots/{page}-{width}.png.
 *
 *   npm run screenshots                     a fresh site from the template (as the e2e tests start one)
 *   npm run screenshots -- --url http://localhost:8080   a running site (npm start)
 *
 * Debian's Chromium through playwright-core; nothing leaves the machine.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/support/browser.ts';
import { discoverTargets } from '../tests/e2e/support/measure.ts';

const require = createRequire( import.meta.url );
const stack = ( name ) => require( `./stack/${ name }.cjs` );
const { ROOT } = stack( 'paths' );

const OUT = join( ROOT, 'docs', 'screenshots' );
const PAGES = [ 'home', 'article', 'category', 'contact', 'event' ];
const VIEWPORTS = [
	{ name: '1280', viewport: { width: 1280, height: 900 } },
	{
		name: '390',
		viewport: { width: 390, height: 844 },
		deviceScaleFactor: 1,
		isMobile: true,
		hasTouch: true,
	},
];

/** A throwaway site from the template, served on a free port. */
async function startSite() {
	stack( 'runtime' ).ensureRuntime( { browser: true } );
	await stack( 'archives' ).ensureArchives();
	if ( process.env.KIOSK_INSTALL !== 'link' ) {
		stack( 'kiosk' ).installKioskFromZips( { build: false } );
	}
	const dir = mkdtempSync( join( tmpdir(), 'kiosk-screens-' ) );
	const mariadb = await stack( 'mariadb' ).startMariaDb( join( dir, 'db' ) );
	await stack( 'template' ).ensureTemplate( mariadb );
	const { freePort, startServer } = stack( 'server' );
	const port = await freePort();
	const url = `http://127.0.0.1:${ port }`;
	const env = stack( 'template' ).createSite( mariadb, {
		dir: join( dir, 'site' ),
		db: 'kiosk_screens',
		url,
	} );
	const server = await startServer( { env, port, workers: 2 } );
	return {
		url,
		async stop() {
			await server.stop();
			await mariadb.stop();
			rmSync( dir, { recursive: true, force: true } );
		},
	};
}

const argUrl = process.argv.indexOf( '--url' );
const site =
	argUrl > 0
		? { url: process.argv[ argUrl + 1 ].replace( /\/$/, '' ), stop() {} }
		: await startSite();
const browser = await chromium.launch( {
	executablePath: CHROMIUM,
	args: CHROMIUM_ARGS,
} );
try {
	const targets = await discoverTargets( site.url );
	const paths = PAGES.map( ( type ) => {
		const target = targets.find( ( t ) => t.type === type );
		if ( ! target?.path ) {
			throw new Error( `no ${ type } page: ${ target?.error }` );
		}
		return [ type, target.path ];
	} );
	paths.push( [ '404', '/diese-seite-gibt-es-nicht/' ] );
	mkdirSync( OUT, { recursive: true } );
	for ( const { name, ...options } of VIEWPORTS ) {
		const context = await browser.newContext( {
			locale: 'de-DE',
			reducedMotion: 'reduce',
			...options,
		} );
		const page = await context.newPage();
		for ( const [ type, path ] of paths ) {
			await page.goto( site.url + path, { waitUntil: 'load' } );
			await page.evaluate( () => document.fonts.ready );
			await page.waitForTimeout( 300 );
			const file = join( OUT, `${ type }-${ name }.png` );
			await page.screenshot( { path: file } );
			console.log( `${ file.slice( ROOT.length + 1 ) }  ${ path }` );
		}
		await context.close();
	}
} finally {
	await browser.close();
	await site.stop();
}
