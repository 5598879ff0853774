/**
 * Shared steps of the checkout e2e tests.
 */
import type { Locator, Page } from 'playwright-core';
import { addItemThroughApi } from '../support/cart-item';

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
	await addItemThroughApi( page, productId );
	await page.reload();
	await page.getByRole( 'button', { name: placeOrderLabel } ).waitFor();
}

/** The street and city fields (Kiosk's German labels; the preview host printed other ones). */
export const STREET = /^(Adresse|Straße und Hausnummer)$/;
export const CITY = /^(Stadt|Ort)$/;

/** A German guest's contact and address, as typed into the checkout. */
export interface Guest {
	email: string;
	first: string;
	last: string;
	street: string;
	postcode: string;
	city: string;
}

const MAX: Guest = {
	email: 'gast@example.com',
	first: 'Max',
	last: 'Muster',
	street: 'Hauptstr. 1',
	postcode: '10115',
	city: 'Berlin',
};

/**
 * Fills the contact and address of a German guest; `scope` narrows the
 * address fields to one form (e.g. the billing address for pickup).
 */
export async function fillGuestAddress(
	page: Page,
	postcode = MAX.postcode,
	guest: Partial< Guest > = {},
	scope: Page | Locator = page
): Promise< void > {
	const g = { ...MAX, postcode, ...guest };
	await page.getByLabel( 'E-Mail-Adresse' ).fill( g.email );
	await scope.getByLabel( 'Vorname' ).fill( g.first );
	await scope.getByLabel( 'Nachname' ).fill( g.last );
	await scope.getByLabel( STREET ).fill( g.street );
	await scope.getByLabel( 'Postleitzahl' ).fill( g.postcode );
	await scope.getByLabel( CITY ).fill( g.city );
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

/**
 * Scrolls Kiosk's payment step into view, as a shopper does to reach it: its
 * options (the regular methods, a customer's saved cards) show once their
 * scripts ran, which the step nearing the screen starts when nothing in the
 * checkout was focused, typed into or pointed at before.
 */
export async function scrollToPaymentStep( page: Page ): Promise< void > {
	await page
		.locator( '.kiosk-checkout__payment-methods' )
		.scrollIntoViewIfNeeded();
}
