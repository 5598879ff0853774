import { loadScript, loadScripts } from '../load-script';

const tag = ( handle: string ) =>
	document.getElementById( `${ handle }-js` ) as HTMLScriptElement | null;

afterEach( () => {
	document.body.innerHTML = '';
	document.head.innerHTML = '';
} );

describe( 'loadScript', () => {
	it( 'makes a second caller of the same handle wait until the first load has run', async () => {
		const order: string[] = [];
		const first = loadScript( { handle: 'kiosk-a', src: '/a.js' } ).then(
			() => order.push( 'first' )
		);
		const second = loadScript( { handle: 'kiosk-a', src: '/a.js' } ).then(
			() => order.push( 'second' )
		);
		await Promise.resolve();
		expect( order ).toEqual( [] );
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 1 );
		tag( 'kiosk-a' )!.dispatchEvent( new Event( 'load' ) );
		await Promise.all( [ first, second ] );
		expect( order ).toEqual( [ 'first', 'second' ] );
	} );

	it( 'skips a handle the server printed (it has run already)', async () => {
		const printed = document.createElement( 'script' );
		printed.id = 'kiosk-b-js';
		document.body.appendChild( printed );
		await expect(
			loadScript( { handle: 'kiosk-b', src: '/b.js' } )
		).resolves.toBeUndefined();
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 1 );
	} );

	it( "skips a core handle inside the file core's scripts were joined into (data-handles), not one that only shares a prefix", async () => {
		const joined = document.createElement( 'script' );
		joined.id = 'kiosk-core-scripts-js';
		joined.dataset.handles = 'react wp-hooks wp-data';
		document.body.appendChild( joined );
		await expect(
			loadScript( { handle: 'wp-hooks', src: '/hooks.js' } )
		).resolves.toBeUndefined();
		expect( document.querySelectorAll( 'script' ) ).toHaveLength( 1 );
		loadScript( { handle: 'wp-data-extra', src: '/extra.js' } );
		expect( tag( 'wp-data-extra' ) ).not.toBeNull();
	} );

	it( 'rejects a failed load and lets a later call try again', async () => {
		const failed = loadScript( { handle: 'kiosk-c', src: '/c.js' } );
		tag( 'kiosk-c' )!.dispatchEvent( new Event( 'error' ) );
		await expect( failed ).rejects.toThrow( 'Could not load /c.js' );
		expect( tag( 'kiosk-c' ) ).toBeNull();
		const again = loadScript( { handle: 'kiosk-c', src: '/c.js' } );
		expect( tag( 'kiosk-c' ) ).not.toBeNull();
		tag( 'kiosk-c' )!.dispatchEvent( new Event( 'load' ) );
		await expect( again ).resolves.toBeUndefined();
	} );

	it( 'links the stylesheet once and loads a list in order', async () => {
		const all = loadScripts( [
			{ handle: 'kiosk-d', src: '/d.js', style: '/d.css' },
			{ handle: 'kiosk-e', src: '/e.js', style: '/d.css' },
		] );
		expect( tag( 'kiosk-e' ) ).toBeNull();
		tag( 'kiosk-d' )!.dispatchEvent( new Event( 'load' ) );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( tag( 'kiosk-e' ) ).not.toBeNull();
		tag( 'kiosk-e' )!.dispatchEvent( new Event( 'load' ) );
		await all;
		expect(
			document.querySelectorAll( 'link[href="/d.css"]' )
		).toHaveLength( 1 );
	} );
} );

describe( 'loadScripts with an extension’s inline code as entries of its own (LazyScripts::entries())', () => {
	const data = ( code: string ) =>
		`data:text/javascript;base64,${ btoa( code ) }`;

	it( 'runs them in list order as files, and leaves out those the page printed (marked with their id in data-handles)', async () => {
		// The page printed the alias's code (LazyScripts::mark_inline()).
		const printed = document.createElement( 'script' );
		printed.id = 'wc-settings-js-before';
		printed.dataset.handles = 'wc-settings-js-before';
		document.body.appendChild( printed );
		const all = loadScripts( [
			{ handle: 'wc-settings-js-before', src: data( 'var wcSettings;' ) },
			{ handle: 'acme-js-before', src: data( 'var acme = 1;' ) },
			{ handle: 'acme', src: '/acme.js' },
			{ handle: 'acme-js-after', src: data( 'acme.start();' ) },
		] );
		const loaded = () =>
			Array.from(
				document.querySelectorAll( 'script[src]' ),
				( script ) => script.id
			);
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( loaded() ).toEqual( [ 'acme-js-before-js' ] );
		tag( 'acme-js-before' )!.dispatchEvent( new Event( 'load' ) );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( loaded() ).toEqual( [ 'acme-js-before-js', 'acme-js' ] );
		tag( 'acme' )!.dispatchEvent( new Event( 'load' ) );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( tag( 'acme-js-after' )!.getAttribute( 'src' ) ).toBe(
			data( 'acme.start();' )
		);
		tag( 'acme-js-after' )!.dispatchEvent( new Event( 'load' ) );
		await all;
		expect( loaded() ).toHaveLength( 3 );
	} );
} );
