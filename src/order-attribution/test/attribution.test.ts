import { attributionValues, parseCookieValue, readCookie } from '../values';
import { track } from '../track';
import {
	LIFETIME_MONTHS,
	SESSION_MINUTES,
	ORGANIC_SOURCES,
} from '../constants';

describe( 'order attribution', () => {
	it( 'parses sourcebuster cookie values', () => {
		expect(
			parseCookieValue( 'typ=typein|||src=(direct)|||mdm=(none)' )
		).toEqual( { typ: 'typein', src: '(direct)', mdm: '(none)' } );
	} );
	it( 'maps cookies to the order fields', () => {
		const cookies = [
			'sbjs_current=' +
				encodeURIComponent(
					'typ=utm|||src=newsletter|||mdm=email|||cmp=herbst|||cnt=(none)|||trm=(none)|||id=42|||plt=(none)|||fmt=(none)|||tct=(none)'
				),
			'sbjs_current_add=' +
				encodeURIComponent(
					'fd=2026-01-01 10:00:00|||ep=https://kiosk.example/|||rf=(none)'
				),
			'sbjs_session=' +
				encodeURIComponent(
					'pgs=3|||cpg=https://kiosk.example/kasse/'
				),
			'sbjs_udata=' +
				encodeURIComponent( 'vst=2|||uip=(none)|||uag=Mozilla' ),
		].join( '; ' );
		expect( attributionValues( cookies ) ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_campaign: 'herbst',
			utm_id: '42',
			session_pages: '3',
			session_count: '2',
			user_agent: 'Mozilla',
			session_entry: 'https://kiosk.example/',
		} );
	} );
	it( 'labels a direct visit (direct)/(none) and adds the extra fields', () => {
		track( window.location );
		const values = attributionValues();
		expect( values.source_type ).toBe( 'typein' );
		expect( values.utm_source ).toBe( '(direct)' );
		expect( values.utm_medium ).toBe( '(none)' );
		expect( values.utm_id ).toBe( '(none)' );
		expect( document.cookie ).toContain( 'sbjs_session=' );
	} );
	it( 'keeps the constants of SPEC section 9', () => {
		expect( LIFETIME_MONTHS ).toBe( 6 );
		expect( SESSION_MINUTES ).toBe( 30 );
		expect( ORGANIC_SOURCES ).toContain( 'go.mail.ru' );
	} );
} );

describe( 'tracking the visit', () => {
	const at = ( url: string ) => new URL( url ) as unknown as Location;
	const clear = () => {
		for ( const part of document.cookie.split( ';' ) ) {
			const name = part.trim().split( '=' )[ 0 ];
			if ( name ) {
				document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
			}
		}
	};
	beforeEach( clear );

	it( 'takes a campaign from the utm parameters, with the four extra fields', () => {
		track(
			at(
				'https://kiosk.test/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst&utm_id=42'
			),
			''
		);
		expect( attributionValues() ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_campaign: 'herbst',
			utm_id: '42',
			utm_term: '(none)',
			session_pages: '1',
			session_count: '1',
			referrer: '(none)',
		} );
	} );

	it( 'names a search engine organic and another site a referral', () => {
		track( at( 'https://kiosk.test/artikel/' ), 'https://www.google.de/' );
		expect( attributionValues() ).toMatchObject( {
			source_type: 'organic',
			utm_source: 'google',
			utm_medium: 'organic',
			referrer: 'https://www.google.de/',
			session_entry: 'https://kiosk.test/artikel/',
		} );
		clear();
		track( at( 'https://kiosk.test/' ), 'https://blog.example/post/' );
		expect( attributionValues() ).toMatchObject( {
			source_type: 'referral',
			utm_source: 'blog.example',
			utm_medium: 'referral',
		} );
	} );

	it( 'keeps the source through the session, counts its pages, and a direct visit never overwrites a campaign', () => {
		track( at( 'https://kiosk.test/?utm_source=newsletter' ), '' );
		track( at( 'https://kiosk.test/shop/' ), 'https://kiosk.test/' );
		track( at( 'https://kiosk.test/kasse/' ), '' );
		expect( attributionValues() ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'newsletter',
			session_pages: '3',
			session_count: '1',
		} );
		// A later session, typed in: the campaign stays, the visit count grows.
		document.cookie =
			'sbjs_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
		track( at( 'https://kiosk.test/' ), '' );
		expect( attributionValues() ).toMatchObject( {
			source_type: 'utm',
			session_pages: '1',
			session_count: '2',
		} );
		expect( document.cookie ).toContain( 'sbjs_first=' );
		expect( document.cookie ).toContain( 'sbjs_migrations=' );
	} );

	it( 'writes sbjs_promo on the first visit, a code from 100000 to 999999, and keeps it on later visits', () => {
		const promo = () =>
			parseCookieValue( readCookie( 'sbjs_promo' ) ).code ?? '';
		track( at( 'https://kiosk.test/' ), '', new Date(), () => 0.25 );
		expect( promo() ).toBe( '325000' );
		track(
			at( 'https://kiosk.test/?utm_source=newsletter' ),
			'',
			new Date(),
			() => 0.75
		);
		expect( promo() ).toBe( '325000' );
		clear();
		track( at( 'https://kiosk.test/' ), '' );
		expect( promo() ).toMatch( /^\d{6}$/ );
		expect( Number( promo() ) ).toBeGreaterThanOrEqual( 100000 );
		expect( Number( promo() ) ).toBeLessThanOrEqual( 999999 );
	} );

	it( 'reads the cookie jar once per page view', () => {
		const reads = jest.spyOn( Document.prototype, 'cookie', 'get' );
		track( at( 'https://kiosk.test/?utm_source=newsletter' ), '' );
		track( at( 'https://kiosk.test/shop/' ), 'https://kiosk.test/' );
		expect( reads ).toHaveBeenCalledTimes( 2 );
		reads.mockRestore();
	} );
} );
