/**
 * A guest at either checkout of the same site, WooCommerce's Checkout block
 * or Kiosk's, acting as a person does on each: the labels each one shows.
 *
 * WooCommerce's block is not Kiosk's form, and Kiosk's helpers
 * (checkout/helpers.ts) do not fit it on this stack:
 * - WooCommerce's own strings are in English here (the stack has no
 *   WooCommerce language pack: nothing is downloaded), so its fields read
 *   "First name", "Postal code", "City"; the German ones are accepted too,
 *   for a site that has the pack;
 * - its billing address is a form of its own until "Use same address for
 *   billing" is ticked, and it asks for the phone where the shop never set
 *   WooCommerce's phone option (Kiosk's checkout then marks it optional;
 *   where the option is set, both follow it);
 * - with Germanized, both place-order buttons read Germanized's „Jetzt
 *   kaufen“; Kiosk's reads „Zahlungspflichtig bestellen“ otherwise;
 * - it sends the address inside a `/wc/store/v1/batch` request, not to
 *   `/cart/update-customer`.
 */
import type { Page } from 'playwright-core';

/** Either checkout's place-order button. */
export const PLACE_ORDER =
	/^(Zahlungspflichtig bestellen|Jetzt kaufen|Bestellung aufgeben|Place Order)$/;

const EMAIL = /^(E-Mail-Adresse|Email address)$/;
const FIRST = /^(Vorname|First name)$/;
const LAST = /^(Nachname|Last name)$/;
const STREET = /^(Adresse|Straße und Hausnummer|Address)$/;
const POSTCODE = /^(Postleitzahl|Postal code)$/;
const CITY = /^(Stadt|Ort|City)$/;
const PHONE = /^(Telefon|Phone)( \(optional\))?$/;
const SAME_ADDRESS =
	/^(Dieselbe Adresse für die Rechnung verwenden|Use same address for billing)$/;
const SHIPPING_GROUP = /^(Lieferadresse|Shipping address)$/;

/** The guest every test here is: Berlin, the city typed last. */
export const GUEST = {
	email: 'gast@example.com',
	first: 'Max',
	last: 'Muster',
	street: 'Hauptstr. 1',
	postcode: '10115',
	city: 'Berlin',
	phone: '030 1234567',
};

/**
 * Fills the guest's contact and shipping address on the checkout that is
 * open (billing: the same address), and waits until the address reached
 * the server, as both checkouts send it while the shopper types.
 */
export async function fillGuest( page: Page ): Promise< void > {
	await page.getByRole( 'textbox', { name: EMAIL } ).fill( GUEST.email );
	// WooCommerce's block labels its address forms as groups; Kiosk's form
	// has one address while its billing is the same.
	// Counted once the address form shows (its fields and groups come together).
	await page.getByRole( 'textbox', { name: FIRST } ).first().waitFor();
	const woo = page.getByRole( 'group', { name: SHIPPING_GROUP } );
	const form = ( await woo.count() ) > 0 ? woo : page;
	await form.getByRole( 'textbox', { name: FIRST } ).fill( GUEST.first );
	await form.getByRole( 'textbox', { name: LAST } ).fill( GUEST.last );
	await form.getByRole( 'textbox', { name: STREET } ).fill( GUEST.street );
	await form
		.getByRole( 'textbox', { name: POSTCODE } )
		.fill( GUEST.postcode );
	await form.getByRole( 'textbox', { name: PHONE } ).fill( GUEST.phone );
	const same = page.getByRole( 'checkbox', { name: SAME_ADDRESS } );
	if ( ! ( await same.isChecked() ) ) {
		await same.check();
	}
	// The city last: the request carrying it carries the whole address.
	const sent = page.waitForResponse(
		( response ) =>
			/\/wc\/store\/v1\/(batch|cart\/update-customer)/.test(
				response.url()
			) &&
			( response.request().postData() || '' ).includes(
				`"city":"${ GUEST.city }"`
			)
	);
	await form.getByRole( 'textbox', { name: CITY } ).fill( GUEST.city );
	await sent;
}

/**
 * Waits until an error of WooCommerce's `wc/store/validation` store (the
 * page's own, WooCommerce's on its block) is no longer hidden.
 */
export async function validationErrorShown(
	page: Page,
	id: string
): Promise< void > {
	await page.waitForFunction( ( errorId ) => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getValidationError: (
							key: string
						) => { hidden?: boolean } | undefined;
					};
				};
			};
		};
		return (
			wp.data
				.select( 'wc/store/validation' )
				.getValidationError( errorId )?.hidden === false
		);
	}, id );
}

/**
 * The answer to the cart update (`extensionCartUpdate`) an extension sends
 * under `namespace`, on either checkout: WooCommerce's block sends it
 * inside a `/wc/store/v1/batch` request about 300 ms after the change,
 * Kiosk's checkout as `/wc/store/v1/cart/extensions`. Start waiting before
 * the change that sends it.
 *
 * Place no order while one runs: WooCommerce answers a cart update by
 * writing the session's default payment method (its first gateway, bacs,
 * for a guest) into the draft order, and the order of a POST /checkout
 * still counts as that draft until its gateway has set its status (issue
 * 41, docs/EXTENSIONS.md). A shopper cannot see the request; the test
 * waits for it so that it places the order a shopper places after it.
 */
export async function cartUpdateAnswered(
	page: Page,
	namespace: string
): Promise< void > {
	await page.waitForResponse(
		( response ) =>
			/\/wc\/store\/v1\/(batch|cart\/extensions)/.test(
				response.url()
			) &&
			( response.request().postData() || '' ).includes(
				`"namespace":"${ namespace }"`
			)
	);
}
