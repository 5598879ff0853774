/**
 * Bytes and requests of one cold first load per page type (the same code
 * the budget test runs: tests/e2e/support/measure.ts).
 */
import {
	MOBILE,
	failed,
	measureLoad,
	prepare,
} from '../../tests/e2e/support/measure.ts';

/** Measures every target once; a page that cannot be loaded is reported, not thrown. */
export async function measureBytes( browser, baseUrl, targets, log ) {
	const results = [];
	for ( const target of targets ) {
		if ( ! target.path ) {
			results.push( failed( target, target.error || 'not found' ) );
			log( `  ${ target.type }: not found (${ target.error })` );
			continue;
		}
		const context = await browser.newContext( MOBILE );
		try {
			const path = await prepare( context, baseUrl, target );
			const page = await context.newPage();
			const m = await measureLoad( page, baseUrl, target, path );
			results.push( m );
			log(
				`  ${ target.type }: ${ m.error || `${ m.requests } requests, JS ${ m.js.brotli } B br` }`
			);
		} catch ( error ) {
			results.push(
				failed(
					target,
					`setup failed: ${ error.message.split( '\n' )[ 0 ] }`
				)
			);
			log(
				`  ${ target.type }: setup failed: ${ error.message.split( '\n' )[ 0 ] }`
			);
		} finally {
			await context.close();
		}
	}
	return results;
}
