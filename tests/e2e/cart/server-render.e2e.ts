/**
 * The filled cart printed by the server (php/Blocks/CartMarkup) against the
 * client's first render of the same cart, on the real stack: the two must
 * be the same DOM (tags, attributes, styles, text), apart from the width
 * class the client measures. Carts: the demo's mixed cart (a sale, a
 * variation, low stock, an item sold individually, one sold in pairs, a
 * coupon, cross-sells, shipping rates, express payment) on a phone and on
 * a desktop, and a virtual-only cart (no shipping). Then: the server's
 * cart is in the page before any script runs, its proceed link goes to
 * the checkout, and the client's render replaces it without a layout
 * shift: every element where the client's render puts it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';
import { DESKTOP, MOBILE } from '../support/measure';
import { holdReactScheduler } from '../support/react-scheduler';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

interface Line {
	slug: string;
	quantity?: number;
	variation?: Array< { attribute: string; value: string } >;
}

const MIXED: Line[] = [
	{ slug: 'kochen-mit-kiosk', quantity: 2 },
	{
		slug: 'kiosk-t-shirt',
		variation: [ { attribute: 'Größe', value: 'M' } ],
	},
	{ slug: 'sonderheft-architektur' },
	{ slug: 'jahresabo-kiosk-magazin' },
	{ slug: 'postkarten-set', quantity: 2 },
];

/**
 * Product IDs by slug, looked up once per file: each lookup boots WordPress
 * in a `php` process, and this file deletes no product.
 */
const productIds = new Map< string, number >();
function productId( slug: string ): number {
	if ( ! productIds.has( slug ) ) {
		productIds.set( slug, host.postId( slug ) );
	}
	return productIds.get( slug )!;
}

/** A context whose Store API cart holds the lines (and the coupons). */
async function cartContext(
	options: object,
	lines: Line[],
	coupons: string[] = []
): Promise< { context: BrowserContext; page: Page } > {
	const context = await browser.newContext( options );
	const page = await context.newPage();
	await page.goto( `${ host.url }/warenkorb/` );
	const items = lines.map( ( line ) => ( {
		id: productId( line.slug ),
		quantity: line.quantity ?? 1,
		variation: line.variation,
	} ) );
	await page.evaluate(
		async ( { list, codes } ) => {
			const api = (
				window as unknown as {
					kiosk: {
						api: { request: ( o: unknown ) => Promise< unknown > };
					};
				}
			 ).kiosk.api;
			await api.request( { path: '/wc/store/v1/cart' } );
			for ( const data of list ) {
				await api.request( {
					path: '/wc/store/v1/cart/add-item',
					method: 'POST',
					data,
				} );
			}
			for ( const code of codes ) {
				await api.request( {
					path: '/wc/store/v1/cart/apply-coupon',
					method: 'POST',
					data: { code },
				} );
			}
		},
		{ list: items, codes: coupons }
	);
	return { context, page };
}

/**
 * Loads the cart page; returns the server's cart markup (from the HTML the
 * server sent) and the client's first render (the container's HTML right
 * after the cart script rendered), both as normalised trees.
 */
