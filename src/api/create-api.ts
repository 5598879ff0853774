/**
 * Wires Kiosk's middlewares onto `@wordpress/api-fetch` and returns the
 * shared token state. Order, outermost first: fetch-all, error
 * normalisation, nonce refresh, media retry, root URL, Store API tokens,
 * WP nonce, then core's own middlewares and Kiosk's fetch handler.
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import type { KioskSettings } from '../types/settings';
import { createFetchHandler, type RawFetch } from './fetch-handler';
import { createNonceState, type NonceState } from './nonce-state';
import {
	createStoreApiSession,
	type StoreApiSession,
} from './store-api-session';
import { createRootUrlMiddleware } from './middlewares/root-url';
import { createWpNonceMiddleware } from './middlewares/wp-nonce';
import { createStoreApiMiddleware } from './middlewares/store-api';
import { createNonceRefreshMiddleware } from './middlewares/nonce-refresh';
import { normalizeErrorsMiddleware } from './middlewares/normalize-errors';
import { fetchAllMiddleware } from './middlewares/fetch-all';
import { mediaRetryMiddleware } from './middlewares/media-retry';

/** The part of `@wordpress/api-fetch` Kiosk uses. */
export interface ApiFetchLike {
	(
		options: import( '@wordpress/api-fetch' ).APIFetchOptions
	): Promise< unknown >;
	use: ( middleware: APIFetchMiddleware ) => void;
	/** Core's preloading middleware factory (answers preloaded GETs from the page). */
	createPreloadingMiddleware?: (
		preloaded: Record< string, unknown >
	) => APIFetchMiddleware;
	/** Core's nonce middleware, which WordPress sets up on every page with `wp-api-fetch`. */
	nonceMiddleware?: { nonce: string };
	unregister?: ( middleware: APIFetchMiddleware ) => boolean;
	setFetchHandler: (
		handler: (
			options: import( '@wordpress/api-fetch' ).APIFetchOptions
		) => Promise< unknown >
	) => void;
	defaultFetchHandler?: (
		options: import( '@wordpress/api-fetch' ).APIFetchOptions
	) => Promise< unknown >;
}

export interface KioskApi {
	/** Request helper: `apiFetch` with Kiosk's middlewares. */
	fetch: < T = unknown >(
		options: import( '@wordpress/api-fetch' ).APIFetchOptions
	) => Promise< T >;
	/** Store API tokens (Nonce, Cart-Token, Cart-Hash, User-ID). */
	storeApi: StoreApiSession;
	/** The `wp_rest` nonce. */
	nonce: NonceState;
	/** Removes the middlewares again. */
	teardown: () => void;
}

/** Installs the middlewares on `apiFetch`. */
export function createApi(
	settings: KioskSettings,
	apiFetch: ApiFetchLike,
	fetchImpl: RawFetch
): KioskApi {
	// A refreshed nonce also goes to core's nonce middleware: it replaces any
	// X-WP-Nonce that differs from its own, and everyone's next request
	// should carry the fresh one.
	const nonce = createNonceState( settings.nonce, ( fresh ) => {
		if ( apiFetch.nonceMiddleware ) {
			apiFetch.nonceMiddleware.nonce = fresh;
		}
	} );
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
	const innermostFirst: APIFetchMiddleware[] = [
		createWpNonceMiddleware( nonce, settings.restRoot ),
		createStoreApiMiddleware( storeApi ),
		createRootUrlMiddleware( settings.restRoot ),
		mediaRetryMiddleware,
		createNonceRefreshMiddleware( nonce, endpoint ),
		normalizeErrorsMiddleware,
		fetchAllMiddleware,
	];
	// Answers the server put into the page (the cart, on the cart and
	// checkout pages) serve the first GET of their path, as in core's editor
	// and WooCommerce's blocks; outermost, while the path is still a path.
	if (
		settings.preloadedApiRequests &&
		apiFetch.createPreloadingMiddleware
	) {
		innermostFirst.push(
			apiFetch.createPreloadingMiddleware( settings.preloadedApiRequests )
		);
	}
	// apiFetch.use() puts a middleware in front, so the last one used runs first.
	innermostFirst.forEach( ( middleware ) => apiFetch.use( middleware ) );
	apiFetch.setFetchHandler( createFetchHandler( fetchImpl ) );
	return {
		fetch: < T >(
			options: import( '@wordpress/api-fetch' ).APIFetchOptions
		) => apiFetch( options ) as Promise< T >,
		storeApi,
		nonce,
		teardown() {
			innermostFirst.forEach( ( middleware ) =>
				apiFetch.unregister?.( middleware )
			);
			if ( apiFetch.defaultFetchHandler ) {
				apiFetch.setFetchHandler( apiFetch.defaultFetchHandler );
			}
		},
	};
}
