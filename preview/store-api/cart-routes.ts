/**
 * Cart routes: GET /cart and the cart actions. Every action returns the
 * whole cart; a failed action changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
	AddItemRequest,
	BillingAddress,
	CartExtensionsRequest,
	CouponRequest,
	RemoveItemRequest,
	SelectShippingRateRequest,
	ShippingAddress,
	UpdateCustomerRequest,
	UpdateItemRequest,
} from '../../src/types/store-api';
import type { Shop } from './shop';
import { itemKey, type CartDoc } from './cart-doc';
import { quantityProblem, resolveProduct } from './cart-items';
import { couponProblem, findCoupon } from './coupons';
import { EXTENSION_NAMESPACES } from './config';
import {
	COUNTRIES,
	isValidEmail,
	isValidPostcode,
	normalisePostcode,
} from './locale';
import {
	addressSchema,
	validateBody,
	sendValidationFailure,
	type Schema,
} from './validate';

type ObjectSchema = Extract< Schema, { type: 'object' } >;
const QUANTITY: Schema = { type: 'integer', minimum: 1, maximum: 9999 };
const KEY: Schema = { type: 'string', maxLength: 64 };

export const CART_SCHEMAS: Record< string, ObjectSchema > = {
	'add-item': {
		type: 'object',
		required: [ 'id' ],
		properties: {
			id: { type: 'integer', minimum: 1, maximum: 1e9 },
			quantity: QUANTITY,
			variation: {
				type: 'array',
				maxItems: 10,
				items: {
					type: 'object',
					required: [ 'attribute', 'value' ],
					properties: {
						attribute: { type: 'string', maxLength: 100 },
						value: { type: 'string', maxLength: 100 },
					},
				},
			},
		},
	},
	'remove-item': {
		type: 'object',
		required: [ 'key' ],
		properties: { key: KEY },
	},
	'update-item': {
		type: 'object',
		required: [ 'key', 'quantity' ],
		properties: {
			key: KEY,
			quantity: { type: 'integer', minimum: 0, maximum: 9999 },
		},
	},
	'apply-coupon': {
		type: 'object',
		required: [ 'code' ],
		properties: { code: { type: 'string', maxLength: 100 } },
	},
	'remove-coupon': {
		type: 'object',
		required: [ 'code' ],
		properties: { code: { type: 'string', maxLength: 100 } },
	},
	'select-shipping-rate': {
		type: 'object',
		required: [ 'rate_id' ],
		properties: {
			package_id: {
				type: 'null-or',
				schema: {
					type: 'union',
					schemas: [
						{ type: 'integer', minimum: 0, maximum: 100 },
						{ type: 'string', maxLength: 20 },
					],
				},
			},
			rate_id: { type: 'string', maxLength: 100 },
		},
	},
	'update-customer': {
		type: 'object',
		properties: {
			billing_address: addressSchema( true ),
			shipping_address: addressSchema( false ),
		},
	},
	extensions: {
		type: 'object',
		required: [ 'namespace' ],
		properties: {
			namespace: { type: 'string', maxLength: 100 },
			data: {
				type: 'object',
				properties: {},
				extraKeys: /^[a-z0-9_-]{1,50}$/i,
				maxKeys: 20,
			},
		},
	},
};

const clone = ( doc: CartDoc ): CartDoc =>
	JSON.parse( JSON.stringify( doc ) ) as CartDoc;

/** Checks an address of update-customer; returns a message or null. */
function addressProblem(
	address: Partial< BillingAddress > | undefined
): string | null {
	if ( ! address ) {
		return null;
	}
	if ( address.country && ! COUNTRIES[ address.country ] ) {
		return 'Ungültiges Land.';
	}
	if (
		address.postcode &&
		address.country &&
		! isValidPostcode( address.postcode, address.country )
	) {
		return 'Bitte geben Sie eine gültige Postleitzahl ein.';
	}
	if ( address.email && ! isValidEmail( address.email ) ) {
		return 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
	}
	return null;
}

