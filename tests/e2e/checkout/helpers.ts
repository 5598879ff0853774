/**
 * Shared steps of the checkout e2e tests.
 */
import type { Page } from 'playwright-core';

/**
 * Opens /kasse/ with a product in the cart (added through the Store API, as
 * the shop's button would): by ID, or by default "Kochen mit Kiosk" looked
 * up by its slug.
 */
export async function checkoutWithItem(
	page: Page,
	baseUrl: string,
	productId?: number,
	placeOrderLabel = 'Zahlungspflichtig bestellen'
): Promise< void > {
	await page.goto( `${ baseUrl }/kasse/` );
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
	await page.reload();
	await page.getByRole( 'button', { name: placeOrderLabel } ).waitFor();
}

/** The street and city fields (Kiosk's German labels; the preview host printed other ones). */
export const STREET = /^(Adresse|Straße und Hausnummer)$/;
export const CITY = /^(Stadt|Ort)$/;

/** Fills the contact and shipping address of a German guest. */
export async function fillGuestAddress(
	page: Page,
	postcode = '10115'
): Promise< void > {
	await page.getByLabel( 'E-Mail-Adresse' ).fill( 'gast@example.com' );
	await page.getByLabel( 'Vorname' ).fill( 'Max' );
	await page.getByLabel( 'Nachname' ).fill( 'Muster' );
	await page.getByLabel( STREET ).fill( 'Hauptstr. 1' );
	await page.getByLabel( 'Postleitzahl' ).fill( postcode );
	await page.getByLabel( CITY ).fill( 'Berlin' );
}

/** Waits until the address went to the server (its debounce plus the request). */
export async function waitForCustomerUpdate( page: Page ): Promise< void > {
	await page
		.waitForResponse(
			( r ) => r.url().includes( '/cart/update-customer' ),
			{ timeout: 10000 }
		)
		.catch( () => undefined );
}
