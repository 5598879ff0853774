/**
 * Placing an order from the cart's express button, as WooCommerce's cart
 * does: the payment method's setup observers answer (with the wallet's
 * payment data and, from a wallet sheet, the shopper's addresses), then
 * POST /checkout with the cart's addresses — or the wallet's when the
 * cart's are incomplete — and the browser goes to the order-received page.
 */
import { request } from '@kiosk/api';
import type {
	BillingAddress,
	ShippingAddress,
} from '../../../../types/store-api';
import type { Cart } from '../../../../data/cart/types';
import { checkoutPayload } from '../../../../shared/checkout/payload';
import {
	EVENTS,
	isErrorResponse,
	isFailResponse,
	isSuccessResponse,
	type EventBus,
	type ObserverResponse,
} from '../../../../shared/checkout/emitter';

const REQUIRED = [
	'first_name',
	'last_name',
	'address_1',
	'city',
	'postcode',
	'country',
];

/** Whether an address has what the server requires of every order. */
export function isCompleteAddress(
	address: Record< string, unknown > | undefined,
	withEmail = false
): boolean {
	const keys = withEmail ? [ ...REQUIRED, 'email' ] : REQUIRED;
	return (
		!! address &&
		keys.every(
			( key ) =>
				typeof address[ key ] === 'string' &&
				( address[ key ] as string ).trim() !== ''
		)
	);
}

export interface ExpressOrderResult {
	redirectUrl?: string;
	error?: string;
	/** A cart the server answered with an error (to refresh the store). */
	cart?: unknown;
}

interface CheckoutAnswer {
	payment_result?: { redirect_url?: string };
}

interface ApiError {
	code?: string;
	message?: string;
	data?: { cart?: unknown };
}

/** Runs the payment setup and places the order; never throws. */
export async function placeExpressOrder( args: {
	bus: EventBus;
	cart: Cart;
	paymentMethod: string;
	extensionData?: Record< string, Record< string, unknown > >;
	genericError: string;
} ): Promise< ExpressOrderResult > {
	const { bus, cart, paymentMethod } = args;
	const responses = await bus.emitWithAbort( EVENTS.PAYMENT_SETUP );
	const failed = responses.find(
		( r ) => r === false || isErrorResponse( r ) || isFailResponse( r )
	) as ObserverResponse | false | undefined;
	if ( failed !== undefined ) {
		return {
			error: ( failed && failed.message ) || args.genericError,
		};
	}
	const success = responses.filter( isSuccessResponse ) as ObserverResponse[];
	const meta = success.reduce< NonNullable< ObserverResponse[ 'meta' ] > >(
		( all, r ) => ( {
			paymentMethodData: {
				...all.paymentMethodData,
				...r.meta?.paymentMethodData,
			},
			billingAddress: r.meta?.billingAddress || all.billingAddress,
			shippingAddress: r.meta?.shippingAddress || all.shippingAddress,
		} ),
		{ paymentMethodData: {} }
	);
	const cartBilling = cart.billingAddress as unknown as Record<
		string,
		string
	>;
	const cartShipping = cart.shippingAddress as unknown as Record<
		string,
		string
	>;
	const billing =
		isCompleteAddress( cartBilling, true ) || ! meta.billingAddress
			? cartBilling
			: { ...meta.billingAddress };
	const shipping =
		isCompleteAddress( cartShipping ) || ! meta.shippingAddress
			? cartShipping
			: { ...meta.shippingAddress };
	const body = checkoutPayload( {
		billing: billing as unknown as BillingAddress,
		shipping: shipping as unknown as ShippingAddress,
		useShippingAsBilling: false,
		needsShipping: cart.needsShipping,
		needsPayment: cart.needsPayment,
		orderNotes: '',
		shouldCreateAccount: false,
		customerPassword: '',
		additionalFields: {},
		extensionData: args.extensionData || {},
		paymentMethod,
		paymentMethodData: meta.paymentMethodData || {},
		shouldSavePayment: false,
	} );
	try {
		const answer = await request< CheckoutAnswer >( {
			path: '/wc/store/v1/checkout',
			method: 'POST',
			data: body as unknown as Record< string, unknown >,
			cache: 'no-store',
		} );
		await bus.emitWithAbort( EVENTS.CHECKOUT_SUCCESS, {
			processingResponse: answer,
		} );
		return { redirectUrl: answer.payment_result?.redirect_url || '' };
	} catch ( error ) {
		const value = ( error || {} ) as ApiError;
		await bus.emit( EVENTS.CHECKOUT_FAIL, { processingResponse: value } );
		return {
			error: value.message || args.genericError,
			cart: value.data?.cart,
		};
	}
}
