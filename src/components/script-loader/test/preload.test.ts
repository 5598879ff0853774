import { preloadScripts } from '../preload';

afterEach( () => {
	document.body.innerHTML = '';
	document.head.innerHTML = '';
} );

const preloaded = () =>
	Array.from(
		document.querySelectorAll< HTMLLinkElement >( 'link[rel="preload"]' )
	).map( ( link ) => [ link.getAttribute( 'href' ), link.as ] );

describe( 'preloadScripts', () => {
	it( 'fetches every file of a list at once, but none the page printed, joined or preloads already', () => {
		const printed = document.createElement( 'script' );
		printed.id = 'wp-f-js';
		document.body.appendChild( printed );
		const joined = document.createElement( 'script' );
		joined.id = 'kiosk-core-scripts-js';
		joined.dataset.handles = 'react wp-data';
		document.body.appendChild( joined );
		const list = [
			{ handle: 'wp-f', src: '/f.js' },
			{ handle: 'wp-data', src: '/data.js' },
			{ handle: 'kiosk-h', src: '/h.js', style: '/h.css' },
			{ handle: 'kiosk-i', src: '/i.js' },
		];
		preloadScripts( list );
		preloadScripts( list );
		expect( preloaded() ).toEqual( [
			[ '/h.js', 'script' ],
			[ '/i.js', 'script' ],
		] );
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 2 );
	} );
} );
