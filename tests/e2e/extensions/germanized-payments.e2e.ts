/**
 * Germanized's gateways „Lastschrift“ (SEPA direct debit) and „Rechnung“
 * (invoice), each assertion run against WooCommerce's checkout block and
 * Kiosk's checkout of the same site (issue 41): the two must behave alike.
 *
 * - A guest pays by direct debit: holder, IBAN and BIC in the method's
 *   form, Germanized's mandate checkbox shows with that method only and is
 *   required; the order carries the same Germanized meta through either
 *   checkout (WC_GZD_Gateway_Direct_Debit::update_order(): holder, IBAN,
 *   BIC, mandate id and type; no encryption key on this site, so IBAN and
 *   BIC are stored as sanitized text).
 * - A guest pays by invoice with Germanized's defaults; with its rule
 *   „only for registered/logged-in customers“ (`customers_only`),
 *   neither checkout offers it to a guest.
 * - The place-order button reads Germanized's „Jetzt kaufen“, and the
 *   phone field follows WooCommerce's setting for it.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import {
	activateGermanized,
	useGermanizedCheckboxes,
} from '../support/germanized';
import { addItemThroughApi } from '../support/cart-item';
import { WOO_PAGES_PHP, WOO_PATHS } from '../support/measure';
import { slowPaymentIfAsked } from '../support/slow-payment';
import {
	cartUpdateAnswered,
	fillGuest,
	GUEST,
	PLACE_ORDER,
	validationErrorShown,
} from './two-checkouts';

const site = siteForThisFile();

const CHECKOUTS = [
	[ "WooCommerce's checkout block", WOO_PATHS.checkout ],
	[ "Kiosk's checkout", '/kasse/' ],
] as const;

const IBAN = 'DE89 3704 0044 0532 0130 00';
const BIC = 'COBADEFFXXX';

beforeAll( () => {
	activateGermanized( site.host );
	site.host.php( WOO_PAGES_PHP );
	useGermanizedCheckboxes( site.host, WOO_PATHS.checkout );
	slowPaymentIfAsked( site.host );
} );

/** The checkout at `path` with the default product in the cart. */
async function checkoutAt( page: Page, path: string ): Promise< void > {
	await page.goto( `${ site.host.url }/kasse/` );
	await addItemThroughApi( page );
	await page.goto( `${ site.host.url }${ path }` );
	await page.getByRole( 'button', { name: PLACE_ORDER } ).waitFor();
}

/** How many orders the shop holds. */
function orderCount(): number {
	return Number(
		site.host.php(
			`echo count( wc_get_orders( array( 'limit' => -1, 'return' => 'ids', 'status' => array_keys( wc_get_order_statuses() ) ) ) );`
		)
	);
}

/** The order of the order-received page: its method, status and Germanized's direct debit meta. */
function storedOrder( page: Page ) {
	const id = Number( /bestellung-erhalten\/(\d+)/.exec( page.url() )?.[ 1 ] );
	return JSON.parse(
		site.host.php( `$o = wc_get_order( ${ id } );
$meta = array();
foreach ( array( '_direct_debit_holder', '_direct_debit_iban', '_direct_debit_bic', '_direct_debit_mandate_id', '_direct_debit_mandate_type', '_direct_debit_mandate_mail' ) as $key ) {
	$meta[ $key ] = $o->get_meta( $key );
}
echo wp_json_encode( array(
	'id' => $o->get_id(),
	'number' => $o->get_order_number(),
	'payment_method' => $o->get_payment_method(),
	'status' => $o->get_status(),
	'meta' => $meta,
) );` )
	);
}

/** The order's notes, oldest first, each with its time. */
function orderNotes( id: number ): string[] {
	return JSON.parse(
		site.host.php( `echo wp_json_encode( array_map( function ( $n ) {
	return $n->date_created->date( 'H:i:s' ) . ' ' . wp_strip_all_tags( $n->content );
}, array_reverse( wc_get_order_notes( array( 'order_id' => ${ id } ) ) ) ) );` )
	);
}

/**
 * Chooses a payment method as a shopper sees the choice land: the radio
 * checked and the page's payment store holding the method, which the
 * order's POST sends. (WooCommerce's block also pushes the method to the
 * draft order 1.5 s later, PUT /checkout?__experimental_calc_totals; that
 * PUT carries the method chosen, so it cannot record another one.)
 */
async function choosePayment(
	page: Page,
	radio: string,
	id: string
): Promise< void > {
	await page.getByRole( 'radio', { name: radio } ).check();
	await activeMethodIs( page, id );
}

/**
 * The checkout calls the page sends (`/wc/store/v1/checkout`, PUT and
 * POST, also inside `/batch`), each with its payment method, in the order
 * sent: what the server was told the method was, and when.
 */
function checkoutCalls( page: Page ): string[] {
	const calls: string[] = [];
	page.on( 'request', ( request ) => {
		const body = request.postData() || '';
		if (
			! /\/wc\/store\/v1\/(checkout|batch)/.test( request.url() ) ||
			! /payment_method/.test( body )
		) {
			return;
		}
		const method = /"payment_method":"([^"]*)"/.exec( body )?.[ 1 ];
		calls.push(
			`${ request.method() } ${ request
				.url()
				.replace(
					/^.*\/wc\/store\/v1/,
					''
				) } payment_method=${ method }`
		);
	} );
	return calls;
}

