/**
 * The page's one API instance (handle `kiosk-api`, `window.kiosk.api`).
 * Other entries import it as `@kiosk/api`.
 */
import apiFetch from '@wordpress/api-fetch';
import { readSettings, type KioskSettings } from '../types/settings';
import { createApi, type ApiFetchLike, type KioskApi } from './create-api';

export type { KioskApi } from './create-api';
export type { ApiError } from './types';
export { isApiError } from './types';
export type { StoreApiTokens, StoreApiSession } from './store-api-session';

let current: KioskApi | null = null;

/** Installs the middlewares once per page; later calls return the same instance. */
export function init(
	settings: KioskSettings = readSettings(),
	api: ApiFetchLike = apiFetch as unknown as ApiFetchLike,
	fetchImpl: typeof fetch = ( ...args ) => window.fetch( ...args )
): KioskApi {
	if ( ! current ) {
		current = createApi( settings, api, fetchImpl );
	}
	return current;
}

/** The instance installed by {@link init}. */
export function getApi(): KioskApi {
	if ( ! current ) {
		throw new Error( 'Kiosk API used before init().' );
	}
	return current;
}

/** Sends a request through Kiosk's middlewares. */
export function request< T = unknown >(
	options: import( '@wordpress/api-fetch' ).APIFetchOptions
): Promise< T > {
	return getApi().fetch< T >( options );
}

/** Removes the instance (tests). */
export function reset(): void {
	current?.teardown();
	current = null;
}
