import { chunkStyle } from '../chunk-style';

describe( 'chunkStyle', () => {
	afterEach( () => {
		document.head.innerHTML = '';
	} );

	it( 'links the stylesheet once and resolves when it loaded', async () => {
		const first = chunkStyle( 'magazine-swiper' );
		const link = document.head.querySelector( 'link' ) as HTMLLinkElement;
		expect( link.rel ).toBe( 'stylesheet' );
		expect( link.getAttribute( 'href' ) ).toBe( 'magazine-swiper.css' );
		link.dispatchEvent( new Event( 'load' ) );
		await expect( first ).resolves.toBeUndefined();
		await expect(
			chunkStyle( 'magazine-swiper' )
		).resolves.toBeUndefined();
		expect( document.head.querySelectorAll( 'link' ) ).toHaveLength( 1 );
	} );

	it( 'rejects and removes the link when the stylesheet cannot load', async () => {
		const style = chunkStyle( 'magazine-leaflet' );
		const link = document.head.querySelector( 'link' ) as HTMLLinkElement;
		link.dispatchEvent( new Event( 'error' ) );
		await expect( style ).rejects.toThrow( 'magazine-leaflet.css' );
		expect( document.head.querySelector( 'link' ) ).toBeNull();
	} );
} );
