/**
 * A shopper's steps through the UI, shared by the bench's journey and the
 * quality tests: add to cart on a product page, fill the checkout address
 * (fields found by their `autocomplete` tokens, as browsers' autofill does),
 * and place the order.
 */
import type { Locator, Page } from 'playwright-core';

/** Values for the checkout's fields, by autocomplete token. */
export const CHECKOUT_VALUES: Record< string, string > = {
	email: 'erika@example.com',
	'given-name': 'Erika',
	'family-name': 'Mustermann',
	'address-line1': 'Musterstraße 1',
	'street-address': 'Musterstraße 1',
	'postal-code': '10115',
	'address-level2': 'Berlin',
	tel: '030 1234567',
};

/** The product page's add-to-cart button. */
export function addToCartButton( page: Page ): Locator {
	return page.getByRole( 'button', { name: /in den warenkorb/i } ).first();
}

/**
 * Clicks a product's add-to-cart link in the shop's grid (WooCommerce's
 * link, taken over by Kiosk's script) and waits until the header's cart
 * button counts `count` items.
 */
export async function addFromShopGrid(
	page: Page,
	title: string,
	count: number
): Promise< void > {
	await page
		.getByRole( 'link', { name: `„${ title }“ in den Warenkorb legen` } )
		.click();
	await page
		.getByRole( 'button', { name: `Warenkorb: ${ count } Artikel` } )
		.waitFor();
}

/** The checkout's place-order button. */
export function placeOrderButton( page: Page ): Locator {
	return page.getByRole( 'button', { name: /bestellen|kaufen/i } ).last();
}

/**
 * The empty, visible, enabled text fields of the checkout with the value
 * they should get (billing and shipping fields share tokens, prefixed by
 * section; both get the same address).
 */
export async function checkoutFields(
	page: Page
): Promise< Array< { locator: Locator; value: string } > > {
	const fields: Array< { locator: Locator; value: string } > = [];
	const inputs = page.locator( 'main input[autocomplete]:visible' );
	const count = await inputs.count();
	for ( let i = 0; i < count; i++ ) {
		const input = inputs.nth( i );
		const token =
			( ( await input.getAttribute( 'autocomplete' ) ) || '' )
				.split( /\s+/ )
				.pop() || '';
		const value = CHECKOUT_VALUES[ token ];
		if (
			value &&
			( await input.isEnabled() ) &&
			( await input.inputValue() ) === ''
		) {
			fields.push( { locator: input, value } );
		}
	}
	return fields;
}

/** Fills the checkout's address fields with `fill` (as a paste would). */
export async function fillCheckout( page: Page ): Promise< number > {
	const fields = await checkoutFields( page );
	for ( const { locator, value } of fields ) {
		await locator.fill( value );
	}
	return fields.length;
}

/** The first quantity-increase button in the cart. */
export function increaseQuantityButton( page: Page ): Locator {
	return page
		.getByRole( 'button', { name: /erhöhen|menge.*\+|mehr/i } )
		.first();
}
