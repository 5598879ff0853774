/**
 * The bench: a site of its own on the real stack (WordPress, WooCommerce,
 * CF7, Event Tickets and Kiosk from its zips, cloned from the template on a
 * throw-away MariaDB), Debian Chromium
 * through playwright-core, and per page type bytes, requests, timings,
 * Lighthouse scores; then interaction costs. See scripts/bench.mjs.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHost, stackSetup, stackTeardown, ROOT } from './support.mjs';
import { startProductionHost } from './production-host.mjs';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import {
	discoverTargets,
	overBudget,
	PAGE_TYPES,
	WOO_PAGES_PHP,
	WOO_PATHS,
} from '../../tests/e2e/support/measure.ts';
import { parseArgs, USAGE } from './args.mjs';
import { measureBytes } from './bytes.mjs';
import { sessionFor } from './session.mjs';
import { measureTimings, CPU_THROTTLING } from './timings.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureInteractions, measureTyping } from './interactions.mjs';
import { measureVersus } from './versus.mjs';
import { traceTyping } from './typing-trace.mjs';
import {
	bytesTable,
	errorLines,
	speedTable,
	interactionLines,
	lighthouseLosses,
	compareTable,
	versusTable,
	typingLines,
} from './report.mjs';

const RESULTS = join( ROOT, 'bench', 'results' );
const BASELINE = join( ROOT, 'bench', 'baseline.json' );
const VERSUS_TITLE =
	"Kiosk against WooCommerce's own Cart and Checkout blocks: same site, same cart, same run, loads alternating; JS/CSS brotli KB and requests of one settled cold load, times median ms (usable: the shopper's first action works, email typed on the checkout, the quantity's + on the cart; ready: the main control works, place order, proceed to checkout; skeleton: loads in which a loading skeleton showed)";
const log = ( line ) => process.stderr.write( `${ line }\n` );

function commit() {
	try {
		return execSync( 'git rev-parse --short HEAD', { cwd: ROOT } )
			.toString()
			.trim();
	} catch {
		return null;
	}
}

async function main() {
	const args = parseArgs( process.argv.slice( 2 ) );
	if ( args.help ) {
		console.log( USAGE );
		return;
	}
	if ( ! existsSync( join( ROOT, 'build', 'cart.asset.php' ) ) ) {
		log( 'bench: build/ is missing, running the build' );
		execSync( `"${ process.execPath }" scripts/build.mjs`, {
			cwd: ROOT,
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		} );
	}
	const started = Date.now();
	log(
		`bench: assembling the real stack (Kiosk from its zips${ args.production ? ', served by the production-shaped stack: nginx, PHP-FPM, the full-page cache, Redis' : '' }) and Chromium`
	);
	await stackSetup();
	const [ host, browser ] = await Promise.all( [
		args.production ? startProductionHost() : startHost(),
		launchBrowser(),
	] );
	try {
		const all = await discoverTargets( host.url );
		const targets = args.only
			? all.filter( ( t ) => args.only.includes( t.type ) )
			: all;
		const unknown = ( args.only || [] ).filter(
			( t ) => ! PAGE_TYPES.includes( t )
		);
		if ( unknown.length ) {
			throw new Error( `unknown page types: ${ unknown.join( ', ' ) }` );
		}

		if ( args.typingTrace ) {
			log(
				`bench: where a keystroke's time goes (${ CPU_THROTTLING }× CPU)`
			);
			const trace = await traceTyping( browser, host.url, log );
			for ( const [ name, t ] of Object.entries( trace ) ) {
				console.log(
					`\n${ name }: per key ${ JSON.stringify( t.perKey ) }\n  ${ t.top.join( '\n  ' ) }`
				);
			}
			log(
				`bench: the trace took ${ Math.round( ( Date.now() - started ) / 1000 ) } s`
			);
			return;
		}
		if ( args.typingOnly ) {
			log(
				`bench: typing only (every checkout field, ${ CPU_THROTTLING }× CPU, with the reference documents)`
			);
			const keystrokeThrottled = await measureTyping( browser, host.url );
			console.log( `\nTyping\n${ typingLines( keystrokeThrottled ) }` );
			console.log( JSON.stringify( keystrokeThrottled, null, '\t' ) );
			log(
				`bench: typing took ${ Math.round( ( Date.now() - started ) / 1000 ) } s`
			);
			return;
		}

		const versusTypes = [ 'cart', 'checkout' ].filter(
			( t ) => ! args.only || args.only.includes( t )
		);
		let versus = null;
		if ( ( args.versus || args.versusOnly ) && versusTypes.length ) {
			log(
				`bench: Kiosk against WooCommerce's own blocks (median of ${ args.loads }, desktop 1× and phone 4× CPU)`
			);
			host.php( WOO_PAGES_PHP );
			versus = await measureVersus(
				browser,
				host,
				{
					loads: args.loads,
					lighthouse: args.lighthouse,
					types: versusTypes,
				},
				log
			);
		}
		if ( args.versusOnly ) {
			console.log( `\n${ VERSUS_TITLE }` );
			console.log( versusTable( versus ) );
			const date = new Date().toISOString();
			const file = `versus-${ date.replace( /[:.]/g, '-' ) }.json`;
			mkdirSync( RESULTS, { recursive: true } );
			writeFileSync(
				join( RESULTS, file ),
				JSON.stringify(
					{ date, commit: commit(), loads: args.loads, versus },
					null,
					'\t'
				)
			);
			console.log(
				`\nJSON: bench/results/${ file } (${ Math.round( ( Date.now() - started ) / 1000 ) } s)`
			);
			return;
		}

		log( 'bench: bytes and requests (one cold load each)' );
		const bytes = await measureBytes( browser, host.url, targets, log );
		const pages = targets.map( ( target, i ) => ( {
			type: target.type,
			path: bytes[ i ].path,
			bytes: bytes[ i ],
			timings: null,
			lighthouse: null,
		} ) );

		log(
			`bench: timings (median of ${ args.loads } loads, ${ CPU_THROTTLING }× CPU, mobile viewport)${ args.lighthouse ? ' and Lighthouse' : '' }`
		);
		for ( const [ i, page ] of pages.entries() ) {
			if ( page.bytes.error ) {
				continue;
			}
			let session;
			try {
				session = await sessionFor( browser, host.url, targets[ i ] );
				page.timings = await measureTimings(
					browser,
					host.url,
					session,
					args.loads
				);
			} catch ( error ) {
				page.timings = { error: error.message.split( '\n' )[ 0 ] };
			}
			if ( args.lighthouse && session ) {
				try {
					// A reader's page on the production stack: from the
					// cache, as on a live site once one reader asked for it.
					if ( host.warm && targets[ i ].needs === 'none' ) {
						page.cache = await host.warm(
							`${ host.url }${ session.path }`
						);
					}
					page.lighthouse = await runLighthouse(
						`${ host.url }${ session.path }`,
						targets[ i ].needs === 'none'
							? ''
							: session.cookieHeader,
						args.lighthouseJson,
						args.lighthouseBlock
					);
				} catch ( error ) {
					page.lighthouse = {
						error: error.message.split( '\n' )[ 0 ],
					};
				}
			}
			log(
				`  ${ page.type }: ${ page.timings.error || `FCP ${ Math.round( page.timings.fcp ) } ms, LCP ${ Math.round( page.timings.lcp ) } ms` }${ page.lighthouse ? `, Lighthouse ${ page.lighthouse.error || page.lighthouse.performance }` : '' }`
			);
		}

		let interactions = null;
		if (
			args.interactions &&
			( ! args.only ||
				args.only.some( ( t ) =>
					[
						'cart',
						'checkout',
						'order-received',
						'product',
					].includes( t )
				) )
		) {
			log( 'bench: interaction costs' );
			const product =
				all.find( ( t ) => t.type === 'product' )?.path || null;
			// WooCommerce's own checkout, typed into the same way.
			host.php( WOO_PAGES_PHP );
			interactions = await measureInteractions(
				browser,
				host.url,
				product,
				log,
				WOO_PATHS.checkout
			);
		}

		const seconds = Math.round( ( Date.now() - started ) / 1000 );
		const result = {
			date: new Date().toISOString(),
			commit: commit(),
			options: {
				loads: args.loads,
				cpuThrottling: CPU_THROTTLING,
				lighthouse: args.lighthouse,
				viewport: 'mobile 412×823',
				server: args.production
					? 'production-shaped (nginx, PHP-FPM, full-page cache, Redis)'
					: 'php -S (scripts/stack/server.cjs)',
			},
			seconds,
			pages,
			interactions,
			versus,
		};

		console.log(
			'\nBytes per page type (KB = 1024 B; all scripts incl. core handles; cold first load, mobile)'
		);
		console.log( bytesTable( pages ) );
		const misses = pages.flatMap( ( page ) =>
			page.bytes.error ? [] : overBudget( page.bytes )
		);
		if ( misses.length ) {
			console.log( `over budget:\n  ${ misses.join( '\n  ' ) }` );
		}
		const errors = errorLines( pages );
		if ( errors ) {
			console.log( `not measured:\n${ errors }` );
		}
		console.log(
			`\nTimings (median of ${ args.loads }, ${ CPU_THROTTLING }× CPU, mobile) and Lighthouse 12 mobile scores`
		);
		console.log( speedTable( pages ) );
		const losses = lighthouseLosses( pages );
		if ( losses ) {
			console.log( `\nLighthouse audits that lost points:\n${ losses }` );
		}
		console.log( `\nInteractions\n${ interactionLines( interactions ) }` );
		if ( versus ) {
			console.log( `\n${ VERSUS_TITLE }` );
			console.log( versusTable( versus ) );
		}

		mkdirSync( RESULTS, { recursive: true } );
		const stamp = result.date.replace( /[:.]/g, '-' );
		// --lighthouse-json: each page's whole Lighthouse report in a file
		// of its own, out of the result JSON (about 0.5 MB a page).
		for ( const page of pages ) {
			if ( page.lighthouse?.report ) {
				const file = `lighthouse-${ stamp }-${ page.type }.json`;
				writeFileSync(
					join( RESULTS, file ),
					JSON.stringify( page.lighthouse.report )
				);
				page.lighthouse.report = `bench/results/${ file }`;
			}
		}
		writeFileSync(
			join( RESULTS, `bench-${ stamp }.json` ),
			JSON.stringify( result, null, '\t' )
		);
		writeFileSync(
			join( RESULTS, 'latest.json' ),
			JSON.stringify( result, null, '\t' )
		);
		console.log(
			`\nJSON: bench/results/bench-${ stamp }.json (${ seconds } s)`
		);

		if ( args.compare ) {
			if ( existsSync( BASELINE ) ) {
				console.log(
					`\n${ compareTable( result, JSON.parse( readFileSync( BASELINE, 'utf8' ) ) ) }`
				);
			} else {
				console.log(
					'\n--compare: bench/baseline.json does not exist yet (write it with --save-baseline)'
				);
			}
		}
		if ( args.saveBaseline ) {
			writeFileSync(
				BASELINE,
				`${ JSON.stringify( result, null, '\t' ) }\n`
			);
			console.log( 'baseline written: bench/baseline.json' );
		}
	} finally {
		await browser.close();
		await host.dispose();
		await stackTeardown();
	}
}

main().catch( ( error ) => {
	console.error( `bench failed: ${ error.stack || error.message }` );
	process.exit( 1 );
} );