/** Waits until the page's `wc/store/payment` holds the method `id`. */
async function activeMethodIs( page: Page, id: string ): Promise< void > {
	await page.waitForFunction(
		( expected ) =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getActivePaymentMethod: () => string;
							};
						};
					};
				}
			 ).wp.data
				.select( 'wc/store/payment' )
				.getActivePaymentMethod() === expected,
		id
	);
}

/** A checkbox of Germanized's checkboxes block, by its label. */
const gzdCheckbox = ( page: Page, name: RegExp ) =>
	page.locator( '.wc-gzd-checkboxes' ).getByRole( 'checkbox', { name } );

const TERMS = /Allgemeinen Geschäftsbedingungen/;
const MANDATE = /SEPA Lastschriftmandat/;

/**
 * Ticks one of Germanized's checkboxes and waits for the cart update the
 * tick sends (Germanized's `extensionCartUpdate`, on both checkouts): an
 * order placed while it runs can be recorded as paid by bacs
 * (cartUpdateAnswered()).
 */
async function tick( page: Page, name: RegExp ): Promise< void > {
	const answered = cartUpdateAnswered(
		page,
		'woocommerce-germanized-checkboxes'
	);
	await gzdCheckbox( page, name ).check();
	await answered;
}

describe.each( CHECKOUTS )( 'Germanized’s gateways on %s', ( _name, path ) => {
	/** The guest's account data in Germanized's direct debit form. */
	async function payByDirectDebit( page: Page ): Promise< void > {
		await choosePayment( page, 'Lastschrift', 'direct-debit' );
		await page
			.getByRole( 'textbox', { name: 'Kontoinhaber' } )
			.fill( `${ GUEST.first } ${ GUEST.last }` );
		await page.getByRole( 'textbox', { name: 'IBAN' } ).fill( IBAN );
		await page.getByRole( 'textbox', { name: 'BIC/SWIFT' } ).fill( BIC );
		await tick( page, TERMS );
	}

	test( 'the SEPA mandate checkbox shows with direct debit only, and without it no order is created', async () => {
		const page = await newPage( site.browser );
		await checkoutAt( page, path );
		await fillGuest( page );
		await page.getByRole( 'radio', { name: /Überweisung/ } ).check();
		await gzdCheckbox( page, TERMS ).waitFor();
		expect( await gzdCheckbox( page, MANDATE ).count() ).toBe( 0 );
		await payByDirectDebit( page );
		// Germanized shows it once the method and the account data are in.
		await gzdCheckbox( page, MANDATE ).waitFor();
		const orders = orderCount();
		await page.getByRole( 'button', { name: PLACE_ORDER } ).click();
		if ( path === WOO_PATHS.checkout ) {
			// As with the terms (germanized.e2e.ts): WooCommerce's block
			// paints Germanized's message when the form renders again.
			await validationErrorShown( page, 'checkbox-sepa' );
			await page
				.getByRole( 'textbox', { name: 'Kontoinhaber' } )
				.fill( `${ GUEST.first } ${ GUEST.last } ` );
		}
		await page
			.locator( '.wc-gzd-checkboxes' )
			.getByRole( 'alert' )
			.filter( {
				hasText: 'Bitte erteile das SEPA Lastschriftmandat.',
			} )
			.waitFor();
		expect( page.url() ).not.toMatch( /bestellung-erhalten/ );
		expect( orderCount() ).toBe( orders );
		await page.context().close();
	} );

	// Issue 41's `bacs` record, found (29 Nov): WooCommerce answers every
	// cart update by writing the session's default payment method into the
	// draft order (AbstractCartRoute::cart_updated() ->
	// OrderController::update_order_from_cart()), and the order of a POST
	// /checkout is still that draft (pending, same cart) until its gateway
	// sets its status. The test used to click „Jetzt kaufen“ right after
	// ticking a Germanized checkbox, whose cart update (sent 300 ms later in
	// a /batch) then landed in that window: the order kept Germanized's
	// meta and status and got `bacs`. Reproduced with the gateway slowed
	// (KIOSK_E2E_SLOW_PAYMENT=3000) and that update held 1 s: the invoice
	// order below recorded `bacs`; waiting for the update's answer,
	// `invoice`. tick() now waits for it (docs/EXTENSIONS.md).
	test( 'a guest pays by direct debit, and the order carries Germanized’s meta', async () => {
		const page = await newPage( site.browser );
		const calls = checkoutCalls( page );
		await checkoutAt( page, path );
		await fillGuest( page );
		await payByDirectDebit( page );
		await tick( page, MANDATE );
		await activeMethodIs( page, 'direct-debit' );
		await page.getByRole( 'button', { name: PLACE_ORDER } ).click();
		await page.waitForURL( /bestellung-erhalten\/\d+/ );
		const order = storedOrder( page );
		// What the server was told, in the order sent, and what the order's
		// notes say happened to it: read with a failure (issue 41's `bacs`).
		if ( order.payment_method !== 'direct-debit' ) {
			console.log( { calls, notes: orderNotes( order.id ) } );
		}
		// The same on both checkouts: the IBAN and BIC as Germanized
		// sanitizes them (no encryption key on this site), the mandate id
		// its default format with the order's number, a one-off mandate.
		expect( order ).toEqual( {
			id: order.id,
			number: order.number,
			payment_method: 'direct-debit',
			status: 'on-hold',
			meta: {
				_direct_debit_holder: 'Max Muster',
				_direct_debit_iban: 'DE89370400440532013000',
				_direct_debit_bic: 'COBADEFFXXX',
				_direct_debit_mandate_id: `MANDAT${ order.number }`,
				_direct_debit_mandate_type: 'OOFF',
				_direct_debit_mandate_mail: GUEST.email,
			},
		} );
		await page.context().close();
	} );

	test( 'a guest pays by invoice with Germanized’s defaults', async () => {
		const page = await newPage( site.browser );
		await checkoutAt( page, path );
		await fillGuest( page );
		await choosePayment( page, 'Rechnung', 'invoice' );
		await tick( page, TERMS );
		await page.getByRole( 'button', { name: PLACE_ORDER } ).click();
		await page.waitForURL( /bestellung-erhalten\/\d+/ );
		expect( storedOrder( page ) ).toMatchObject( {
			payment_method: 'invoice',
			status: 'on-hold',
		} );
		await page.context().close();
	} );

	describe( 'invoice for registered customers only (Germanized’s „Registrierte Kunden“)', () => {
		beforeAll( () => {
			site.host.php(
				`$s = get_option( 'woocommerce_invoice_settings', array() ); $s['customers_only'] = 'yes'; update_option( 'woocommerce_invoice_settings', $s );`
			);
		} );
		afterAll( () => {
			site.host.php(
				`$s = get_option( 'woocommerce_invoice_settings', array() ); $s['customers_only'] = 'no'; update_option( 'woocommerce_invoice_settings', $s );`
			);
		} );

		// Germanized's rule is its block integration's is_active(): with
		// „customers_only“ on, a guest on a page holding WooCommerce's
		// checkout block does not get its script. Kiosk asks the
		// integrations as on that page (BlockPageView.php).
		test( 'a guest is not offered invoice', async () => {
			const page = await newPage( site.browser );
			await checkoutAt( page, path );
			await fillGuest( page );
			await page.getByRole( 'radio', { name: 'Lastschrift' } ).waitFor();
			// The list as painted after the address's answer (its cart lists
			// the methods the server offers now).
			await page.evaluate(
				() =>
					new Promise( ( resolve ) =>
						requestAnimationFrame( () =>
							requestAnimationFrame( resolve )
						)
					)
			);
			expect(
				await page.getByRole( 'radio', { name: 'Rechnung' } ).count()
			).toBe( 0 );
			await page.context().close();
		} );
	} );
} );

