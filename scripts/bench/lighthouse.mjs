/**
 * Lighthouse 12 (node API, mobile defaults: simulated slow 4G and 4× CPU)
 * against a Chromium launched here with a DevTools port on loopback. One
 * fresh Chromium (and profile) per page, so every run starts cold. A
 * shopper's session is passed as a Cookie header (Lighthouse's
 * `extraHeaders`, the documented way to audit logged-in pages).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/e2e/support/browser.ts';
import { freePort } from './support.mjs';

const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];

async function launchChromium() {
	const port = await freePort();
	const profile = mkdtempSync( join( tmpdir(), 'kiosk-lh-' ) );
	const child = spawn(
		CHROMIUM,
		[
			...CHROMIUM_ARGS,
			`--remote-debugging-port=${ port }`,
			'--remote-debugging-address=127.0.0.1',
			`--user-data-dir=${ profile }`,
			'about:blank',
		],
		{
			stdio: [ 'ignore', 'ignore', 'pipe' ],
		}
	);
	await new Promise( ( resolve, reject ) => {
		let output = '';
		const timer = setTimeout(
			() =>
				reject(
					new Error(
						`Chromium gave no DevTools port in 20 s: ${ output }`
					)
				),
			20000
		);
		child.stderr.on( 'data', ( chunk ) => {
			output += chunk;
			if ( output.includes( 'DevTools listening on' ) ) {
				clearTimeout( timer );
				resolve();
			}
		} );
		child.on( 'exit', ( code ) =>
			reject( new Error( `Chromium exited with ${ code }: ${ output }` ) )
		);
	} );
	return {
		port,
		async close() {
			await new Promise( ( resolve ) => {
				if ( child.exitCode !== null ) {
					resolve();
					return;
				}
				child.once( 'exit', resolve );
				child.kill( 'SIGTERM' );
				setTimeout( () => child.kill( 'SIGKILL' ), 3000 ).unref();
			} );
			try {
				rmSync( profile, {
					recursive: true,
					force: true,
					maxRetries: 5,
					retryDelay: 200,
				} );
			} catch {
				// A profile Chromium still writes to is left to the OS temp cleaner.
			}
		},
	};
}

/** Audits that lost points, per category, for the report. */
function lostPoints( lhr ) {
	const lost = {};
	for ( const id of CATEGORIES ) {
		const category = lhr.categories[ id ];
		if ( ! category ) {
			continue;
		}
		lost[ id ] = category.auditRefs
			.filter( ( ref ) => ref.weight > 0 )
			.map( ( ref ) => lhr.audits[ ref.id ] )
			.filter(
				( audit ) => audit && audit.score !== null && audit.score < 1
			)
			.map( ( audit ) => ( {
				id: audit.id,
				score: audit.score,
				value: audit.displayValue || '',
				items: JSON.stringify(
					audit.details?.items?.slice( 0, 3 ) ?? []
				).slice( 0, 400 ),
			} ) );
	}
	return lost;
}

/**
 * Lighthouse's whole report (the `lhr`) for one URL, mobile defaults;
 * `block` lists URL patterns its browser refuses (`--lighthouse-block`).
 */
export async function lighthouseReport( url, cookieHeader, block = [] ) {
	const chrome = await launchChromium();
	try {
		const result = await lighthouse( url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: CATEGORIES,
			...( block.length ? { blockedUrlPatterns: block } : {} ),
			...( cookieHeader
				? { extraHeaders: { Cookie: cookieHeader } }
				: {} ),
		} );
		const lhr = result.lhr;
		if ( lhr.runtimeError ) {
			throw new Error(
				`${ lhr.runtimeError.code }: ${ lhr.runtimeError.message }`
			);
		}
		return lhr;
	} finally {
		await chrome.close();
	}
}

/**
 * Mobile Lighthouse scores (0–100) for one URL; with `keep`, the whole
 * report too (`report`: every audit, for `--lighthouse-json`); `block` as
 * for lighthouseReport(), named in the result when not empty.
 */
export async function runLighthouse(
	url,
	cookieHeader,
	keep = false,
	block = []
) {
	const lhr = await lighthouseReport( url, cookieHeader, block );
	const score = ( id ) =>
		lhr.categories[ id ]?.score === null ||
		lhr.categories[ id ] === undefined
			? null
			: Math.round( lhr.categories[ id ].score * 100 );
	return {
		performance: score( 'performance' ),
		accessibility: score( 'accessibility' ),
		bestPractices: score( 'best-practices' ),
		seo: score( 'seo' ),
		metrics: {
			fcp: lhr.audits[ 'first-contentful-paint' ]?.numericValue ?? null,
			lcp: lhr.audits[ 'largest-contentful-paint' ]?.numericValue ?? null,
			tbt: lhr.audits[ 'total-blocking-time' ]?.numericValue ?? null,
			cls: lhr.audits[ 'cumulative-layout-shift' ]?.numericValue ?? null,
		},
		lost: lostPoints( lhr ),
		...( block.length ? { blocked: block } : {} ),
		...( keep ? { report: lhr } : {} ),
	};
}