async function serverAndClient( page: Page ) {
	let html = '';
	await page.route( `${ host.url }/warenkorb/`, async ( route ) => {
		const response = await route.fetch();
		html = await response.text();
		await route.fulfill( { response, body: html } );
	} );
	await page.addInitScript( () => {
		const w = window as unknown as { clientFirst?: string };
		new MutationObserver( ( _list, observer ) => {
			const root = document.querySelector( '.wp-block-kiosk-cart' );
			const cart = root?.querySelector( ':scope > .kiosk-cart' );
			if ( cart && ! cart.classList.contains( 'kiosk-cart--server' ) ) {
				w.clientFirst = root!.innerHTML;
				observer.disconnect();
			}
		} ).observe( document, { childList: true, subtree: true } );
	} );
	await page.goto( `${ host.url }/warenkorb/` );
	await page.waitForFunction(
		() => !! ( window as unknown as { clientFirst?: string } ).clientFirst
	);
	await page.unroute( `${ host.url }/warenkorb/` );
	return page.evaluate( ( serverHtml ) => {
		type Tree = unknown;
		const WIDTH =
			/^(is-large|is-medium|is-small|is-mobile|kiosk-cart--server)$/;
		const norm = ( node: Node ): Tree => {
			if ( node.nodeType === Node.TEXT_NODE ) {
				return node.textContent;
			}
			const el = node as Element;
			const attrs: Record< string, string > = {};
			for ( const attr of Array.from( el.attributes ) ) {
				if ( attr.name === 'class' ) {
					attrs.class = attr.value
						.split( /\s+/ )
						.filter( ( c ) => c && ! WIDTH.test( c ) )
						.join( ' ' );
				} else if ( attr.name === 'inert' ) {
					// The server's controls wait for the script (checked below).
				} else if ( attr.name === 'loading' ) {
					// The server's first images load at once (the phone's
					// largest paint), the client's copy keeps them lazy and
					// finds them in the document's image cache.
				} else if ( attr.name === 'style' ) {
					attrs.style = ( el as HTMLElement ).style.cssText;
				} else {
					attrs[ attr.name ] = attr.value;
				}
			}
			const children: Tree[] = [];
			el.normalize();
			for ( const child of Array.from( el.childNodes ) ) {
				if (
					child.nodeType === Node.ELEMENT_NODE ||
					child.nodeType === Node.TEXT_NODE
				) {
					children.push( norm( child ) );
				}
			}
			return { tag: el.tagName.toLowerCase(), attrs, children };
		};
		const parse = ( markup: string, selector: string ) => {
			const doc = new DOMParser().parseFromString( markup, 'text/html' );
			const found = doc.querySelector( selector );
			return found ? norm( found ) : null;
		};
		const serverCart = new DOMParser()
			.parseFromString( serverHtml, 'text/html' )
			.querySelector( '.wp-block-kiosk-cart > .kiosk-cart' );
		return {
			// The controls that work before the script: the quantities'.
			liveControls: serverCart
				? Array.from(
						serverCart.querySelectorAll(
							'button:not([inert]), input:not([inert])'
						)
					).map( ( el ) => el.className )
				: null,
			server: parse( serverHtml, '.wp-block-kiosk-cart > .kiosk-cart' ),
			client: parse(
				`<div>${
					( window as unknown as { clientFirst: string } ).clientFirst
				}</div>`,
				'div > .kiosk-cart'
			),
		};
	}, html );
}

/**
 * Every element of the cart with its box (rounded px), in document order,
 * once the page's fonts are in.
 */
/** The quantities the page sends to the shop (`/cart/update-item`), in order. */
function quantitiesSent( page: Page ): number[] {
	const updates: number[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/cart/update-item' ) ) {
			updates.push( request.postDataJSON()?.quantity );
		}
	} );
	return updates;
}

async function boxesOf( page: Page ) {
	await page.evaluate( () => document.fonts.ready.then( () => undefined ) );
	return page.evaluate( () =>
		Array.from(
			document.querySelectorAll( '.wp-block-kiosk-cart .kiosk-cart *' )
		).map( ( el ) => {
			const r = el.getBoundingClientRect();
			return [
				el.tagName,
				Math.round( r.x ),
				Math.round( r.y + window.scrollY ),
				Math.round( r.width ),
				Math.round( r.height ),
			].join( ' ' );
		} )
	);
}

