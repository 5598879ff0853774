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

describe( 'loadScript with what WordPress prints around a script', () => {
	const win = window as unknown as Record< string, unknown >;
	const ids = () =>
		Array.from( document.body.querySelectorAll( 'script' ), ( s ) => s.id );

	it( 'sets the translations in the entry’s text domain, runs `before`, the file, then `after`', async () => {
		const setLocaleData = jest.fn();
		( window as unknown as { wp: unknown } ).wp = {
			i18n: { setLocaleData },
		};
		const load = loadScript( {
			handle: 'acme-notes',
			src: '/notes.js',
			domain: 'acme',
			translations: JSON.stringify( {
				locale_data: {
					messages: {
						'': { lang: 'de' },
						'incl. VAT': [ 'inkl. MwSt.' ],
					},
				},
			} ),
			before: 'window.acmeOrder = [ "before" ];',
			after: 'window.acmeOrder.push( "after" );',
		} );
		expect( setLocaleData ).toHaveBeenCalledWith(
			{
				'': { lang: 'de', domain: 'acme' },
				'incl. VAT': [ 'inkl. MwSt.' ],
			},
			'acme'
		);
		// The file waits for its load; `after` runs only then.
		expect( ids() ).toEqual( [ 'acme-notes-js-before', 'acme-notes-js' ] );
		expect(
			document.getElementById( 'acme-notes-js-before' )!.textContent
		).toBe( 'window.acmeOrder = [ "before" ];' );
		expect( win.acmeOrder ).toEqual( [ 'before' ] );
		tag( 'acme-notes' )!.dispatchEvent( new Event( 'load' ) );
		await load;
		expect( ids() ).toEqual( [
			'acme-notes-js-before',
			'acme-notes-js',
			'acme-notes-js-after',
		] );
		expect(
			document.getElementById( 'acme-notes-js-after' )!.textContent
		).toBe( 'window.acmeOrder.push( "after" );' );
		expect( win.acmeOrder ).toEqual( [ 'before', 'after' ] );
		delete ( window as unknown as { wp?: unknown } ).wp;
	} );

	it( 'keeps code that holds `</script>` as the text of one script element, not markup', async () => {
		const code =
			'window.acmeTricky = "</script><img src=x onerror=alert(1)>";';
		await loadScript( { handle: 'acme-tricky', src: '', before: code } );
		const inline = document.getElementById( 'acme-tricky-js-before' )!;
		expect( inline.textContent ).toBe( code );
		// It ran whole: the string holds the markup, none became an element.
		expect( win.acmeTricky ).toBe(
			'</script><img src=x onerror=alert(1)>'
		);
		expect( document.body.querySelectorAll( 'img' ) ).toHaveLength( 0 );
		expect( document.body.querySelectorAll( 'script' ) ).toHaveLength( 1 );
	} );

	it( 'runs an alias’s inline scripts (no file) once, and not those the server printed', async () => {
		await loadScript( {
			handle: 'acme-alias',
			src: '',
			before: 'window.acmeRuns = ( window.acmeRuns || 0 ) + 1;',
			after: 'window.acmeAfter = window.acmeRuns;',
		} );
		expect( ids() ).toEqual( [
			'acme-alias-js-before',
			'acme-alias-js-after',
		] );
		expect( win.acmeAfter ).toBe( 1 );
		await loadScript( {
			handle: 'acme-alias',
			src: '',
			before: 'window.acmeRuns = ( window.acmeRuns || 0 ) + 1;',
		} );
		expect( ids() ).toHaveLength( 2 );
		expect( win.acmeRuns ).toBe( 1 );

		const printed = document.createElement( 'script' );
		printed.id = 'wc-settings-js-before';
		document.body.appendChild( printed );
		await loadScript( {
			handle: 'wc-settings',
			src: '',
			before: 'window.acmeTwice = true;',
		} );
		expect(
			document.querySelectorAll( '[id^="wc-settings"]' )
		).toHaveLength( 1 );
		expect( win.acmeTwice ).toBeUndefined();
	} );

	it( 'takes its `before` code away with a failed load, so a retry runs it again', async () => {
		const failed = loadScript( {
			handle: 'acme-retry',
			src: '/retry.js',
			before: 'window.acmeR = 1;',
		} );
		tag( 'acme-retry' )!.dispatchEvent( new Event( 'error' ) );
		await expect( failed ).rejects.toThrow();
		expect( ids() ).toEqual( [] );
		loadScript( {
			handle: 'acme-retry',
			src: '/retry.js',
			before: 'window.acmeR = 1;',
		} );
		expect( ids() ).toEqual( [ 'acme-retry-js-before', 'acme-retry-js' ] );
	} );
} );
