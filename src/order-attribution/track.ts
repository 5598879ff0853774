/**
 * Tracks the visit in sourcebuster's cookies (the names and value format
 * WooCommerce's order attribution reads: SPEC section 3), without the
 * sourcebuster library: a campaign (utm_* or a click id) wins, then an
 * organic search engine, then another site's referral at the start of a
 * session; a direct visit only when nothing was tracked before. Also keeps
 * the session (pages seen, 30 minutes), the visit count and the promo
 * code drawn on the first visit.
 */
import {
	COOKIES,
	DIRECT,
	EXTRA_PARAMS,
	LIFETIME_MONTHS,
	ORGANIC_SOURCES,
	SESSION_MINUTES,
} from './constants';
import { promoCode } from './promo';
import { parseCookieValue, readCookie } from './values';

const NONE = '(none)';
const DAY_MS = 24 * 60 * 60 * 1000;

type Fields = Record< string, string >;

function write( name: string, fields: Fields, expires: Date ): void {
	const value = Object.entries( fields )
		.map( ( [ key, v ] ) => `${ key }=${ v }` )
		.join( '|||' );
	// No domain attribute: the cookies stay on this host.
	document.cookie = `${ name }=${ encodeURIComponent(
		value
	) }; expires=${ expires.toUTCString() }; path=/; SameSite=Lax`;
}

/** "YYYY-MM-DD hh:mm:ss" in UTC, as sourcebuster writes it with offset 0. */
function stamp( now: Date ): string {
	return now.toISOString().slice( 0, 19 ).replace( 'T', ' ' );
}

/** The host of a URL without "www.", or '' when it is not a URL. */
function hostOf( url: string ): string {
	try {
		return new URL( url ).hostname.replace( /^www\./, '' );
	} catch {
		return '';
	}
}

/** The traffic source of this page view, or null when it says nothing new. */
function source(
	location: Location,
	referrer: string,
	newSession: boolean,
	tracked: boolean
): Fields | null {
	const params = new URLSearchParams( location.search );
	const param = ( name: string ) => params.get( name ) || NONE;
	const extras = Object.fromEntries(
		Object.entries( EXTRA_PARAMS ).map( ( [ name, alias ] ) => [
			alias,
			param( name ),
		] )
	);
	const campaign = ( typ: string, src: string, mdm: string ) => ( {
		typ,
		src,
		mdm,
		cmp: param( 'utm_campaign' ),
		cnt: param( 'utm_content' ),
		trm: param( 'utm_term' ),
		...extras,
	} );
	if ( params.has( 'utm_source' ) || params.has( 'utm_medium' ) ) {
		return campaign( 'utm', param( 'utm_source' ), param( 'utm_medium' ) );
	}
	if ( params.has( 'gclid' ) ) {
		return campaign( 'utm', 'google', 'cpc' );
	}
	if ( params.has( 'yclid' ) ) {
		return campaign( 'utm', 'yandex', 'cpc' );
	}
	const from = hostOf( referrer );
	const external = from !== '' && from !== hostOf( location.href );
	const engine = ORGANIC_SOURCES.find(
		( name ) =>
			from === name ||
			from.startsWith( `${ name }.` ) ||
			from.includes( `.${ name }.` )
	);
	if ( external && engine ) {
		return campaign( 'organic', engine, 'organic' );
	}
	if ( external && newSession ) {
		return campaign( 'referral', from, 'referral' );
	}
	if ( ! tracked ) {
		return campaign( 'typein', DIRECT.source, DIRECT.medium );
	}
	return null;
}

/**
 * Tracks the visit (once per page load). `random` draws the promo code on
 * the visitor's first visit.
 */
export function track(
	location: Location = window.location,
	referrer: string = document.referrer,
	now: Date = new Date(),
	random: () => number = Math.random
): void {
	const lifetime = new Date( now.getTime() + LIFETIME_MONTHS * 30 * DAY_MS );
	// One read of the jar: each read after a write is a synchronous trip to
	// the browser's cookie store (about 10 ms of a page load at 4× CPU for
	// six reads). Every cookie below is read before this call writes it.
	const jar = document.cookie;
	const session = readCookie( COOKIES.session, jar );
	const newSession = ! session;
	const tracked = !! readCookie( COOKIES.current, jar );

	const found = source( location, referrer, newSession, tracked );
	if ( found ) {
		write( COOKIES.current, found, lifetime );
		if ( ! readCookie( COOKIES.first, jar ) ) {
			write( COOKIES.first, found, lifetime );
		}
	}
	if ( newSession || found ) {
		const add = {
			fd: stamp( now ),
			ep: location.href,
			rf: referrer || NONE,
		};
		write( COOKIES.currentAdd, add, lifetime );
		if ( ! readCookie( COOKIES.firstAdd, jar ) ) {
			write( COOKIES.firstAdd, add, lifetime );
		}
	}

	const udata = parseCookieValue( readCookie( COOKIES.udata, jar ) );
	const visits = Number( udata.vst || 0 ) + ( newSession ? 1 : 0 );
	write(
		COOKIES.udata,
		{
			vst: String( Math.max( 1, visits ) ),
			uip: NONE,
			uag: navigator.userAgent,
		},
		lifetime
	);
	const pages = newSession
		? 1
		: Number( parseCookieValue( session ).pgs || 0 ) + 1;
	write(
		COOKIES.session,
		{ pgs: String( pages ), cpg: location.href },
		new Date( now.getTime() + SESSION_MINUTES * 60 * 1000 )
	);
	// Drawn once, like sourcebuster's: later visits keep the first code.
	if ( ! readCookie( COOKIES.promo, jar ) ) {
		write( COOKIES.promo, { code: promoCode( random ) }, lifetime );
	}
	if ( ! readCookie( COOKIES.migrations, jar ) ) {
		write( COOKIES.migrations, { '1418474375998': '1' }, lifetime );
	}
}
