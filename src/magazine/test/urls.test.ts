import { safeUrl, sameOriginUrl } from '../urls';
import { escapeHtml, safeTileTemplate, textOfHtml } from '../map-urls';

const BASE = 'http://localhost/artikel/';

describe( 'the URLs a behaviour loads', () => {
	it( 'takes https: anywhere and this site on any scheme', () => {
		expect(
			safeUrl( 'https://www.youtube-nocookie.com/embed/x', BASE )
		).not.toBeNull();
		expect( safeUrl( '/wp-admin/admin-ajax.php', BASE )?.href ).toBe(
			'http://localhost/wp-admin/admin-ajax.php'
		);
	} );

	it.each( [
		'javascript:window.__pwn=1',
		'JaVaScRiPt:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'blob:http://localhost/1',
		'http://evil.example/x',
		'//evil.example/x',
		'https://user:pass@evil.example/x',
		'',
	] )( 'refuses %s', ( value ) => {
		expect( safeUrl( value, BASE ) ).toBeNull();
	} );

	it( 'fetches fragments from this site only', () => {
		expect(
			sameOriginUrl( '/wp-admin/admin-ajax.php?a=1', BASE )
		).not.toBeNull();
		expect( sameOriginUrl( 'https://evil.example/f', BASE ) ).toBeNull();
		expect( sameOriginUrl( 'data:text/html,<p>x</p>', BASE ) ).toBeNull();
	} );

	it( 'checks a tile template with its placeholders', () => {
		expect(
			safeTileTemplate( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' )
		).toBe( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' );
		expect( safeTileTemplate( 'javascript:{z}' ) ).toBeNull();
		expect(
			safeTileTemplate( 'http://evil.example/{z}/{x}/{y}' )
		).toBeNull();
	} );

	it( 'reads markup as text and escapes text for HTML', () => {
		expect( textOfHtml( '&copy; OSM <img src=x onerror=alert(1)>' ) ).toBe(
			'© OSM'
		);
		expect( escapeHtml( '<img src=x onerror="a">&' ) ).toBe(
			'&lt;img src=x onerror=&quot;a&quot;&gt;&amp;'
		);
	} );
} );
