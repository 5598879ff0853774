/**
 * A shopper's way through the shop before checkout, in German: the shop
 * grid, the mini cart and its drawer, the cart page (quantities, coupons,
 * removal, reload, empty cart), with axe on each screen.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import { axeViolations } from '../support/axe';
import { addFromShopGrid } from '../support/shopper';

let host: Host;
let browser: Browser;
let page: Page;

const miniCart = () =>
	page.getByRole( 'button', { name: /^Warenkorb: \d+ Artikel$/ } );
const drawer = () => page.getByRole( 'dialog' );

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
	page = await newPage( browser );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

describe( 'cart', () => {
	it( 'adds two products from the shop page and shows the count in the mini cart', async () => {
		await page.goto( `${ host.url }/shop/` );
		// WooCommerce's shop grid: its add-to-cart links, taken over by Kiosk's script.
		await addFromShopGrid( page, 'Die Stadt und das Meer', 1 );
		await addFromShopGrid( page, 'Kochen mit Kiosk', 2 );
		expect(
			await page.locator( '.kiosk-mini-cart__badge' ).textContent()
		).toBe( '2' );
	} );

	it( 'has no axe violations on the shop page', async () => {
		expect( await axeViolations( page ) ).toEqual( [] );
	} );

	it( 'opens the drawer and closes it by Escape, overlay click and close button', async () => {
		await miniCart().click();
		// The title says 'Warenkorb' while the cart loads, then the count.
		await page
			.getByRole( 'dialog', { name: 'Ihr Warenkorb (2 Artikel)' } )
			.waitFor();
		await drawer().getByText( 'Kochen mit Kiosk' ).first().waitFor();
		// Axe measures contrast on the settled drawer, not mid-fade.
		await page.locator( '.kiosk-drawer__overlay.is-settled' ).waitFor();
		expect(
			await page.evaluate( () => {
				const overlay = document.querySelector(
					'.kiosk-drawer__overlay'
				) as HTMLElement;
				return overlay.getAnimations( { subtree: true } ).length;
			} )
		).toBe( 0 );
		expect( await axeViolations( page, '.kiosk-drawer' ) ).toEqual( [] );
		// The page behind the open drawer does not scroll.
		const scrolled = () => page.evaluate( () => window.scrollY );
		const before = await scrolled();
		await page.mouse.move( 10, 300 );
		await page.mouse.wheel( 0, 600 );
		await page.waitForTimeout( 300 );
		expect( await scrolled() ).toBe( before );

		await page.keyboard.press( 'Escape' );
		await drawer().waitFor( { state: 'detached' } );
		expect(
			await page.evaluate( () =>
				document.activeElement?.hasAttribute( 'data-kiosk-mini-cart' )
			)
		).toBe( true );

		await miniCart().click();
		await drawer().waitFor();
		await page.mouse.click( 10, 300 );
		await drawer().waitFor( { state: 'detached' } );

		await miniCart().click();
		await drawer().waitFor();
		await drawer().getByRole( 'button', { name: 'Schließen' } ).click();
		await drawer().waitFor( { state: 'detached' } );
	} );

	it( 'says inside the drawer when an item could not be removed, and keeps the item', async () => {
		await page.route( '**/wc/store/v1/cart/remove-item**', ( route ) =>
			route.fulfill( {
				status: 500,
				contentType: 'application/json',
				body: JSON.stringify( {
					code: 'woocommerce_rest_cart_invalid_key',
					message: 'Der Artikel konnte nicht entfernt werden.',
					data: { status: 500 },
				} ),
			} )
		);
		try {
			await miniCart().click();
			await page
				.getByRole( 'dialog', { name: 'Ihr Warenkorb (2 Artikel)' } )
				.waitFor();
			await drawer()
				.getByRole( 'button', { name: /aus dem Warenkorb entfernen/ } )
				.first()
				.click();
			await drawer()
				.getByText( 'Der Artikel konnte nicht entfernt werden.' )
				.waitFor();
			await expect(
				drawer().getByText( 'Kochen mit Kiosk' ).first().isVisible()
			).resolves.toBe( true );
			await drawer().getByRole( 'button', { name: 'Schließen' } ).click();
			await drawer().waitFor( { state: 'detached' } );
		} finally {
			await page.unroute( '**/wc/store/v1/cart/remove-item**' );
		}
		// A later scroll works again: the lock went with the drawer.
		await page.mouse.move( 10, 300 );
		await page.mouse.wheel( 0, 400 );
		await page.waitForFunction( () => window.scrollY > 0 );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
	} );

	it( 'sends five fast quantity clicks as one request', async () => {
		await page.goto( `${ host.url }/warenkorb/` );
		const plus = page.getByRole( 'button', {
			name: 'Menge von Die Stadt und das Meer erhöhen',
		} );
		await plus.waitFor();
		expect( await axeViolations( page ) ).toEqual( [] );
		const updates: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/cart/update-item' ) ) {
				updates.push( request.postData() || '' );
			}
		} );
		const answered = page.waitForResponse( ( response ) =>
			response.url().includes( '/cart/update-item' )
		);
		// Five clicks, each in a task of its own (React renders between
		// them), as fast as a shopper taps: each next click is queued before
		// the debounce's timer can fire, however busy the machine is, where
		// Playwright's own clicks each cost a round trip that a loaded
		// machine stretches past the debounce.
		await plus.evaluate( async ( button: HTMLElement ) => {
			for ( let i = 0; i < 5; i++ ) {
				button.click();
				await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
			}
		} );
		await answered;
		await page.waitForTimeout( 800 );
		expect( updates ).toHaveLength( 1 );
		expect( JSON.parse( updates[ 0 ] ).quantity ).toBe( 6 );
		expect(
			await page
				.getByRole( 'spinbutton', {
					name: 'Menge von Die Stadt und das Meer in Ihrem Warenkorb.',
				} )
				.inputValue()
		).toBe( '6' );
	} );

	it( "names the shipping options for screen readers in German (WooCommerce's package name, from its German pack)", async () => {
		// The quantity test left the shopper on the cart page.
		const rates = page.getByRole( 'group', { name: 'Sendung 1' } );
		await rates.waitFor();
		expect(
			await rates.getByRole( 'radio', { checked: true } ).count()
		).toBe( 1 );
	} );

	it( 'estimates shipping for a country and postcode, and says in German when the postcode does not fit the country', async () => {
		await page
			.getByRole( 'button', {
				name: /Adresse ändern|Adresse eingeben, um Lieferoptionen zu prüfen/,
			} )
			.click();
		const postcode = page.locator( '#kiosk-calc-postcode' );
		const updates: number[] = [];
		const track = ( r: { url: () => string; status: () => number } ) => {
			if ( r.url().includes( '/cart/update-customer' ) ) {
				updates.push( r.status() );
			}
		};
		page.on( 'response', track );
		await postcode.fill( '123' );
		await page.getByRole( 'button', { name: 'Aktualisieren' } ).click();
		await page
			.getByText( 'Bitte geben Sie eine gültige Postleitzahl ein' )
			.waitFor();
		expect( await postcode.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( await postcode.inputValue() ).toBe( '123' );

		await page.locator( '#kiosk-calc-country' ).selectOption( 'AT' );
		await postcode.fill( '1010' );
		await page.getByRole( 'button', { name: 'Aktualisieren' } ).click();
		await page.getByText( 'Versand nach 1010 Österreich' ).waitFor();
		page.off( 'response', track );
		// The refused postcode never went to the server.
		expect( updates ).toEqual( [ 200 ] );
	} );

	it( 'shows the German error of a bad coupon under the field and applies SOMMER10', async () => {
		await page
			.getByRole( 'button', { name: 'Gutscheine hinzufügen' } )
			.click();
		const field = page.getByLabel( 'Code eingeben' );
		await field.fill( 'FALSCH' );
		await page.getByRole( 'button', { name: 'Anwenden' } ).click();
		const error = page.locator( '#kiosk-coupon-code-error' );
		await error.waitFor();
		// WooCommerce's own message (its German pack), entities decoded, as text.
		expect( await error.textContent() ).toBe(
			'Der Gutschein „falsch“ kann nicht angewendet werden, da er nicht existiert.'
		);
		expect( await field.getAttribute( 'aria-describedby' ) ).toBe(
			'kiosk-coupon-code-error'
		);

		await field.fill( 'SOMMER10' );
		await page.getByRole( 'button', { name: 'Anwenden' } ).click();
		await page
			.getByText(
				/Gutscheincode „SOMMER10“ wurde auf Ihren Warenkorb angewendet\./i
			)
			.waitFor();
		await page
			.getByRole( 'button', { name: /Gutschein „sommer10“ entfernen/i } )
			.waitFor();
	} );

	it( 'removes the coupon and an item', async () => {
		await page
			.getByRole( 'button', { name: /Gutschein „sommer10“ entfernen/i } )
			.click();
		await page
			.getByRole( 'button', { name: /Gutschein „sommer10“ entfernen/i } )
			.waitFor( { state: 'detached' } );
		await page
			.getByRole( 'button', {
				name: 'Die Stadt und das Meer aus dem Warenkorb entfernen',
			} )
			.click();
		await page
			.getByRole( 'link', { name: 'Die Stadt und das Meer' } )
			.waitFor( { state: 'detached' } );
		expect( await page.locator( '.kiosk-cart-item' ).count() ).toBe( 1 );
	} );

	it( 'finds the cart intact after a reload', async () => {
		await page.reload();
		await page.getByRole( 'link', { name: 'Kochen mit Kiosk' } ).waitFor();
		expect(
			await page
				.getByRole( 'link', { name: 'Die Stadt und das Meer' } )
				.count()
		).toBe( 0 );
		expect(
			await page
				.getByRole( 'button', {
					name: /Gutschein „sommer10“ entfernen/i,
				} )
				.count()
		).toBe( 0 );
	} );

	it( 'empties the cart and links to the shop', async () => {
		await page
			.getByRole( 'button', {
				name: 'Kochen mit Kiosk aus dem Warenkorb entfernen',
			} )
			.click();
		await page
			.getByRole( 'heading', { name: 'Ihr Warenkorb ist derzeit leer!' } )
			.waitFor();
		expect(
			await page
				.getByRole( 'link', { name: 'Zum Shop' } )
				.getAttribute( 'href' )
		).toBe( `${ host.url }/shop/` );
		await page.getByRole( 'link', { name: 'Zum Shop' } ).click();
		await page
			.getByRole( 'button', { name: 'Warenkorb: 0 Artikel' } )
			.waitFor();
	} );

	it( "shows the cart on the cart and checkout pages from the page itself, with no cart request, no skeleton and the header's mini cart hidden as WooCommerce hides it there", async () => {
		const shopper = await newPage( browser );
		try {
			await shopper.goto( `${ host.url }/shop/` );
			await shopper
				.getByRole( 'link', {
					name: '„Kochen mit Kiosk“ in den Warenkorb legen',
				} )
				.click();
			await shopper
				.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
				.waitFor();
			const cartGets: string[] = [];
			shopper.on( 'request', ( request ) => {
				const path = new URL( request.url() ).pathname;
				if (
					request.method() === 'GET' &&
					path.endsWith( '/wc/store/v1/cart' )
				) {
					cartGets.push( path );
				}
			} );
			// Any cart or checkout loading skeleton that ever shows is counted,
			// from the first parsed node on (not the payment options' own
			// placeholder while the methods' canMakePayment checks run).
			await shopper.addInitScript( () => {
				const w = window as unknown as { skeletons: number };
				w.skeletons = 0;
				new MutationObserver( () => {
					const shown = [
						...document.querySelectorAll(
							'.kiosk-skeleton, .kiosk-checkout--loading'
						),
					].some(
						( el ) =>
							! el.closest( '.kiosk-checkout__payment-methods' )
					);
					if ( shown ) {
						w.skeletons++;
					}
				} ).observe( document, { childList: true, subtree: true } );
			} );
			for ( const slug of [ '/warenkorb/', '/kasse/' ] ) {
				cartGets.length = 0;
				await shopper.goto( `${ host.url }${ slug }` );
				await shopper
					.getByText( 'Kochen mit Kiosk' )
					.locator( 'visible=true' )
					.first()
					.waitFor();
				await shopper.waitForLoadState( 'networkidle' );
				expect( {
					slug,
					// The cart came in core's REST preload shape.
					preloaded: await shopper.evaluate(
						() =>
							(
								window as unknown as {
									kioskSettings: {
										preloadedApiRequests?: Record<
											string,
											{ body: { items_count: number } }
										>;
									};
								}
							 ).kioskSettings.preloadedApiRequests?.[
								'/wc/store/v1/cart'
							]?.body.items_count
					),
					gets: cartGets.length,
					skeletons: await shopper.evaluate(
						() =>
							( window as unknown as { skeletons: number } )
								.skeletons
					),
				} ).toEqual( {
					slug,
					preloaded: 1,
					gets: 0,
					skeletons: 0,
				} );
				// As WooCommerce's mini cart: the page itself is the cart, so
				// the header's button keeps its place, hidden and disabled,
				// and neither its script nor the drawer's list loads.
				const header = shopper.locator( '.kiosk-mini-cart' );
				expect( {
					slug,
					hidden: await header.evaluate(
						( el ) =>
							getComputedStyle( el ).visibility === 'hidden' &&
							el.getAttribute( 'aria-hidden' ) === 'true'
					),
					disabled: await header.locator( 'button' ).isDisabled(),
					script: await shopper
						.locator( 'script#kiosk-mini-cart-js' )
						.count(),
					drawerList: await shopper.evaluate(
						() =>
							!! (
								window as unknown as {
									kioskSettings: { miniCart?: unknown };
								}
							 ).kioskSettings.miniCart
					),
				} ).toEqual( {
					slug,
					hidden: true,
					disabled: true,
					script: 0,
					drawerList: false,
				} );
				// The server's answer (WooCommerce's hydration, which calls
				// the cart route without booting the REST server) is the
				// one a request to the Store API gives, headers included.
				expect( {
					slug,
					...( await shopper.evaluate( async () => {
						const preloaded = (
							window as unknown as {
								kioskSettings: {
									preloadedApiRequests: Record<
										string,
										{
											body: unknown;
											headers: Record< string, unknown >;
										}
									>;
								};
							}
						 ).kioskSettings.preloadedApiRequests[
							'/wc/store/v1/cart'
						];
						const answer = await fetch(
							'/wp-json/wc/store/v1/cart',
							{ credentials: 'same-origin' }
						);
						return {
							same:
								JSON.stringify( preloaded.body ) ===
								JSON.stringify( await answer.json() ),
							nonce:
								typeof preloaded.headers.Nonce === 'string' &&
								preloaded.headers.Nonce ===
									answer.headers.get( 'Nonce' ),
							token:
								typeof preloaded.headers[ 'Cart-Token' ] ===
								'string',
						};
					} ) ),
				} ).toEqual( { slug, same: true, nonce: true, token: true } );
			}
			// Elsewhere it counts the same cart again.
			await shopper.goto( `${ host.url }/shop/` );
			await shopper
				.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
				.waitFor();
		} finally {
			await shopper.context().close();
		}
	} );

	it( 'shows the cart error when the stock runs out after adding, in the cart and the checkout', async () => {
		const shopper = await newPage( browser );
		const other = await newPage( browser );
		try {
			await shopper.goto( `${ host.url }/shop/` );
			await shopper
				.getByRole( 'link', {
					name: '„Sonderheft Architektur“ in den Warenkorb legen',
				} )
				.click();
			await shopper
				.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
				.waitFor();
			// Another shopper bought the last copies.
			// A second shopper buys the last copies through the Store API.
			const api = `${ host.url }/wp-json/wc/store/v1`;
			const first = await other.request.get( `${ api }/cart` );
			let nonce = first.headers().nonce;
			const added = await other.request.post( `${ api }/cart/add-item`, {
				headers: { nonce },
				data: {
					id: host.postId( 'sonderheft-architektur' ),
					quantity: 3,
				},
			} );
			expect( added.status() ).toBe( 201 );
			nonce = added.headers().nonce || nonce;
			const address = {
				first_name: 'Bea',
				last_name: 'Schnell',
				company: '',
				address_1: 'Hafenweg 3',
				address_2: '',
				city: 'Hamburg',
				state: '',
				postcode: '20095',
				country: 'DE',
				phone: '',
			};
			const order = await other.request.post( `${ api }/checkout`, {
				headers: { nonce },
				data: {
					billing_address: { ...address, email: 'bea@example.com' },
					shipping_address: address,
					payment_method: 'bacs',
					payment_data: [],
					customer_note: '',
					create_account: false,
					additional_fields: {},
					extensions: {},
				},
			} );
			expect( order.status() ).toBe( 200 );
			for ( const slug of [ '/warenkorb/', '/kasse/' ] ) {
				await shopper.goto( `${ host.url }${ slug }` );
				await shopper
					.getByRole( 'alert' )
					.filter( {
						// WooCommerce's message (its German pack), entities decoded.
						hasText:
							'“Sonderheft Architektur” ist nicht vorrätig und kann nicht gekauft werden.',
					} )
					.waitFor();
			}
		} finally {
			await other.context().close();
			await shopper.context().close();
		}
	} );
} );
