/**
 * The API instance's shape as other modules and `window.kiosk.api` see it
 * (src/api/ builds it: create-api.ts, store-api-session.ts,
 * nonce-state.ts, which re-export these).
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

export interface StoreApiTokens {
	nonce: string;
	nonceTimestamp: number;
	cartToken: string;
	cartHash: string;
	/** 0 for a guest. */
	userId: number;
}

export interface StoreApiSession {
	get: () => StoreApiTokens;
	/** Reads the tokens from a response's headers. */
	receive: ( headers: Headers ) => void;
	/** Sets a nonce from inline settings (timestamp 0 unless given). */
	setNonce: ( nonce: string, timestamp?: number ) => void;
	subscribe: ( listener: ( tokens: StoreApiTokens ) => void ) => () => void;
}

/** A mutable holder, shaped like core's `apiFetch.nonceMiddleware`. */
export interface NonceState {
	nonce: string;
}

export interface KioskApi {
	/** Sends a request through Kiosk's chain (and only Kiosk's). */
	fetch: < T = unknown >( options: APIFetchOptions ) => Promise< T >;
	/** Store API tokens (Nonce, Cart-Token, Cart-Hash, User-ID). */
	storeApi: StoreApiSession;
	/** The `wp_rest` nonce (core's nonce middleware where there is one). */
	nonce: NonceState;
}
