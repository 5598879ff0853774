/**
 * Builds Kiosk's API instance: its own middleware chain around its own
 * fetch handler. Nothing is installed on the page-wide `wp.apiFetch`; the
 * only thing shared with core is the `wp_rest` nonce, which lives in core's
 * nonce middleware when the page has one.
 *
 * Order, outermost first: preloaded answers (where the page has them), fetch-all, error normalisation, nonce refresh,
 * media retry, root URL, Store API nonce retry, Store API tokens, WP nonce,
 * user locale, HTTP/1 method override, then the fetch handler.
 */
import type { APIFetchMiddleware, APIFetchOptions } from './types';
import type { KioskSettings } from '../types/settings';
import type { KioskApi } from '../types/api';
import { composeChain } from './chain';
import { createFetchHandler, type RawFetch } from './fetch-handler';
import { createNonceState, type NonceState } from './nonce-state';
import { createStoreApiSession } from './store-api-session';
import { createRootUrlMiddleware } from './middlewares/root-url';
import { createWpNonceMiddleware } from './middlewares/wp-nonce';
import { createStoreApiMiddleware } from './middlewares/store-api';
import { createStoreNonceRetryMiddleware } from './middlewares/store-nonce-retry';
import { createNonceRefreshMiddleware } from './middlewares/nonce-refresh';
import { normalizeErrorsMiddleware } from './middlewares/normalize-errors';
import { fetchAllMiddleware } from './middlewares/fetch-all';
import { mediaRetryMiddleware } from './middlewares/media-retry';
import { userLocaleMiddleware } from './middlewares/user-locale';
import { httpV1Middleware } from './middlewares/http-v1';

/**
 * The parts of core's `wp.apiFetch` Kiosk reads: its nonce middleware, and
 * its preloading middleware factory (which answers preloaded GETs).
 */
export interface CoreApiFetch {
	nonceMiddleware?: NonceState;
	createPreloadingMiddleware?: (
		preloaded: Record< string, unknown >
	) => APIFetchMiddleware;
}

/** The instance's shape (src/types/api.ts). */
export type { KioskApi };

/** Settings the API layer reads. */
export type ApiSettings = Pick<
	KioskSettings,
	| 'restRoot'
	| 'ajaxUrl'
	| 'nonce'
	| 'storeApiNonce'
	| 'storeApiUserId'
	| 'preloadedApiRequests'
>;

/** Creates Kiosk's API instance. */
export function createApi(
	settings: ApiSettings,
	core: CoreApiFetch,
	fetchImpl: RawFetch
): KioskApi {
	const nonce = createNonceState(
		settings.nonce,
		() => core.nonceMiddleware
	);
	// Where the server put the cart into the page, it says who the cart is for.
	const storeApi = createStoreApiSession(
		typeof settings.storeApiUserId === 'number'
			? { userId: settings.storeApiUserId }
			: {}
	);
	if ( settings.storeApiNonce ) {
		storeApi.setNonce( settings.storeApiNonce );
	}
	const endpoint = `${ settings.ajaxUrl }${ settings.ajaxUrl.includes( '?' ) ? '&' : '?' }action=rest-nonce`;
	// The root URL must be resolved before the nonce and token middlewares look at it.
	const outermostFirst: APIFetchMiddleware[] = [
		fetchAllMiddleware,
		normalizeErrorsMiddleware,
		createNonceRefreshMiddleware( nonce, endpoint ),
		mediaRetryMiddleware,
		createRootUrlMiddleware( settings.restRoot ),
		createStoreNonceRetryMiddleware( storeApi ),
		createStoreApiMiddleware( storeApi ),
		createWpNonceMiddleware( nonce, settings.restRoot ),
		userLocaleMiddleware,
		httpV1Middleware,
	];
	// Answers the server put into the page (the cart, on the cart and
	// checkout pages) serve the first GET of their path, as in core's editor
	// and WooCommerce's blocks; outermost, while the path is still a path.
	if ( settings.preloadedApiRequests && core.createPreloadingMiddleware ) {
		outermostFirst.unshift(
			core.createPreloadingMiddleware( settings.preloadedApiRequests )
		);
	}
	const send = composeChain(
		outermostFirst,
		createFetchHandler( fetchImpl )
	);
	return {
		fetch: < T >( options: APIFetchOptions ) =>
			send( options ) as Promise< T >,
		storeApi,
		nonce,
	};
}
