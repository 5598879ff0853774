/**
 * @jest-environment node
 *
 * What the budgets count of a page's inline scripts
 * (tests/e2e/support/measure.ts, `inlineKind`): Kiosk's code is its own JS;
 * its settings, translations and JSON are data; others' scripts are not
 * Kiosk's.
 */
import { inlineKind, ownJs } from '../e2e/support/measure';

const SOURCE = '\n//# sourceURL=kiosk-settings-js-after';

describe( 'inlineKind', () => {
	it( 'takes kioskSettings, what is added to it and translations as data', () => {
		expect(
			inlineKind(
				'kiosk-settings-js-after',
				'',
				`window.kioskSettings = {"a":1,"b":"x;y"};\nObject.assign( window.kioskSettings = window.kioskSettings || {}, {"paymentMethodData":{}} );${ SOURCE }`
			)
		).toBe( 'data' );
		expect(
			inlineKind(
				'kiosk-cart-js-translations',
				'',
				'( function( domain, translations ) { } )( "kiosk", {} );'
			)
		).toBe( 'data' );
		expect(
			inlineKind( 'kiosk-data', 'application/json', '{"a":1}' )
		).toBe( 'data' );
	} );

	it( 'counts code among or after settings as Kiosk’s code', () => {
		expect(
			inlineKind(
				'kiosk-settings-js-after',
				'',
				'window.kioskSettings = {"a":1}; document.title = "x";'
			)
		).toBe( 'own' );
		expect(
			inlineKind(
				'kiosk-settings-js-after',
				'',
				'window.kioskSettings = {"a":1};\nwindow.kioskCart = () => 1;'
			)
		).toBe( 'own' );
		expect(
			inlineKind( 'kiosk-cart-recorder', '', '( () => {} )();' )
		).toBe( 'own' );
		expect(
			inlineKind( 'kiosk-cart-recorder', 'module', 'export {};' )
		).toBe( 'own' );
	} );

	it( 'counts the joined core file’s fallback with core’s, and others’ scripts as not Kiosk’s', () => {
		expect(
			inlineKind(
				'kiosk-core-scripts-js-fallback',
				'',
				'window.kioskCoreScripts==="k"||document.write("");'
			)
		).toBe( 'core' );
		expect(
			inlineKind( 'wc-settings-js-before', '', 'var wcSettings = {};' )
		).toBe( 'other' );
		expect( inlineKind( '', '', 'var d = 1;' ) ).toBe( 'other' );
	} );

	it( 'adds the inline code to the files in ownJs', () => {
		const file = {
			url: '/wp-content/plugins/kiosk/build/cart.js',
			raw: 10,
			gzip: 8,
			brotli: 7,
		};
		const inline = ( kind: 'own' | 'data' | 'core' | 'other' ) => ( {
			id: 'x',
			kind,
			raw: 3,
			gzip: 3,
			brotli: 3,
		} );
		expect(
			ownJs( {
				scripts: [ file ],
				inline: [
					inline( 'own' ),
					inline( 'data' ),
					inline( 'core' ),
					inline( 'other' ),
				],
			} )
		).toBe( 10 );
	} );
} );
