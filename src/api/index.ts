/**
 * The page's one API instance (handle `kiosk-api`, `window.kiosk.api`).
 * Other entries import it as `@kiosk/api`.
 */
import apiFetch from '@wordpress/api-fetch';
import { readSettings } from '../types/settings';
import {
	createApi,
	type ApiSettings,
	type CoreApiFetch,
	type KioskApi,
} from './create-api';

export type { KioskApi } from './create-api';
export type { ApiError } from './types';
export { isApiError } from './types';
export type { StoreApiTokens, StoreApiSession } from './store-api-session';

let current: KioskApi | null = null;

/** Creates the instance once per page; later calls return the same one. */
export function init(
	settings: ApiSettings = readSettings(),
	core: CoreApiFetch = apiFetch,
	fetchImpl: typeof fetch = ( ...args ) => window.fetch( ...args )
): KioskApi {
	if ( ! current ) {
		current = createApi( settings, core, fetchImpl );
	}
	return current;
}

/** The instance created by {@link init}. */
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

/** Forgets the instance (tests). Nothing was installed anywhere else. */
export function reset(): void {
	current = null;
}