describe( 'the server-rendered cart', () => {
	it.each( [
		[ 'phone', MOBILE ],
		[ 'desktop', DESKTOP ],
	] )(
		'equals the client’s first render of a mixed cart with a coupon (%s)',
		async ( _name, options ) => {
			const { context, page } = await cartContext( options, MIXED, [
				'sommer10',
			] );
			try {
				const { server, client, liveControls } =
					await serverAndClient( page );
				expect( server ).not.toBeNull();
				// Every line but the one sold individually has a field and
				// its minus and plus; the rest (remove, coupons, shipping)
				// waits for the script.
				expect( liveControls ).toHaveLength( 3 * ( MIXED.length - 1 ) );
				expect(
					liveControls!.filter(
						( c ) =>
							! /^kiosk-quantity-selector__(input|button kiosk-quantity-selector__button--(minus|plus))$/.test(
								c
							)
					)
				).toEqual( [] );
				expect( JSON.stringify( server ) ).toContain( 'kiosk-coupon' );
				expect( server ).toEqual( client );
			} finally {
				await context.close();
			}
		}
	);

	it( 'equals the client’s first render of a cart that needs no shipping', async () => {
		const { context, page } = await cartContext( MOBILE, [
			{ slug: 'kiosk-e-paper' },
		] );
		try {
			const { server, client } = await serverAndClient( page );
			expect( server ).not.toBeNull();
			expect( server ).toEqual( client );
		} finally {
			await context.close();
		}
	} );

	it( 'equals the client’s first render of a product without a picture: WooCommerce’s placeholder image in both', async () => {
		host.php(
			`delete_post_thumbnail( get_page_by_path( 'kiosk-e-paper', OBJECT, 'product' ) );`
		);
		const { context, page } = await cartContext( MOBILE, [
			{ slug: 'kiosk-e-paper' },
		] );
		try {
			const { server, client } = await serverAndClient( page );
			expect( server ).not.toBeNull();
			expect( JSON.stringify( server ) ).toContain( 'placeholder' );
			expect( server ).toEqual( client );
		} finally {
			await context.close();
		}
	} );

	it( 'shows the cart and a working proceed link without JavaScript, saying what needs it', async () => {
		const { context } = await cartContext( MOBILE, MIXED );
		// The same shopper (cookies) in a browser without JavaScript: what
		// every shopper has at first paint, before the scripts run.
		const bare = await browser.newContext( {
			...MOBILE,
			javaScriptEnabled: false,
			storageState: await context.storageState(),
		} );
		try {
			const page = await bare.newPage();
			await page.goto( `${ host.url }/warenkorb/` );
			await expect(
				page.locator( '.kiosk-cart-item' ).count()
			).resolves.toBe( MIXED.length );
			await expect(
				page.locator( '.kiosk-totals-footer__value' ).textContent()
			).resolves.toMatch( /€$/ );
			await expect(
				page.locator( '.wp-block-kiosk-cart noscript' ).textContent()
			).resolves.toBe(
				'Bitte aktivieren Sie JavaScript, um Ihren Warenkorb zu ändern.'
			);
			// The first lines' images load at once (the phone's largest paint).
			await expect(
				page
					.locator( '.kiosk-cart-item' )
					.evaluateAll( ( rows ) =>
						rows.map(
							( row ) =>
								row
									.querySelector( 'img' )
									?.getAttribute( 'loading' ) ?? 'eager'
						)
					)
			).resolves.toEqual(
				MIXED.map( ( _line, i ) => ( i < 3 ? 'eager' : 'lazy' ) )
			);
			await page
				.getByRole( 'link', { name: 'Weiter zur Kasse' } )
				.click();
			await page.waitForURL( /\/kasse\/$/ );
		} finally {
			await bare.close();
			await context.close();
		}
	} );

	it( 'takes over with every image already shown, not a frame without it', async () => {
		const { context, page } = await cartContext( MOBILE, MIXED );
		try {
			// The cart's script waits until the server's images are in, as on
			// a phone, where they arrive long before the scripts have run.
			await page.route( /\/build\/cart\.js/, async ( route ) => {
				await page
					.waitForFunction( () => {
						const images = Array.from(
							document.querySelectorAll< HTMLImageElement >(
								'.kiosk-cart--server img'
							)
						);
						return (
							images.length > 0 &&
							images.every(
								( i ) => i.complete && i.naturalWidth
							)
						);
					} )
					.catch( () => undefined );
				await route.continue();
			} );
			await page.addInitScript( () => {
				const w = window as unknown as { takeover?: string[] };
				new MutationObserver( ( _list, observer ) => {
					const cart = document.querySelector(
						'.wp-block-kiosk-cart > .kiosk-cart:not(.kiosk-cart--server)'
					);
					if ( cart ) {
						// Right after the client's render, before the next frame.
						w.takeover = Array.from(
							cart.querySelectorAll< HTMLImageElement >( 'img' )
						).map(
							( i ) =>
								`${ i.complete && i.naturalWidth > 0 } ${ i.src }`
						);
						observer.disconnect();
					}
				} ).observe( document, { childList: true, subtree: true } );
			} );
			await page.goto( `${ host.url }/warenkorb/` );
			const takeover = await page
				.waitForFunction(
					() =>
						( window as unknown as { takeover?: string[] } )
							.takeover
				)
				.then(
					( handle ) => handle.jsonValue() as Promise< string[] >
				);
			expect( takeover.length ).toBeGreaterThan( MIXED.length );
			expect(
				takeover.filter( ( line ) => ! line.startsWith( 'true ' ) )
			).toEqual( [] );
		} finally {
			await context.close();
		}
	} );

	it( 'keeps page caches off another page holding the cart block, as WooCommerce does for its cart page', async () => {
		host.php(
			`wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Mein Korb', 'post_name' => 'mein-korb', 'post_content' => '<!-- wp:kiosk/cart /-->' ) );`
		);
		const { context, page } = await cartContext( MOBILE, [
			{ slug: 'kochen-mit-kiosk' },
		] );
		try {
			const custom = await page.goto( `${ host.url }/mein-korb/` );
			expect( custom?.headers()[ 'cache-control' ] ).toContain(
				'no-store'
			);
			const html = await custom!.text();
			expect( html ).toContain( 'kiosk-cart--server' );
			const contact = await page.goto( `${ host.url }/kontakt/` );
			expect( contact?.headers()[ 'cache-control' ] ?? '' ).not.toContain(
				'no-store'
			);
		} finally {
			await context.close();
		}
	} );

	it.each( [
		[ 'phone', MOBILE, 'is-mobile' ],
		[ 'desktop', DESKTOP, 'is-large' ],
	] )(
		'is laid out as the client’s first render: every element in the same place (%s)',
		async ( _name, options, width ) => {
			const { context } = await cartContext( options, MIXED );
			try {
				// What shows before any script runs.
				const bare = await context.newPage();
				await bare.route( /\.js(\?|$)/, ( route ) => route.abort() );
				await bare.goto( `${ host.url }/warenkorb/` );
				const server = await boxesOf( bare );
				// The client's first render, its express area still waiting
				// for its scripts (held), as it is in the first frames.
				const page = await context.newPage();
				await page.route(
					/(cart-express[^/]*|registry|gateways)\.js(\?|$)/,
					() => undefined
				);
				// Not `load`: a held script the idle time inserts before it
				// would hold the load event too.
				await page.goto( `${ host.url }/warenkorb/`, {
					waitUntil: 'domcontentloaded',
				} );
				await page
					.locator(
						`.wp-block-kiosk-cart[data-mounted] .kiosk-cart.${ width }`
					)
					.waitFor();
				const client = await boxesOf( page );
				expect( server.length ).toBeGreaterThan( 100 );
				expect( server ).toEqual( client );
			} finally {
				await context.close();
			}
		}
	);
} );

