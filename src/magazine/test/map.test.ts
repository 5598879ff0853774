import { degrade, init, readSettings } from '../map';
import { themeMarkup } from './theme-markup';

function element( attrs: string ) {
	themeMarkup(
		`<div data-kiosk-map ${ attrs } style="height:300px"><a class="kiosk-map__fallback" href="https://www.openstreetmap.org/">Adresse</a></div>`
	);
	return document.querySelector< HTMLElement >( '[data-kiosk-map]' )!;
}

describe( 'maps widget', () => {
	it( 'reads longitude, latitude, zoom_size, height and the tile source', () => {
		const settings = readSettings(
			element(
				'data-longitude="13.38" data-latitude="52.53" data-zoom-size="15" data-height="320" data-tile-url="https://t/{z}/{x}/{y}.png" data-tile-attribution="OSM" data-label-map="Karte"'
			)
		);
		expect( settings ).toEqual( {
			longitude: 13.38,
			latitude: 52.53,
			zoom: 15,
			height: 320,
			tileUrl: 'https://t/{z}/{x}/{y}.png',
			attribution: 'OSM',
			label: 'Karte',
		} );
	} );

	it( 'rejects unusable settings', () => {
		expect(
			readSettings(
				element(
					'data-longitude="200" data-latitude="52" data-tile-url="x"'
				)
			)
		).toBeNull();
		expect(
			readSettings( element( 'data-latitude="52" data-tile-url="x"' ) )
		).toBeNull();
		expect(
			readSettings( element( 'data-longitude="13" data-latitude="52"' ) )
		).toBeNull();
	} );

	it( 'degrades to the address link', () => {
		const map = element( '' );
		degrade( map );
		expect( map ).toHaveClass( 'is-degraded' );
		expect( map.querySelector( 'a' ) ).toHaveAttribute(
			'href',
			'https://www.openstreetmap.org/'
		);
	} );

	it( 'reads the attribution as text and refuses unsafe tile sources', () => {
		const settings = readSettings(
			element(
				'data-longitude="13.4" data-latitude="52.5" data-tile-url="https://t/{z}/{x}/{y}.png" data-tile-attribution="&amp;copy; OSM &lt;img src=x onerror=window.__pwn=1&gt;"'
			)
		);
		expect( settings?.attribution ).toBe( '© OSM' );
		for ( const url of [
			'javascript:window.__pwn=1//{z}',
			'data:image/png,{z}',
			'http://evil.example/{z}/{x}/{y}.png',
		] ) {
			expect(
				readSettings(
					element(
						`data-longitude="13.4" data-latitude="52.5" data-tile-url="${ url }"`
					)
				)
			).toBeNull();
		}
	} );

	it( 'loads nothing without the consent texts: the gate cannot be left out', () => {
		const map = element(
			'data-longitude="13.4" data-latitude="52.5" data-tile-url="https://t/{z}/{x}/{y}.png"'
		);
		const observe = jest.fn();
		window.IntersectionObserver = jest.fn( () => ( {
			observe,
			disconnect: jest.fn(),
		} ) ) as never;
		const teardown = init( document );
		expect( map ).toHaveClass( 'is-degraded' );
		expect( observe ).not.toHaveBeenCalled();
		expect( map.querySelector( '.kiosk-map__canvas' ) ).toBeNull();
		teardown();
	} );
} );
