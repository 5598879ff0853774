/**
 * Starts sourcebuster with Kiosk's settings and keeps the four campaign
 * fields sourcebuster 1.x does not write (id, platform, format, tactic).
 */
import sbjs from 'sourcebuster';
import {
	COOKIES,
	DIRECT,
	EXTRA_PARAMS,
	LIFETIME_MONTHS,
	SESSION_MINUTES,
} from './constants';
import { readCookie } from './values';

const LIFETIME_MS = LIFETIME_MONTHS * 30 * 24 * 60 * 60 * 1000;

function appendExtras( name: string, search: string ): void {
	const value = readCookie( name );
	if ( ! value || /\|\|\|id=/.test( value ) ) {
		return;
	}
	const params = new URLSearchParams( search );
	const extras = Object.entries( EXTRA_PARAMS )
		.map(
			( [ param, alias ] ) =>
				`|||${ alias }=${ params.get( param ) || '(none)' }`
		)
		.join( '' );
	const expires = new Date( Date.now() + LIFETIME_MS ).toUTCString();
	document.cookie = `${ name }=${ encodeURIComponent( value + extras ) }; expires=${ expires }; path=/; SameSite=Lax`;
}

/** Tracks the visit (once per page load). */
export function track( location: Location = window.location ): void {
	sbjs.init( {
		lifetime: LIFETIME_MONTHS,
		session_length: SESSION_MINUTES,
		timezone_offset: 0,
		// No domain attribute: the cookies stay on this host.
		domain: { host: location.hostname, isolate: true },
		typein_attributes: DIRECT,
	} );
	appendExtras( COOKIES.current, location.search );
	appendExtras( COOKIES.first, location.search );
}
