/**
 * The header script: count from the Store API and from cart updates, and
 * the first open loads the listed scripts before opening the drawer.
 */
const BUTTON =
	'<button type="button" data-kiosk-mini-cart aria-label="Warenkorb: 0 Artikel" data-label-one="Warenkorb: %d Artikel" data-label-many="Warenkorb: %d Artikel"><span class="kiosk-mini-cart__badge" hidden>0</span></button>';

describe( 'mini cart header script', () => {
	beforeEach( () => {
		document.body.innerHTML = BUTTON;
		localStorage.clear();
		( window as unknown as { kiosk?: unknown } ).kiosk = undefined;
	} );

	it( 'shows the count of the cart and of later updates', async () => {
		global.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			json: () => Promise.resolve( { items_count: 3 } ),
		} ) as never;
		jest.isolateModules( () => require( '../frontend' ) );
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		const button = document.querySelector( 'button' ) as HTMLElement;
		expect( button.getAttribute( 'aria-label' ) ).toBe(
			'Warenkorb: 3 Artikel'
		);
		expect(
			button.querySelector( '.kiosk-mini-cart__badge' )
		).not.toHaveAttribute( 'hidden' );
		document.body.dispatchEvent(
			new CustomEvent( 'kiosk-cart-updated', {
				detail: { itemsCount: 0 },
			} )
		);
		expect( button.getAttribute( 'aria-label' ) ).toBe(
			'Warenkorb: 0 Artikel'
		);
		expect(
			button.querySelector( '.kiosk-mini-cart__badge' )
		).toHaveAttribute( 'hidden' );
		expect( localStorage.getItem( 'kiosk-mini-cart-count' ) ).toBe( '0' );
	} );

	it( 'shows the server’s count where the page has one (order received: the order emptied the cart), not the count kept from an earlier page', () => {
		localStorage.setItem( 'kiosk-mini-cart-count', '1' );
		document.body.innerHTML = BUTTON.replace(
			'data-kiosk-mini-cart',
			'data-kiosk-mini-cart data-count="0"'
		);
		// The cart request has not answered yet.
		global.fetch = jest.fn( () => new Promise( () => {} ) ) as never;
		jest.isolateModules( () => require( '../frontend' ) );
		const button = document.querySelector( 'button' ) as HTMLElement;
		expect( button.getAttribute( 'aria-label' ) ).toBe(
			'Warenkorb: 0 Artikel'
		);
		expect(
			button.querySelector( '.kiosk-mini-cart__badge' )
		).toHaveAttribute( 'hidden' );
	} );

	it( 'asks for the cart through kiosk-api where the page has it, and offers the request to a first write while it runs', async () => {
		global.fetch = jest.fn() as never;
		let answer: ( cart: unknown ) => void = () => undefined;
		const request = jest.fn(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const kiosk: { api: unknown; headerCart?: Promise< void > } = {
			api: { request },
		};
		( window as unknown as { kiosk: unknown } ).kiosk = kiosk;
		jest.isolateModules( () => require( '../frontend' ) );
		expect( global.fetch ).not.toHaveBeenCalled();
		expect( request ).toHaveBeenCalledTimes( 1 );
		expect( request ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/cart',
				method: 'GET',
			} )
		);
		const pending = kiosk.headerCart;
		expect( pending ).toBeInstanceOf( Promise );
		answer( { items_count: 4 } );
		await pending;
		expect(
			document.querySelector( 'button' )?.getAttribute( 'aria-label' )
		).toBe( 'Warenkorb: 4 Artikel' );
		expect( kiosk.headerCart ).toBeUndefined();
	} );

	it( 'keeps the count of a cart update that arrives before its own answer', async () => {
		let answer: ( cart: unknown ) => void = () => undefined;
		const kiosk: { api: unknown; headerCart?: Promise< void > } = {
			api: {
				request: () =>
					new Promise( ( resolve ) => ( answer = resolve ) ),
			},
		};
		( window as unknown as { kiosk: unknown } ).kiosk = kiosk;
		jest.isolateModules( () => require( '../frontend' ) );
		const pending = kiosk.headerCart;
		document.body.dispatchEvent(
			new CustomEvent( 'kiosk-cart-updated', {
				detail: { itemsCount: 1 },
			} )
		);
		answer( { items_count: 0 } );
		await pending;
		expect(
			document.querySelector( 'button' )?.getAttribute( 'aria-label' )
		).toBe( 'Warenkorb: 1 Artikel' );
	} );

	it.each( [ 'wp-block-kiosk-cart', 'wp-block-kiosk-checkout' ] )(
		'leaves the cart request to the store where a %s block runs',
		async ( block ) => {
			document.body.innerHTML = `${ BUTTON }<div class="${ block }"></div>`;
			global.fetch = jest.fn() as never;
			jest.isolateModules( () => require( '../frontend' ) );
			await new Promise( ( r ) => setTimeout( r, 0 ) );
			expect( global.fetch ).not.toHaveBeenCalled();
			document.body.dispatchEvent(
				new CustomEvent( 'kiosk-cart-updated', {
					detail: { itemsCount: 2 },
				} )
			);
			expect(
				document.querySelector( 'button' )?.getAttribute( 'aria-label' )
			).toBe( 'Warenkorb: 2 Artikel' );
		}
	);

	/** Starts the script with the drawer loaded, clicks the button; the drawer's open(). */
	async function clickWithDrawer() {
		global.fetch = jest.fn().mockResolvedValue( { ok: false } ) as never;
		const open = jest.fn().mockResolvedValue( undefined );
		( window as unknown as { kiosk: unknown } ).kiosk = {
			miniCart: { open },
		};
		jest.isolateModules( () => require( '../frontend' ) );
		( document.querySelector( 'button' ) as HTMLElement ).click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		return open;
	}

	it( 'opens the drawer through window.kiosk.miniCart once loaded', async () => {
		expect( await clickWithDrawer() ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'opens the drawer instead of going to the cart page, where the server put the button in a form to it', async () => {
		document.body.innerHTML = `<form action="/warenkorb/" method="get">${ BUTTON.replace(
			'type="button"',
			'type="submit"'
		) }</form>`;
		const submitted = jest.fn( ( event: Event ) => event.preventDefault() );
		document
			.querySelector( 'form' )!
			.addEventListener( 'submit', submitted );
		expect( await clickWithDrawer() ).toHaveBeenCalledTimes( 1 );
		expect( submitted ).not.toHaveBeenCalled();
	} );

	it( "asks for the drawer's list once the pointer or the focus reaches the button, once, and on the click loads its scripts before opening", async () => {
		const list = '/?kiosk-lazy-scripts=mini-cart&v=k';
		const w = window as unknown as {
			kiosk?: unknown;
			kioskSettings?: unknown;
		};
		w.kioskSettings = { miniCart: { list } };
		const open = jest.fn().mockResolvedValue( undefined );
		const fetchMock = jest.fn( ( url: string ) =>
			Promise.resolve(
				url === list
					? {
							ok: true,
							json: () =>
								Promise.resolve( [
									{
										handle: 'kiosk-mini-cart-drawer',
										src: '/drawer.js',
									},
								] ),
						}
					: { ok: false }
			)
		);
		global.fetch = fetchMock as never;
		const listRequests = () =>
			fetchMock.mock.calls.filter( ( [ url ] ) => url === list ).length;
		try {
			jest.isolateModules( () => require( '../frontend' ) );
			const button = document.querySelector( 'button' ) as HTMLElement;
			expect( listRequests() ).toBe( 0 );
			button.dispatchEvent( new Event( 'pointerenter' ) );
			button.dispatchEvent( new Event( 'focus' ) );
			expect( listRequests() ).toBe( 1 );
			button.click();
			await new Promise( ( r ) => setTimeout( r, 0 ) );
			const script = document.getElementById(
				'kiosk-mini-cart-drawer-js'
			);
			expect( script ).not.toBeNull();
			expect( open ).not.toHaveBeenCalled();
			// The drawer's script registers itself when it runs.
			w.kiosk = { miniCart: { open } };
			script!.dispatchEvent( new Event( 'load' ) );
			await new Promise( ( r ) => setTimeout( r, 0 ) );
			expect( open ).toHaveBeenCalledTimes( 1 );
			expect( listRequests() ).toBe( 1 );
		} finally {
			w.kioskSettings = undefined;
		}
	} );
} );
