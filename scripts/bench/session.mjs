/**
 * A shopper's state for a page type (cart item, placed order), prepared
 * once and reused by every load, so five loads see the same page.
 */
import { MOBILE, prepare } from '../../tests/e2e/support/measure.ts';

/** `{ path, storageState, cookieHeader }` for a target. */
export async function sessionFor( browser, baseUrl, target ) {
	const context = await browser.newContext( MOBILE );
	try {
		const path = await prepare( context, baseUrl, target );
		const storageState = await context.storageState();
		const cookieHeader = storageState.cookies
			.map( ( c ) => `${ c.name }=${ c.value }` )
			.join( '; ' );
		return { path, storageState, cookieHeader };
	} finally {
		await context.close();
	}
}