describe.each( CHECKOUTS )(
	'the place-order button and the phone field on %s',
	( _name, path ) => {
		afterAll( () => {
			site.host.php(
				`delete_option( 'woocommerce_checkout_phone_field' );`
			);
		} );

		// Germanized's „Button-Text“ (its button solution), which it applies on
		// WooCommerce's block with the placeOrderButtonLabel checkout filter.
		test( 'the place-order button reads Germanized’s „Jetzt kaufen“', async () => {
			const label = site.host
				.php( `echo woocommerce_gzd_template_order_button_text( '' );` )
				.trim();
			expect( label ).toBe( 'Jetzt kaufen' );
			const page = await newPage( site.browser );
			await checkoutAt( page, path );
			await page
				.getByRole( 'button', { name: label, exact: true } )
				.waitFor();
			await page.context().close();
		} );

		/** The phone field of the guest's address, by its label as either checkout writes it. */
		async function phoneField( page: Page, optional: boolean ) {
			const name = optional
				? /^(Telefon|Phone) \(optional\)$/
				: /^(Telefon|Phone)$/;
			const field = page.getByRole( 'textbox', { name } ).first();
			await field.waitFor();
			return field.evaluate(
				( input ) =>
					( input as HTMLInputElement ).required ||
					input.getAttribute( 'aria-required' ) === 'true'
			);
		}

		test.each( [
			[ 'required', false ],
			[ 'optional', true ],
		] as const )(
			'with WooCommerce’s phone setting „%s“, the phone field follows it',
			async ( setting, optional ) => {
				site.host.php(
					`update_option( 'woocommerce_checkout_phone_field', '${ setting }' );`
				);
				const page = await newPage( site.browser );
				await checkoutAt( page, path );
				await page
					.getByRole( 'textbox', {
						name: /^(E-Mail-Adresse|Email address)$/,
					} )
					.fill( GUEST.email );
				expect( await phoneField( page, optional ) ).toBe( ! optional );
				await page.context().close();
			}
		);
	}
);
