/**
 * The bench's command line.
 */

/** The value after `flag` on the command line, or `fallback` (the A/B scripts' flags). */
export function flagValue( flag, fallback, argv = process.argv ) {
	const index = argv.indexOf( flag );
	return index > -1 ? argv[ index + 1 ] : fallback;
}

/** Parses `process.argv`-style flags. */
export function parseArgs( argv ) {
	const has = ( flag ) => argv.includes( flag );
	const value = ( flag ) => {
		const inline = argv.find( ( a ) => a.startsWith( `${ flag }=` ) );
		if ( inline ) {
			return inline.slice( flag.length + 1 );
		}
		const index = argv.indexOf( flag );
		return index > -1 ? argv[ index + 1 ] : undefined;
	};
	const quick = has( '--quick' );
	const only = value( '--only' );
	const block = value( '--lighthouse-block' );
	return {
		quick,
		// --quick: one load per page instead of five, and no Lighthouse.
		loads: Number( value( '--loads' ) || ( quick ? 1 : 5 ) ),
		lighthouse: ! has( '--no-lighthouse' ) && ! quick,
		lighthouseJson: has( '--lighthouse-json' ),
		// URL patterns Lighthouse's browser refuses (what a page would score without them).
		lighthouseBlock: block ? block.split( ',' ) : [],
		interactions: ! has( '--no-interactions' ),
		versus: ! has( '--no-versus' ),
		versusOnly: has( '--versus-only' ),
		typingOnly: has( '--typing-only' ),
		typingTrace: has( '--typing-trace' ),
		compare: has( '--compare' ),
		saveBaseline: has( '--save-baseline' ),
		only: only ? only.split( ',' ) : null,
		production: has( '--production' ),
		help: has( '--help' ) || has( '-h' ),
		// The Store API server bench (scripts/bench-server.mjs) runs after the pages.
		server: ! has( '--no-server' ),
	};
}

/** The flags `npm run bench` hands on to the server bench. */
export function serverArgs( argv ) {
	const out = [];
	for ( const flag of [ '--duration', '--rate' ] ) {
		const index = argv.indexOf( flag );
		if ( index > -1 && argv[ index + 1 ] !== undefined ) {
			out.push( flag, argv[ index + 1 ] );
		}
	}
	return out;
}

export const USAGE = `npm run bench -- [options]
  --quick            one load per page for timings, no Lighthouse
  --loads N          loads per page for the timing medians (default 5)
  --no-lighthouse    skip Lighthouse
  --lighthouse-json  keep each page's whole Lighthouse report (every audit: render-blocking
                     resources, network requests, the LCP element, main-thread work) in
                     bench/results/lighthouse-<date>-<type>.json
  --lighthouse-block a,b
                     Lighthouse's browser refuses requests matching these patterns ('*' is a
                     wildcard, e.g. '*jquery*'): what a page would score without them. Not a
                     figure of the page as sent; the report says which patterns were refused
  --no-interactions  skip keystroke / journey / quantity-click costs
  --only a,b         only these page types (home,article,category,search,contact,event,shop,product,cart,checkout,order-received)
  --no-versus        skip the comparison with WooCommerce's own Cart and Checkout blocks
  --versus-only      only that comparison (cart and checkout against WooCommerce's, both viewports)
  --typing-only      only the typing section: per key in every checkout field at 4× CPU, with the
                     blank-document and React reference documents, in one run
  --typing-trace     where a keystroke's time goes: per field and the React reference, script /
                     style / layout per key and the functions with the most self time (CDP Profiler)
  --production       serve the site with the production-shaped stack (nginx, PHP-FPM, the
                     full-page cache, Redis; scripts/stack/production/) instead of php -S;
                     a reader's page is fetched once before Lighthouse, so it comes from the cache
  --compare          print ratios against bench/baseline.json
  --save-baseline    write this run to bench/baseline.json
  --no-server        skip the Store API server bench (p50/p99 with Kiosk and without; npm run bench:server)
  --duration S       seconds per server bench round (default 10)
  --rate N           server bench requests per second (default 10)`;
