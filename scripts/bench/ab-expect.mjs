/**
 * A/B of the first paint's wait (issue 43): Lighthouse mobile on the same
 * pages, runs alternating, with the theme's `<link rel="expect">` naming
 * the header (`#kiosk-header`, as shipped) or the whole `<main>`
 * (`#kiosk-main`, before 2 Dec). The variant is written into the host's
 * copy of the theme between runs. Reports each run and the medians.
 *
 *   node --import tsx scripts/bench/ab-expect.mjs [--pages /,/shop/] [--pairs 4]
 */
import { flagValue } from './args.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHost, stackSetup, stackTeardown } from './support.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { median } from './timings.mjs';

const pages = flagValue( '--pages', '/,/shop/' ).split( ',' );
const pairs = Number( flagValue( '--pairs', '4' ) );
const TARGETS = { header: '#kiosk-header', main: '#kiosk-main' };

await stackSetup();
const host = await startHost();
try {
	const file = join(
		host.dataDir,
		'wp-content',
		'themes',
		'kiosk',
		'functions.php'
	);
	const shipped = readFileSync( file, 'utf8' );
	const expectTarget = ( target ) =>
		writeFileSync(
			file,
			shipped.replace(
				'href="#kiosk-header" blocking="render"',
				`href="${ target }" blocking="render"`
			)
		);
	for ( const path of pages ) {
		const runs = { header: [], main: [] };
		for ( let i = 0; i < pairs; i++ ) {
			const order = i % 2 ? [ 'main', 'header' ] : [ 'header', 'main' ];
			for ( const variant of order ) {
				expectTarget( TARGETS[ variant ] );
				await fetch( `${ host.url }${ path }` );
				const score = await runLighthouse( `${ host.url }${ path }` );
				runs[ variant ].push( score );
				console.log(
					`${ path } ${ variant }: ${ score.performance } (TBT ${ Math.round( score.metrics.tbt ) } ms, LCP ${ Math.round( score.metrics.lcp ) } ms)`
				);
			}
		}
		for ( const [ variant, list ] of Object.entries( runs ) ) {
			console.log(
				`${ path } ${ variant } median: performance ${ median( list.map( ( s ) => s.performance ) ) }, TBT ${ Math.round( median( list.map( ( s ) => s.metrics.tbt ) ) ) } ms, LCP ${ Math.round( median( list.map( ( s ) => s.metrics.lcp ) ) ) } ms, FCP ${ Math.round( median( list.map( ( s ) => s.metrics.fcp ) ) ) } ms`
			);
		}
	}
	expectTarget( TARGETS.header );
} finally {
	await host.dispose();
	await stackTeardown();
}
