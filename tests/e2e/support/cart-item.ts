/**
 * A product in the shopper's cart without the product page: added through
 * Kiosk's API client in the page (the Store API session, its nonce and cart
 * token, start with the first call), as the cart's and the checkout's tests
 * set up their carts.
 */
import type { Page } from 'playwright-core';

/** Adds one of a product (default: "Kochen mit Kiosk") to the page's cart. */
export async function addItemThroughApi(
	page: Page,
	productId?: number
): Promise< void > {
	await page.evaluate( async ( given ) => {
		const api = (
			window as unknown as {
				kiosk: {
					api: { request: < T >( o: unknown ) => Promise< T > };
				};
			}
		 ).kiosk.api;
		await api.request( { path: '/wc/store/v1/cart' } );
		const id =
			given ??
			(
				await api.request< Array< { id: number } > >( {
					path: '/wc/store/v1/products?slug=kochen-mit-kiosk',
				} )
			)[ 0 ].id;
		await api.request( {
			path: '/wc/store/v1/cart/add-item',
			method: 'POST',
			data: { id, quantity: 1 },
		} );
	}, productId );
}

/** Opens /warenkorb/ with "Kochen mit Kiosk" in the cart. */
export async function cartWithItem( page: Page, baseUrl: string ) {
	await page.goto( `${ baseUrl }/warenkorb/` );
	await addItemThroughApi( page );
	await page.reload();
}
