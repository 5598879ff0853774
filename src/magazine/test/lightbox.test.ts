import { collect } from '../lightbox';
import { themeMarkup } from './theme-markup';

describe( 'lightbox', () => {
	it( 'collects a gallery in order with sizes, alt texts and German labels', () => {
		themeMarkup( `<figure data-kiosk-gallery data-label-close="Schließen" data-label-prev="Vorheriges Bild" data-label-next="Nächstes Bild" data-label-zoom="Zoomen" data-label-error="Fehler"><ul>
<li><a class="kiosk-gallery__item" href="/a.svg" data-pswp-width="1200" data-pswp-height="800"><img src="/a.svg" alt="Alpha"></a></li>
<li><a class="kiosk-gallery__item" href="/b.svg" data-pswp-width="600" data-pswp-height="400"><img src="/b.svg" alt="Beta"></a></li></ul></figure>` );
		const second =
			document.querySelectorAll< HTMLAnchorElement >( 'a' )[ 1 ];
		const { items, index, labels } = collect( second );
		expect( index ).toBe( 1 );
		expect( items.map( ( i ) => [ i.width, i.height, i.alt ] ) ).toEqual( [
			[ 1200, 800, 'Alpha' ],
			[ 600, 400, 'Beta' ],
		] );
		expect( labels ).toEqual( {
			close: 'Schließen',
			prev: 'Vorheriges Bild',
			next: 'Nächstes Bild',
			zoom: 'Zoomen',
			error: 'Fehler',
		} );
	} );

	it( 'treats a single image link as a one-image lightbox', () => {
		themeMarkup(
			`<a data-kiosk-lightbox href="/x.svg" data-pswp-width="1200" data-pswp-height="675" data-label-close="Schließen"><img src="/x.svg" alt="X"></a>`
		);
		const { items, index, labels } = collect(
			document.querySelector( 'a' )!
		);
		expect( items ).toHaveLength( 1 );
		expect( index ).toBe( 0 );
		expect( labels.close ).toBe( 'Schließen' );
	} );
} );