/** Registers the cart routes (inside the Store API prefix). */
export function registerCartRoutes( app: FastifyInstance, shop: Shop ): void {
	const { catalogue } = shop;

	/** Validates, then runs a mutation on a copy; saves only on success. */
	function action< T >(
		name: string,
		mutate: (
			doc: CartDoc,
			body: T,
			request: FastifyRequest
		) => {
			status: number;
			code: string;
			message: string;
			data?: Record< string, unknown >;
		} | void,
		okStatus = 200
	) {
		app.post( `/cart/${ name }`, async ( request, reply ) => {
			const invalid = validateBody( request.body, CART_SCHEMAS[ name ] );
			if ( invalid ) {
				return sendValidationFailure( reply, invalid );
			}
			const doc = clone( shop.load( request ) );
			const failure = mutate( doc, ( request.body ?? {} ) as T, request );
			if ( failure ) {
				return shop.fail(
					request,
					reply,
					failure.status,
					failure.code,
					failure.message,
					failure.data
				);
			}
			shop.save( request, doc );
			return shop.sendCart( request, reply, doc, okStatus );
		} );
	}

	/** Drops coupons that no longer apply after the items changed. */
	function revalidateCoupons( doc: CartDoc ) {
		const gross = doc.items.reduce( ( sum, item ) => {
			const record = catalogue.get( item.id );
			return (
				sum +
				( record ? catalogue.unitPrice( record ) * item.quantity : 0 )
			);
		}, 0 );
		doc.coupons = doc.coupons.filter(
			( code ) =>
				couponProblem( code, gross, shop.context.now() ) === null
		);
		if ( ! doc.items.length ) {
			doc.coupons = [];
		}
	}

	app.get( '/cart', async ( request, reply ) =>
		shop.sendCart( request, reply, shop.load( request ) )
	);

	action< AddItemRequest >(
		'add-item',
		( doc, body ) => {
			const resolved = resolveProduct(
				catalogue,
				body.id,
				body.variation
			);
			if ( 'code' in resolved ) {
				return resolved;
			}
			const { record, variation } = resolved;
			const key = itemKey( record.id, variation );
			const existing = doc.items.find( ( item ) => item.key === key );
			if ( existing && record.soldIndividually ) {
				return {
					status: 400,
					code: 'woocommerce_rest_product_sold_individually',
					message: `Sie können keine weitere Einheit von „${ record.name }“ in Ihren Warenkorb legen.`,
				};
			}
			const wanted = record.soldIndividually
				? 1
				: ( body.quantity ?? record.limits.minimum );
			const quantity = ( existing?.quantity ?? 0 ) + wanted;
			const trouble = quantityProblem( catalogue, record, quantity );
			if ( trouble ) {
				return trouble;
			}
			if ( existing ) {
				existing.quantity = quantity;
			} else {
				doc.items.push( { key, id: record.id, quantity, variation } );
			}
		},
		201
	);

	action< RemoveItemRequest >( 'remove-item', ( doc, body ) => {
		const index = doc.items.findIndex( ( item ) => item.key === body.key );
		if ( index < 0 ) {
			return {
				status: 409,
				code: 'woocommerce_rest_cart_invalid_key',
				message:
					'Der Warenkorb enthält keinen Artikel mit diesem Schlüssel.',
			};
		}
		doc.items.splice( index, 1 );
		revalidateCoupons( doc );
	} );

	action< UpdateItemRequest >( 'update-item', ( doc, body ) => {
		const item = doc.items.find( ( entry ) => entry.key === body.key );
		if ( ! item ) {
			return {
				status: 409,
				code: 'woocommerce_rest_cart_invalid_key',
				message:
					'Der Warenkorb enthält keinen Artikel mit diesem Schlüssel.',
			};
		}
		if ( body.quantity === 0 ) {
			doc.items = doc.items.filter( ( entry ) => entry !== item );
		} else {
			const record = catalogue.get( item.id )!;
			const trouble = quantityProblem( catalogue, record, body.quantity );
			if ( trouble ) {
				return trouble;
			}
			item.quantity = body.quantity;
		}
		revalidateCoupons( doc );
	} );

	action< CouponRequest >( 'apply-coupon', ( doc, body, request ) => {
		const code = body.code.trim().toLowerCase();
		const fail = ( message: string ) => ( {
			status: 400,
			code: 'woocommerce_rest_cart_coupon_error',
			message,
		} );
		if ( ! code ) {
			return fail( 'Bitte geben Sie einen Gutscheincode ein.' );
		}
		if ( doc.coupons.includes( code ) ) {
			return fail(
				`Der Gutscheincode „${ code }“ wurde bereits angewandt!`
			);
		}
		if ( ! doc.items.length && findCoupon( code ) ) {
			return fail(
				'Der Gutschein kann nicht auf einen leeren Warenkorb angewandt werden.'
			);
		}
		const gross = shop.compute( request, {
			...doc,
			coupons: [],
		} ).itemsGross;
		const trouble = couponProblem(
			body.code.trim(),
			gross,
			shop.context.now()
		);
		if ( trouble ) {
			return fail( trouble );
		}
		doc.coupons.push( code );
	} );

	action< CouponRequest >( 'remove-coupon', ( doc, body ) => {
		const code = body.code.trim().toLowerCase();
		if ( ! doc.coupons.includes( code ) ) {
			return {
				status: 404,
				code: 'woocommerce_rest_cart_coupon_invalid_code',
				message: 'Dieser Gutschein ist nicht im Warenkorb.',
			};
		}
		doc.coupons = doc.coupons.filter( ( entry ) => entry !== code );
	} );

	action< SelectShippingRateRequest >(
		'select-shipping-rate',
		( doc, body, request ) => {
			const computed = shop.compute( request, doc );
			if ( ! computed.cart.needs_shipping ) {
				return {
					status: 400,
					code: 'woocommerce_rest_cart_shipping_not_needed',
					message: 'Für diesen Warenkorb ist kein Versand nötig.',
				};
			}
			const packageId =
				body.package_id === undefined || body.package_id === null
					? null
					: String( body.package_id );
			const packages = computed.cart.shipping_rates.filter(
				( entry ) =>
					packageId === null ||
					String( entry.package_id ) === packageId
			);
			if ( ! packages.length ) {
				return {
					status: 400,
					code: 'woocommerce_rest_cart_invalid_package',
					message: 'Ungültige Paket-ID.',
				};
			}
			if (
				! packages.every( ( entry ) =>
					entry.shipping_rates.some(
						( rate ) => rate.rate_id === body.rate_id
					)
				)
			) {
				return {
					status: 400,
					code: 'woocommerce_rest_cart_invalid_rate',
					message: 'Ungültige Versandart.',
				};
			}
			packages.forEach( ( entry ) => {
				doc.selectedRates[ String( entry.package_id ) ] = body.rate_id;
			} );
		}
	);

	action< UpdateCustomerRequest >( 'update-customer', ( doc, body ) => {
		const params: Record< string, string > = {};
		for ( const name of [
			'billing_address',
			'shipping_address',
		] as const ) {
			const address = body[ name ] as
				Partial< BillingAddress > | undefined;
			if ( address?.postcode ) {
				address.postcode = normalisePostcode( address.postcode );
			}
			const trouble = addressProblem( address );
			if ( trouble ) {
				params[ name ] = trouble;
			}
		}
		if ( Object.keys( params ).length ) {
			return {
				status: 400,
				code: 'rest_invalid_param',
				message: `Ungültige(r) Parameter: ${ Object.keys( params ).join( ', ' ) }`,
				data: { params },
			};
		}
		if ( body.billing_address ) {
			doc.billing = {
				...doc.billing,
				...( body.billing_address as BillingAddress ),
			};
		}
		if ( body.shipping_address ) {
			const before = doc.shipping.country;
			doc.shipping = {
				...doc.shipping,
				...( body.shipping_address as ShippingAddress ),
			};
			if ( before !== doc.shipping.country ) {
				doc.selectedRates = {};
			}
		}
	} );

	action< CartExtensionsRequest >( 'extensions', ( doc, body ) => {
		if ( ! EXTENSION_NAMESPACES.includes( body.namespace ) ) {
			return {
				status: 400,
				code: 'woocommerce_rest_cart_extensions_error',
				message: `Für den Namensraum „${ body.namespace }“ ist keine Aktion registriert.`,
			};
		}
		const data = body.data ?? {};
		if (
			data.gift_wrap !== undefined &&
			typeof data.gift_wrap !== 'boolean'
		) {
			return {
				status: 400,
				code: 'woocommerce_rest_cart_extensions_error',
				message: 'gift_wrap muss wahr oder falsch sein.',
			};
		}
		doc.extensions[ body.namespace ] = {
			...( doc.extensions[ body.namespace ] || {} ),
			...data,
		};
	} );
}
