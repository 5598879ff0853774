/**
 * Checkout: GET/PUT/POST /checkout. Placing an order validates the
 * addresses, shipping and payment, then reserves stock, creates the
 * account if asked, and turns the cart's draft order into the order, all
 * in one SQLite transaction, so concurrent shoppers never oversell.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
	BillingAddress,
	CheckoutRequest,
	CheckoutUpdateRequest,
	ShippingAddress,
} from '../../src/types/store-api';
import type { Shop } from './shop';
import type { ComputedCart } from './cart-calc';
import {
	createOrders,
	checkoutResponse,
	emptyOrderData,
	receiptUrl,
	type Order,
} from './orders';
import { createTokens } from './payment-tokens';
import { addressProblems, completeAddress } from './checkout-validate';
import { GATEWAYS, type GatewayId } from './config';
import { TAX_RATES, includedTax } from './money';
import { shipsTo } from './shipping';
import {
	addressSchema,
	validateBody,
	sendValidationFailure,
	type Schema,
} from './validate';
import { AUTH_COOKIE, createUsers } from '../wp/users';
import { emptyCart, type CartDoc } from './cart-doc';

const FIELDS: Schema = {
	type: 'object',
	properties: {},
	extraKeys: /^[a-z0-9_-]+\/[a-z0-9_-]+$/i,
	extraSchema: {
		type: 'union',
		schemas: [ { type: 'string', maxLength: 1000 }, { type: 'boolean' } ],
	},
	maxKeys: 40,
};
const EXTENSIONS: Schema = {
	type: 'object',
	properties: {},
	extraKeys: /^[a-z0-9_/-]{1,100}$/i,
	extraSchema: {
		type: 'object',
		properties: {},
		extraKeys: /^[a-z0-9_-]{1,100}$/i,
		extraSchema: {
			type: 'union',
			schemas: [
				{ type: 'string', maxLength: 2000 },
				{ type: 'boolean' },
				{ type: 'integer' },
			],
		},
		maxKeys: 60,
	},
	maxKeys: 20,
};
const METHOD: Schema = { type: 'string', maxLength: 100 };

const POST_SCHEMA = {
	type: 'object' as const,
	required: [ 'billing_address' ],
	properties: {
		billing_address: addressSchema( true ),
		shipping_address: addressSchema( false ),
		customer_note: { type: 'string' as const, maxLength: 5000 },
		create_account: { type: 'boolean' as const },
		customer_password: { type: 'string' as const, maxLength: 200 },
		payment_method: METHOD,
		payment_data: {
			type: 'array' as const,
			maxItems: 30,
			items: {
				type: 'object' as const,
				required: [ 'key', 'value' ],
				properties: {
					key: { type: 'string' as const, maxLength: 100 },
					value: {
						type: 'union' as const,
						schemas: [
							{ type: 'string' as const, maxLength: 1000 },
							{ type: 'boolean' as const },
						],
					},
				},
			},
		},
		extensions: EXTENSIONS,
		additional_fields: FIELDS,
	},
};

const PUT_SCHEMA = {
	type: 'object' as const,
	properties: {
		order_notes: { type: 'string' as const, maxLength: 5000 },
		customer_note: { type: 'string' as const, maxLength: 5000 },
		additional_fields: FIELDS,
		payment_method: METHOD,
	},
};

interface Failure {
	status: number;
	code: string;
	message: string;
	data?: Record< string, unknown >;
}

class CheckoutFailure extends Error {
	constructor( readonly failure: Failure ) {
		super( failure.message );
	}
}

/** Registers the checkout routes (inside the Store API prefix). */
export function registerCheckoutRoutes(
	app: FastifyInstance,
	shop: Shop
): { orders: ReturnType< typeof createOrders > } {
	const { context, catalogue } = shop;
	const orders = createOrders( context.db, context.now );
	const tokens = createTokens( context.db );
	const users = createUsers( context.db, context.now );
	const reserve = context.db.prepare(
		'UPDATE shop_products SET stock = stock - ? WHERE id = ? AND stock IS NOT NULL AND stock >= ?'
	);

	/** The cart's draft order, created or refreshed from the cart. */
	function draftFor(
		request: FastifyRequest,
		doc: CartDoc,
		computed: ComputedCart
	): Order | null {
		const session = shop.session( request );
		let order = orders.draft( session.cartKey );
		if ( ! doc.items.length ) {
			return order;
		}
		if ( ! order ) {
			order = orders.createDraft(
				session.cartKey,
				session.userId,
				emptyOrderData()
			);
		}
		order.customerId = session.userId;
		order.data.billing = { ...doc.billing };
		order.data.shipping = { ...doc.shipping };
		order.data.needsShipping = computed.cart.needs_shipping;
		order.data.totals = computed.cart.totals;
		order.data.items = computed.lines.map( ( line ) => {
			const gross = line.gross - line.discount;
			const rate = TAX_RATES[ line.record.taxClass ];
			return {
				id: line.record.id,
				name: line.record.name,
				sku: line.record.sku,
				quantity: line.quantity,
				variation:
					computed.cart.items.find(
						( item ) => item.key === line.key
					)?.variation ?? [],
				total: gross,
				tax: includedTax( gross, rate ),
				taxRate: rate,
			};
		} );
		order.data.shippingLines = computed.selectedRates.map( ( rate ) => ( {
			rate_id: rate.rate_id,
			name: rate.name,
			method_id: rate.method_id,
			total: Number( rate.price ) + Number( rate.taxes ),
		} ) );
		order.data.coupons = [ ...doc.coupons ];
		order.data.fees = computed.cart.fees.map( ( fee ) => ( {
			name: fee.name,
			total: Number( fee.totals.total ) + Number( fee.totals.total_tax ),
		} ) );
		return order;
	}

	const emptyResponse = () => ( {
		order_id: 0,
		status: '',
		order_key: '',
		order_number: '',
		customer_note: '',
		customer_id: 0,
		billing_address: emptyCart().billing,
		shipping_address: emptyCart().shipping,
		payment_method: '',
		payment_result: null,
		additional_fields: {},
		extensions: {},
	} );

	app.get( '/checkout', async ( request, reply ) => {
		const doc = shop.load( request );
		const order = draftFor( request, doc, shop.compute( request, doc ) );
		if ( order ) {
			orders.save( order );
		}
		return reply.send(
			order ? checkoutResponse( order ) : emptyResponse()
		);
	} );

	app.put( '/checkout', async ( request, reply ) => {
		const invalid = validateBody( request.body, PUT_SCHEMA );
		if ( invalid ) {
			return sendValidationFailure( reply, invalid );
		}
		const body = ( request.body ?? {} ) as CheckoutUpdateRequest;
		const doc = shop.load( request );
		if ( ! doc.items.length ) {
			return shop.fail(
				request,
				reply,
				400,
				'woocommerce_rest_cart_empty',
				'Die Bestellung kann nicht aktualisiert werden, da der Warenkorb leer ist.'
			);
		}
		const computed = shop.compute( request, doc );
		if (
			body.payment_method !== undefined &&
			body.payment_method !== '' &&
			! computed.cart.payment_methods.includes( body.payment_method )
		) {
			return shop.fail(
				request,
				reply,
				400,
				'woocommerce_rest_checkout_payment_method_disabled',
				'Die gewählte Zahlungsart ist nicht verfügbar.'
			);
		}
		const order = draftFor( request, doc, computed )!;
		// As WooCommerce: the note is set from customer_note on every PUT.
		order.data.customerNote = body.customer_note ?? '';
		if ( body.additional_fields ) {
			order.data.additionalFields = {
				...order.data.additionalFields,
				...body.additional_fields,
			};
		}
		if ( body.payment_method !== undefined ) {
			order.data.paymentMethod = body.payment_method;
		}
		orders.save( order );
		return reply.send( checkoutResponse( order ) );
	} );

	app.post( '/checkout', async ( request, reply ) => {
		const invalid = validateBody( request.body, POST_SCHEMA );
		if ( invalid ) {
			return sendValidationFailure( reply, invalid );
		}
		try {
			const order = context.db
				.transaction( () =>
					placeOrder( request, request.body as CheckoutRequest )
				)
				.immediate();
			shop.stockChanged();
			return reply.send( checkoutResponse( order ) );
		} catch ( error ) {
			if ( error instanceof CheckoutFailure ) {
				const { status, code, message, data } = error.failure;
				return shop.fail(
					request,
					reply,
					status,
					code,
					message,
					data,
					code !== 'rest_invalid_param'
				);
			}
			throw error;
		}
	} );

	function placeOrder(
		request: FastifyRequest,
		body: CheckoutRequest
	): Order {
		const fail = ( failure: Failure ): never => {
			throw new CheckoutFailure( failure );
		};
		const session = shop.session( request );
		const options = shop.options();
		const doc = shop.load( request );
		if ( ! doc.items.length ) {
			fail( {
				status: 400,
				code: 'woocommerce_rest_cart_empty',
				message:
					'Die Bestellung kann nicht erstellt werden, da der Warenkorb leer ist.',
			} );
		}
		const createAccount = ! session.userId && body.create_account === true;
		if (
			! session.userId &&
			! options.guestCheckout &&
			! ( createAccount && options.accountCreation )
		) {
			fail( {
				status: 403,
				code: 'woocommerce_rest_guest_checkout_disabled',
				message: 'Sie müssen angemeldet sein, um zur Kasse zu gehen.',
			} );
		}

		// Addresses: the shipping address only matters when the cart ships.
		const billing = completeAddress< BillingAddress >(
			body.billing_address,
			true
		);
		const before = shop.compute( request, doc );
		const shipping =
			before.cart.needs_shipping && body.shipping_address
				? completeAddress< ShippingAddress >(
						body.shipping_address,
						false
					)
				: { ...billing, email: undefined };
		delete ( shipping as Partial< BillingAddress > ).email;
		const pickup = before.selectedRates.some(
			( rate ) => rate.method_id === 'pickup_location'
		);
		const params: Record< string, string > = {};
		const billingProblems = addressProblems( billing, 'billing' );
		if ( billingProblems.length ) {
			params.billing_address = billingProblems.join( ' ' );
		}
		if ( before.cart.needs_shipping && ! pickup ) {
			const shippingProblems = addressProblems( shipping, 'shipping' );
			if ( shippingProblems.length ) {
				params.shipping_address = shippingProblems.join( ' ' );
			}
		}
		if ( Object.keys( params ).length ) {
			fail( {
				status: 400,
				code: 'rest_invalid_param',
				message: `Ungültige(r) Parameter: ${ Object.keys( params ).join( ', ' ) }`,
				data: { params },
			} );
		}
		doc.billing = billing;
		if ( before.cart.needs_shipping && ! pickup ) {
			if ( ! shipsTo( shipping.country ) ) {
				fail( {
					status: 400,
					code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
					message:
						'Wir liefern leider nicht in das gewählte Land. Bitte wählen Sie eine andere Lieferadresse.',
				} );
			}
			if ( shipping.country !== doc.shipping.country ) {
				doc.selectedRates = {};
			}
			doc.shipping = shipping;
		}
		const computed = shop.compute( request, doc );
		if ( computed.cart.needs_shipping && ! computed.shippingOk ) {
			fail( {
				status: 400,
				code: 'woocommerce_rest_invalid_shipping_option',
				message:
					'Für diese Bestellung ist eine Versandart erforderlich.',
			} );
		}
		const stockError = computed.cart.errors.find( ( error ) =>
			/out_of_stock/.test( error.code )
		);
		if ( stockError ) {
			fail( {
				status: 409,
				code: stockError.code,
				message: stockError.message,
			} );
		}

		// Payment.
		const method = body.payment_method ?? '';
		const data = new Map(
			( body.payment_data || [] ).map( ( entry ) => [
				entry.key,
				String( entry.value ),
			] )
		);
		let tokenId: number | undefined;
		if ( computed.cart.needs_payment ) {
			if ( ! method ) {
				fail( {
					status: 400,
					code: 'woocommerce_rest_checkout_missing_payment_method',
					message: 'Bitte wählen Sie eine Zahlungsart.',
				} );
			}
			if ( ! computed.cart.payment_methods.includes( method ) ) {
				fail( {
					status: 400,
					code: 'woocommerce_rest_checkout_payment_method_disabled',
					message:
						'Die gewählte Zahlungsart ist für diese Bestellung nicht verfügbar.',
				} );
			}
			if ( method === 'kiosk_card_demo' ) {
				tokenId = Number( data.get( 'token' ) );
				if ( ! tokenId || ! tokens.find( tokenId, session.userId ) ) {
					fail( {
						status: 400,
						code: 'woocommerce_rest_checkout_invalid_payment_token',
						message:
							'Die gespeicherte Zahlungsmethode ist ungültig.',
					} );
				}
			}
		}

		// Stock: reserved atomically; any shortfall rolls everything back.
		for ( const line of computed.lines ) {
			if ( catalogue.stock( line.record.id ) === null ) {
				continue;
			}
			if (
				reserve.run( line.quantity, line.record.id, line.quantity )
					.changes !== 1
			) {
				fail( {
					status: 409,
					code: 'woocommerce_rest_product_out_of_stock',
					message: `„${ line.record.name }“ ist leider nicht mehr in der gewünschten Menge vorrätig. Bitte passen Sie Ihren Warenkorb an.`,
				} );
			}
		}

		// Account creation.
		if ( createAccount ) {
			if ( ! options.accountCreation ) {
				fail( {
					status: 400,
					code: 'woocommerce_rest_checkout_account_creation_disabled',
					message: 'Die Kontoerstellung ist deaktiviert.',
				} );
			}
			const password = body.customer_password ?? '';
			if ( password.length < 8 ) {
				fail( {
					status: 400,
					code: 'registration-error-invalid-password',
					message:
						'Bitte geben Sie ein Passwort mit mindestens 8 Zeichen ein.',
				} );
			}
			if ( users.byEmail( billing.email ) ) {
				fail( {
					status: 400,
					code: 'registration-error-email-exists',
					message:
						'Für Ihre E-Mail-Adresse ist bereits ein Konto registriert. Bitte melden Sie sich an.',
				} );
			}
			const base =
				billing.email
					.split( '@' )[ 0 ]
					.replace( /[^a-z0-9._-]/gi, '' )
					.toLowerCase() || 'kunde';
			const login = `${ base }-${ Math.floor( context.now() % 100000 ) }`;
			const userId = users.create( {
				login,
				email: billing.email,
				displayName:
					`${ billing.first_name } ${ billing.last_name }`.trim() ||
					login,
				role: 'customer',
				password,
			} );
			const login2 = users.logIn( login, password );
			if ( login2 ) {
				request.newAuthCookie = login2;
				shop.carts.remove( session.cartKey );
				request.storeSession = {
					...session,
					cartKey: `u:${ userId }`,
					userId,
					nonceToken: login2.token,
					newGuestId: '',
					viaCartToken: false,
				};
			}
		}

		const order = draftFor( request, doc, computed )!;
		const gateway = method as GatewayId;
		order.customerId = request.storeSession?.userId ?? session.userId;
		order.status = computed.cart.needs_payment
			? GATEWAYS[ gateway ].status
			: 'processing';
		order.data.paymentMethod = computed.cart.needs_payment ? method : '';
		order.data.paymentMethodTitle = computed.cart.needs_payment
			? GATEWAYS[ gateway ].title
			: '';
		order.data.customerNote = body.customer_note ?? order.data.customerNote;
		order.data.additionalFields = {
			...order.data.additionalFields,
			...( body.additional_fields || {} ),
		};
		order.data.extensions = ( body.extensions ||
			{} ) as Order[ 'data' ][ 'extensions' ];
		order.data.paymentTokenId = tokenId;
		order.data.savePaymentMethod =
			data.get( `wc-${ method }-new-payment-method` ) === 'true';
		order.data.paymentResult = {
			payment_status: 'success',
			payment_details: [],
			redirect_url: receiptUrl( order ),
		};
		orders.save( order );

		// The cart is spent; the addresses stay for next time.
		const next: CartDoc = {
			...emptyCart(),
			billing: doc.billing,
			shipping: doc.shipping,
		};
		shop.carts.save( shop.session( request ).cartKey, next );
		request.storeHash = '';
		return order;
	}

	return { orders };
}

declare module 'fastify' {
	interface FastifyRequest {
		newAuthCookie?: { token: string; expires: number };
	}
}

export { AUTH_COOKIE };
