import { init } from '../init';
import { KIOSK_CONSENT_KEY } from '../consent';
import { CONSENT_KEY } from '../../magazine/consent';

function cookies(): string[] {
	return document.cookie
		.split( ';' )
		.map( ( c ) => c.trim().split( '=' )[ 0 ] )
		.filter( Boolean );
}

beforeEach( () => {
	for ( const name of cookies() ) {
		document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
	}
	delete window.kioskOrderAttribution;
} );

describe( 'order attribution init', () => {
	it( 'tracks at once when tracking is allowed', () => {
		expect( init( { enabled: true, allowTracking: true } ) ).toBe( true );
		expect( cookies() ).toContain( 'sbjs_current' );
		expect( window.kioskOrderAttribution?.values() ).toHaveProperty(
			'source_type'
		);
	} );

	it( 'does nothing at all when order attribution is off', () => {
		expect( init( { enabled: false, allowTracking: true } ) ).toBe( false );
		expect( cookies() ).toEqual( [] );
		expect( window.kioskOrderAttribution ).toBeUndefined();
	} );

	it( 'sets no cookie without consent, and starts when marketing is allowed', () => {
		expect( init( { enabled: true, allowTracking: false } ) ).toBe( false );
		expect( cookies() ).toEqual( [] );
		expect( window.kioskOrderAttribution?.values() ).toEqual( {} );
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { statistics: 'allow' },
			} )
		);
		expect( cookies() ).toEqual( [] );
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { marketing: 'allow' },
			} )
		);
		expect( cookies() ).toContain( 'sbjs_current' );
		expect( window.kioskOrderAttribution?.values() ).toHaveProperty(
			'source_type'
		);
	} );
} );

describe( 'order attribution and consent given before', () => {
	afterEach( () => {
		window.localStorage.clear();
		delete ( window as unknown as { wp_has_consent?: unknown } )
			.wp_has_consent;
	} );

	it( "tracks when the visitor chose Kiosk's „always load maps and videos“ (the theme's key)", () => {
		expect( KIOSK_CONSENT_KEY ).toBe( CONSENT_KEY );
		window.localStorage.setItem( CONSENT_KEY, 'allow' );
		expect( init( { enabled: true, allowTracking: false } ) ).toBe( true );
		expect( cookies() ).toContain( 'sbjs_current' );
	} );

	it( 'tracks when the WP Consent API says marketing is allowed', () => {
		(
			window as unknown as { wp_has_consent: ( c: string ) => boolean }
		 ).wp_has_consent = ( category ) => category === 'marketing';
		expect( init( { enabled: true, allowTracking: false } ) ).toBe( true );
		expect( cookies() ).toContain( 'sbjs_current' );
	} );

	it( 'waits when neither was given', () => {
		(
			window as unknown as { wp_has_consent: ( c: string ) => boolean }
		 ).wp_has_consent = () => false;
		expect( init( { enabled: true, allowTracking: false } ) ).toBe( false );
		expect( cookies() ).toEqual( [] );
	} );
} );
