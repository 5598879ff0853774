/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { faviconDataUri } from '../favicon';
import { layout } from '../layout';

const svg = readFileSync(
	join( __dirname, '..', '..', '..', 'php', 'theme', 'favicon.svg' ),
	'utf8'
).trim();

describe( 'favicon', () => {
	it( 'is the theme’s SVG as a data: URI, so it costs no request', () => {
		const uri = faviconDataUri();
		expect( uri.startsWith( 'data:image/svg+xml,' ) ).toBe( true );
		expect(
			decodeURIComponent( uri.slice( 'data:image/svg+xml,'.length ) )
		).toBe( svg );
	} );

	it( 'is linked from every page the layout renders', () => {
		const html = layout( {
			page: { title: 'Test', main: '<p>x</p>' },
			styles: '',
			scripts: '',
			path: '/',
			origin: 'http://127.0.0.1',
		} as Parameters< typeof layout >[ 0 ] );
		expect( html ).toContain(
			`<link rel="icon" href="${ faviconDataUri() }" type="image/svg+xml">`
		);
		expect( html ).not.toContain( 'favicon.svg' );
	} );
} );
