/**
 * @jest-environment node
 *
 * Every source string has a German translation, and the script JSON files
 * are named the way WordPress looks them up.
 */

const i18n = require( '../../scripts/i18n/lib.cjs' );

describe( 'German translations', () => {
	const strings: Map<
		string,
		{ msgid: string; msgctxt?: string; references: Set< string > }
	> = i18n.extract();
	const translations: Map< string, string[] > = i18n.readTranslations();

	it( 'finds the source strings of the plugin', () => {
		expect( strings.size ).toBeGreaterThan( 0 );
		expect( [ ...strings.values() ].map( ( s ) => s.msgid ) ).toContain(
			'You are probably offline.'
		);
	} );

	it( 'has a German translation for every source string', () => {
		const missing = [ ...strings.values() ]
			.filter(
				( s ) =>
					! translations
						.get( i18n.key( s ) )
						?.some( ( t: string ) => t !== '' )
			)
			.map(
				( s ) =>
					`${ s.msgctxt ? `${ s.msgctxt } | ` : '' }${ s.msgid }  (${ [ ...s.references ][ 0 ] })`
			);
		expect( missing ).toEqual( [] );
	} );

	it( 'keeps printf placeholders in every translation', () => {
		const placeholders = ( text: string ) =>
			( text.match( /%(\d+\$)?[sd]/g ) || [] ).sort().join( ',' );
		const broken = [ ...strings.values() ]
			.filter( ( s ) => {
				const german = translations.get( i18n.key( s ) );
				return (
					german &&
					german[ 0 ] &&
					placeholders( german[ 0 ] ) !== placeholders( s.msgid )
				);
			} )
			.map( ( s ) => s.msgid );
		expect( broken ).toEqual( [] );
	} );

	it( 'names script JSON files by the md5 of the script path, as wp_set_script_translations does', () => {
		// md5( 'build/cart.js' ), as `md5sum` prints it.
		expect( i18n.jsonFileName( 'build/cart.js' ) ).toBe(
			'kiosk-de_DE-dbf007fe31e34e454835781a44960f10.json'
		);
	} );
} );
