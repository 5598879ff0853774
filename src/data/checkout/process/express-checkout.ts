/**
 * An express order from the cart page (SPEC section 4, payment status):
 * the express method's setup observers answer with the wallet's payment
 * data and, from a wallet sheet, the shopper's addresses; the order is
 * posted with the cart's addresses — or the wallet's when the cart's are
 * incomplete — and the browser goes to the order-received page. A failure
 * is an express error: the previous method comes back with the message.
 */
import { __ } from '@wordpress/i18n';
import { isApiError } from '@kiosk/api';
import type { Cart, CartResponse } from '../../cart/types';
import type { BillingAddress, ShippingAddress } from '../../../types/store-api';
import { checkoutPayload } from '../../../shared/checkout/payload';
import {
	EVENTS,
	isSuccessResponse,
	type EventBus,
	type ObserverResponse,
} from '../../../shared/checkout/emitter';
import { isFailure } from './notices';
import { cartSettled, postOrder } from './order';
import { CART, PAYMENT, type ProcessThunkArgs } from './stores';

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

type Meta = NonNullable< ObserverResponse[ 'meta' ] >;

/** The setup observers' answers merged: payment data and wallet addresses. */
function mergedMeta( responses: unknown[] ): Meta {
	return ( responses.filter( isSuccessResponse ) as ObserverResponse[] )
		.map( ( r ) => r.meta || {} )
		.reduce< Meta >(
			( all, meta ) => ( {
				paymentMethodData: {
					...all.paymentMethodData,
					...meta.paymentMethodData,
				},
				billingAddress: meta.billingAddress || all.billingAddress,
				shippingAddress: meta.shippingAddress || all.shippingAddress,
			} ),
			{ paymentMethodData: {} }
		);
}

/** The order body: the cart's addresses, or the wallet's where the cart's are incomplete. */
function expressPayload( cart: Cart, paymentMethod: string, meta: Meta ) {
	const cartBilling = cart.billingAddress as unknown as Record<
		string,
		string
	>;
	const cartShipping = cart.shippingAddress as unknown as Record<
		string,
		string
	>;
	const attribution =
		typeof window !== 'undefined' ? window.kioskOrderAttribution : null;
	return checkoutPayload( {
		billing: ( isCompleteAddress( cartBilling, true ) ||
		! meta.billingAddress
			? cartBilling
			: { ...meta.billingAddress } ) as unknown as BillingAddress,
		shipping: ( isCompleteAddress( cartShipping ) || ! meta.shippingAddress
			? cartShipping
			: { ...meta.shippingAddress } ) as unknown as ShippingAddress,
		useShippingAsBilling: false,
		needsShipping: cart.needsShipping,
		needsPayment: cart.needsPayment,
		orderNotes: '',
		shouldCreateAccount: false,
		customerPassword: '',
		additionalFields: {},
		extensionData: attribution
			? { [ attribution.namespace ]: attribution.values() }
			: {},
		paymentMethod,
		paymentMethodData: meta.paymentMethodData || {},
		shouldSavePayment: false,
	} );
}

export interface ExpressCheckoutOptions {
	/** The express method's observers. */
	bus: EventBus;
	/** The cart the express buttons were offered for. */
	cart: Cart;
	/** Where the browser goes on success (tests replace it). */
	navigate?: ( url: string ) => void;
}

/** Places the express order for the active express method; resolves true when it completed. */
export const processExpressCheckout =
	( options: ExpressCheckoutOptions ) =>
	async ( { dispatch, select, registry }: ProcessThunkArgs ) => {
		if ( select.isBusy() ) {
			return false;
		}
		const { bus } = options;
		const payment = registry.dispatch( PAYMENT );
		const genericError = __(
			'Something went wrong. Please contact us to get assistance.',
			'kiosk'
		);
		const fail = ( message: string ) => {
			payment.failExpressPayment( message || genericError );
			dispatch.__internalSetHasError( true );
			return false;
		};
		dispatch.__internalSetBeforeProcessing();
		const responses = await bus.emitWithAbort( EVENTS.PAYMENT_SETUP );
		const failed = responses.find( isFailure ) as
			ObserverResponse | false | undefined;
		if ( failed !== undefined ) {
			return fail( ( failed && failed.message ) || '' );
		}
		const body = expressPayload(
			options.cart,
			registry.select( PAYMENT ).getActivePaymentMethod(),
			mergedMeta( responses )
		);
		dispatch.__internalSetProcessing();
		await cartSettled( registry );
		try {
			const answer = await postOrder( body );
			dispatch.__internalSetAfterProcessing();
			dispatch.__internalProcessCheckoutResponse( answer );
			await bus.emitWithAbort( EVENTS.CHECKOUT_SUCCESS, {
				processingResponse: answer,
			} );
			// The redirect __internalProcessCheckoutResponse took from the
			// answer; without one, the home page (the button may sit on
			// the cart, which the order emptied).
			dispatch.__internalSetRedirectUrl( select.getRedirectUrl() || '/' );
			dispatch.completeCheckout( options.navigate );
			return true;
		} catch ( error ) {
			const apiError = isApiError( error )
				? ( error as unknown as {
						message?: string;
						data?: { cart?: unknown };
					} )
				: ( ( error || {} ) as {
						message?: string;
						data?: { cart?: unknown };
					} );
			if ( apiError.data?.cart ) {
				registry
					.dispatch( CART )
					.receiveCart( apiError.data.cart as CartResponse );
			}
			await bus.emit( EVENTS.CHECKOUT_FAIL, {
				processingResponse: apiError,
			} );
			return fail( apiError.message || '' );
		}
	};
