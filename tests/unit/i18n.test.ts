/**
 * @jest-environment node
 *
 * Every source string (block.json fields included) has a German
 * translation, and the script JSON files are named the way WordPress looks
 * them up.
 */

const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
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

	it( 'extracts the title, description and keywords of every block.json in the contexts WordPress translates them with', () => {
		const files: string[] = i18n.blockJsonFiles();
		expect( files.map( ( f ) => path.relative( i18n.ROOT, f ) ) ).toEqual(
			expect.arrayContaining( [
				'block.json',
				'src/blocks/cart/block.json',
				'src/blocks/checkout/block.json',
				'src/blocks/checkout/inner-blocks/terms/block.json',
				'src/blocks/mini-cart/block.json',
			] )
		);
		const absent: string[] = [];
		for ( const file of files ) {
			const metadata = JSON.parse( fs.readFileSync( file, 'utf8' ) );
			const expected: Array< [ string, string ] > = [
				[ 'block title', metadata.title ],
				...( metadata.description
					? [ [ 'block description', metadata.description ] ]
					: [] ),
				...( metadata.keywords || [] ).map( ( k: string ) => [
					'block keyword',
					k,
				] ),
			] as Array< [ string, string ] >;
			for ( const [ msgctxt, msgid ] of expected ) {
				if ( ! strings.has( i18n.key( { msgctxt, msgid } ) ) ) {
					absent.push( `${ msgctxt } | ${ msgid } (${ file })` );
				}
			}
		}
		expect( absent ).toEqual( [] );
	} );

	it( 'translates the shop block titles the inserter shows, apart from WooCommerce’s own', () => {
		const german = ( msgid: string ) =>
			translations.get( i18n.key( { msgctxt: 'block title', msgid } ) );
		// WooCommerce's blocks are "Cart"/"Warenkorb" and "Checkout"/"Kasse":
		// the inserter must not show two blocks of the same name.
		expect( german( 'Kiosk Cart' ) ).toEqual( [ 'Kiosk-Warenkorb' ] );
		expect( german( 'Kiosk Checkout' ) ).toEqual( [ 'Kiosk-Kasse' ] );
		expect( german( 'Kiosk Mini-Cart' ) ).toEqual( [
			'Kiosk-Mini-Warenkorb',
		] );
	} );

	it( 'reads block styles and variations like make-pot and skips other text domains', () => {
		const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'kiosk-i18n-' ) );
		try {
			const write = ( name: string, metadata: object ) => {
				const file = path.join( dir, name );
				fs.writeFileSync( file, JSON.stringify( metadata ) );
				return file;
			};
			const map = new Map< string, { references: Set< string > } >();
			i18n.extractBlockJson(
				write( 'kiosk.json', {
					name: 'kiosk/probe',
					title: 'Probe',
					textdomain: 'kiosk',
					keywords: [ 'probe' ],
					styles: [ { name: 'round', label: 'Round' } ],
					variations: [
						{
							name: 'v',
							title: 'Variant',
							description: 'A variant.',
							keywords: [ 'variant' ],
						},
					],
				} ),
				map
			);
			i18n.extractBlockJson(
				write( 'other.json', {
					name: 'other/probe',
					title: 'Other',
					textdomain: 'other',
				} ),
				map
			);
			expect( [ ...map.keys() ].sort() ).toEqual(
				[
					[ 'block title', 'Probe' ],
					[ 'block keyword', 'probe' ],
					[ 'block style label', 'Round' ],
					[ 'block variation title', 'Variant' ],
					[ 'block variation description', 'A variant.' ],
					[ 'block variation keyword', 'variant' ],
				]
					.map( ( [ msgctxt, msgid ] ) =>
						i18n.key( { msgctxt, msgid } )
					)
					.sort()
			);
			// Without a German msgstr such a string is what the test above reports missing.
			expect(
				translations.get(
					i18n.key( { msgctxt: 'block title', msgid: 'Probe' } )
				)
			).toBeUndefined();
		} finally {
			fs.rmSync( dir, { recursive: true, force: true } );
		}
	} );

	it( 'names script JSON files by the md5 of the script path, as wp_set_script_translations does', () => {
		// md5( 'build/cart.js' ), as `md5sum` prints it.
		expect( i18n.jsonFileName( 'build/cart.js' ) ).toBe(
			'kiosk-de_DE-dbf007fe31e34e454835781a44960f10.json'
		);
	} );
} );