/*
 * The quantities before the script (php/Blocks/CartMarkup/Recorder.php and
 * src/blocks/cart/takeover.ts): the recorder printed before the server's
 * cart steps a line's field at once; the cart's script, when it runs,
 * sends what was changed there through the store.
 */
describe( 'the server-rendered cart’s quantities before the script', () => {
	/** The Store API cart of the page's shopper. */
	const storeCart = ( page: Page ) =>
		page.evaluate( async () => {
			const response = await fetch( '/wp-json/wc/store/v1/cart', {
				credentials: 'same-origin',
				cache: 'no-store',
			} );
			return ( await response.json() ) as {
				items_count: number;
				items: Array< { name: string; quantity: number } >;
				totals: { total_price: string };
			};
		} );

	it( 'steps at first paint with the script held back, and the script sends what was clicked and typed: the page, the shop’s cart, its totals and the mini cart agree', async () => {
		const { context, page } = await cartContext( MOBILE, [
			{ slug: 'kochen-mit-kiosk', quantity: 2 },
			// In stock: 3, so at most 3.
			{ slug: 'sonderheft-architektur' },
			// Sold in pairs: 2 to 10, steps of 2.
			{ slug: 'postkarten-set', quantity: 2 },
			{
				slug: 'kiosk-t-shirt',
				variation: [ { attribute: 'Größe', value: 'M' } ],
			},
		] );
		try {
			let release = () => {};
			const held = new Promise< void >( ( resolve ) => {
				release = resolve;
			} );
			let ask = () => {};
			const asked = new Promise< void >( ( resolve ) => {
				ask = resolve;
			} );
			await page.route( /\/build\/cart\.js/, async ( route ) => {
				ask();
				await held;
				await route.continue();
			} );
			const errors: string[] = [];
			page.on( 'pageerror', ( error ) => errors.push( error.message ) );
			// The quantities sent to the shop.
			const updates = quantitiesSent( page );
			// Not `load`: the held script holds it.
			await page.goto( `${ host.url }/warenkorb/`, {
				waitUntil: 'commit',
			} );
			const server = page.locator( '.kiosk-cart--server' );
			const row = ( n: number ) =>
				server.locator( '.kiosk-cart-item' ).nth( n );
			const plus = ( n: number ) =>
				row( n ).locator( '.kiosk-quantity-selector__button--plus' );
			const minus = ( n: number ) =>
				row( n ).locator( '.kiosk-quantity-selector__button--minus' );
			const field = ( n: number ) =>
				row( n ).locator( '.kiosk-quantity-selector__input' );
			await plus( 3 ).waitFor();

			// Clicks, the keyboard (Enter and Space on a button) and typing.
			await plus( 0 ).click();
			await plus( 0 ).click();
			await minus( 0 ).click();
			await plus( 1 ).focus();
			await page.keyboard.press( 'Enter' );
			await page.keyboard.press( 'Space' );
			await plus( 2 ).click();
			await field( 3 ).fill( '2' );
			const shown = async () =>
				Promise.all(
					[ 0, 1, 2, 3 ].map( ( n ) => field( n ).inputValue() )
				);
			await expect( shown() ).resolves.toEqual( [ '3', '3', '4', '2' ] );
			// The bounds: the special issue at its stock, the pairs no
			// longer at their minimum.
			await expect( plus( 1 ).isDisabled() ).resolves.toBe( true );
			await expect( minus( 2 ).isDisabled() ).resolves.toBe( false );
			// All of it before the script ran.
			await asked;
			await expect( server.count() ).resolves.toBe( 1 );
			await expect(
				page.evaluate(
					() =>
						!! document.querySelector(
							'.wp-block-kiosk-cart[data-mounted]'
						)
				)
			).resolves.toBe( false );
			// Nothing went to the shop yet.
			expect(
				( await storeCart( page ) ).items.map( ( i ) => i.quantity )
			).toEqual( [ 2, 1, 2, 1 ] );

			release();
			const client = page.locator(
				'.wp-block-kiosk-cart > .kiosk-cart:not(.kiosk-cart--server)'
			);
			await client.waitFor();
			// The first render already shows them.
			const taken = await client
				.locator( '.kiosk-quantity-selector__input' )
				.evaluateAll( ( els ) =>
					els.map( ( el ) => ( el as HTMLInputElement ).value )
				);
			expect( taken ).toEqual( [ '3', '3', '4', '2' ] );

			// The shop's cart gets them: one update per line, after the
			// store's quiet time, while the proceed link waits for them.
			// Read once they are answered: a read of the shop's cart beside
			// a write may put WooCommerce's session back.
			await client
				.locator( '.kiosk-proceed-to-checkout:not([aria-busy])' )
				.waitFor( { timeout: 60000 } );
			await page.waitForLoadState( 'networkidle' );
			const cart = await storeCart( page );
			expect( cart.items.map( ( i ) => i.quantity ) ).toEqual( [
				3, 3, 4, 2,
			] );
			expect( cart.items_count ).toBe( 12 );
			expect( updates.sort() ).toEqual( [ 2, 3, 3, 4 ] );
			const total = ( Number( cart.totals.total_price ) / 100 )
				.toFixed( 2 )
				.replace( '.', ',' );
			await page.waitForFunction(
				( text ) =>
					document
						.querySelector( '.kiosk-totals-footer__value' )
						?.textContent?.replace( /\s/g, ' ' ) === text,
				`${ total } €`,
				{ timeout: 30000 }
			);
			expect( errors ).toEqual( [] );
			// The mini cart (hidden on the cart page) counts them on the
			// next page.
			await page.goto( `${ host.url }/kontakt/` );
			await page.waitForFunction(
				() =>
					document.querySelector( '.kiosk-mini-cart__badge' )
						?.textContent === '12',
				undefined,
				{ timeout: 30000 }
			);
		} finally {
			await context.close();
		}
	} );
	it( 'keeps a quantity stepped while React renders the cart in slices, before its commit replaced the server’s copy', async () => {
		const { context, page } = await cartContext( MOBILE, [
			{ slug: 'kochen-mit-kiosk', quantity: 2 },
			{ slug: 'postkarten-set', quantity: 2 },
		] );
		try {
			const scheduler = await holdReactScheduler( page );
			const updates = quantitiesSent( page );
			await page.goto( `${ host.url }/warenkorb/`, {
				waitUntil: 'commit',
			} );
			await page.waitForFunction(
				() =>
					!! document.querySelector(
						'.wp-block-kiosk-cart[data-mounted]'
					)
			);
			// One slice of the render, twice: the render is under way and
			// yielded (more work queued), the server's copy still on screen.
			for ( let i = 0; i < 2; i++ ) {
				await expect( scheduler.slice() ).resolves.toBe( true );
			}
			await expect( scheduler.waiting() ).resolves.toBeGreaterThan( 0 );
			const server = page.locator( '.kiosk-cart--server' );
			expect( await server.count() ).toBe( 1 );
			// Stepped while React renders: the server's "+" of the pairs.
			const plus = server
				.locator( '.kiosk-cart-item' )
				.nth( 1 )
				.locator( '.kiosk-quantity-selector__button--plus' );
			await plus.focus();
			await page.keyboard.press( 'Enter' );
			expect(
				await server
					.locator( '.kiosk-quantity-selector__input' )
					.evaluateAll( ( els ) =>
						els.map( ( el ) => ( el as HTMLInputElement ).value )
					)
			).toEqual( [ '2', '4' ] );
			expect( await server.count() ).toBe( 1 );
			await scheduler.release();
			const client = page.locator(
				'.wp-block-kiosk-cart > .kiosk-cart:not(.kiosk-cart--server)'
			);
			await client.waitFor();
			// In the commit's task: the stepped quantity.
			expect(
				await page.evaluate( () => ( {
					values: Array.from(
						document.querySelectorAll< HTMLInputElement >(
							'.wp-block-kiosk-cart .kiosk-quantity-selector__input'
						),
						( el ) => el.value
					),
					server: !! document.querySelector( '.kiosk-cart--server' ),
				} ) )
			).toEqual( { values: [ '2', '4' ], server: false } );
			// The shop's cart gets it.
			await client
				.locator( '.kiosk-proceed-to-checkout:not([aria-busy])' )
				.waitFor( { timeout: 60000 } );
			await page.waitForLoadState( 'networkidle' );
			expect( updates ).toEqual( [ 4 ] );
			expect(
				( await storeCart( page ) ).items.map( ( i ) => i.quantity )
			).toEqual( [ 2, 4 ] );
		} finally {
			await context.close();
		}
	} );
} );
