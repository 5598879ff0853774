import { attributionValues, parseCookieValue } from '../values';
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
