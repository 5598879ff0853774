/**
 * Reads the attribution cookies into the fields WooCommerce stores on the
 * order (`woocommerce/order-attribution` extension data).
 */
import { COOKIES } from './constants';

/** Parses 'typ=typein|||src=(direct)|||…' into a map. */
export function parseCookieValue(
	value: string | null
): Record< string, string > {
	const result: Record< string, string > = {};
	( value || '' ).split( '|||' ).forEach( ( pair ) => {
		const at = pair.indexOf( '=' );
		if ( at > 0 ) {
			result[ pair.slice( 0, at ) ] = pair.slice( at + 1 );
		}
	} );
	return result;
}

/** Reads one cookie, decoded ('' when absent). */
export function readCookie(
	name: string,
	cookies = document.cookie
): string | null {
	const hit = cookies
		.split( /;\s*/ )
		.find( ( part ) => part.startsWith( `${ name }=` ) );
	if ( ! hit ) {
		return null;
	}
	try {
		return decodeURIComponent( hit.slice( name.length + 1 ) );
	} catch {
		return null;
	}
}

/** The order's attribution fields from the cookies. */
export function attributionValues(
	cookies = document.cookie
): Record< string, string > {
	const current = parseCookieValue( readCookie( COOKIES.current, cookies ) );
	if ( ! current.typ ) {
		return {};
	}
	const add = parseCookieValue( readCookie( COOKIES.currentAdd, cookies ) );
	const session = parseCookieValue( readCookie( COOKIES.session, cookies ) );
	const udata = parseCookieValue( readCookie( COOKIES.udata, cookies ) );
	const fields: Record< string, string | undefined > = {
		source_type: current.typ,
		referrer: add.rf,
		utm_campaign: current.cmp,
		utm_source: current.src,
		utm_medium: current.mdm,
		utm_content: current.cnt,
		utm_id: current.id,
		utm_term: current.trm,
		utm_source_platform: current.plt,
		utm_creative_format: current.fmt,
		utm_marketing_tactic: current.tct,
		session_entry: add.ep,
		session_start_time: add.fd,
		session_pages: session.pgs,
		session_count: udata.vst,
		user_agent: udata.uag,
	};
	return Object.fromEntries(
		Object.entries( fields ).filter( ( [ , v ] ) => v !== undefined )
	) as Record< string, string >;
}
