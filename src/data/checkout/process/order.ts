/**
 * The order as the stores hold it: what the cart needs, the addresses,
 * and the POST /checkout body (SPEC section 7).
 */
import { getApi, request } from '@kiosk/api';
import type {
	BillingAddress,
	CheckoutRequest,
	ShippingAddress,
} from '../../../types/store-api';
import type { Cart } from '../../cart/types';
import { checkoutPayload } from '../../../shared/checkout/payload';
import type { CheckoutResponse } from '../thunks';
import { hasShippingRate, offersPickup } from '../cart-rules';
import type { CheckoutSelect } from '../registry-types';
import { CART, PAYMENT, type ThunkRegistry } from './stores';

/** What the cart needs of this order. */
export function cartNeeds( registry: ThunkRegistry ) {
	const cart: Cart = registry.select( CART ).getCartData();
	return {
		cart,
		needsShipping: cart.needsShipping,
		needsPayment: cart.needsPayment,
		shippingHasError: cart.needsShipping && ! hasShippingRate( cart ),
	};
}

/** Whether the shopper is logged in (customer id, or the Store API's User-ID). */
export function isLoggedIn( checkout: CheckoutSelect ): boolean {
	return checkout.getCustomerId() > 0 || getApi().storeApi.get().userId > 0;
}

/** The order attribution's extension data, when its script is on the page. */
function attributionData(): Record< string, Record< string, unknown > > {
	const attribution =
		typeof window !== 'undefined' ? window.kioskOrderAttribution : null;
	return attribution
		? { [ attribution.namespace ]: attribution.values() }
		: {};
}

/** Drops the internal saved-token flag unless a saved token pays. */
function stripInternal(
	data: Record< string, unknown >
): Record< string, unknown > {
	const { isSavedToken, ...rest } = data;
	return isSavedToken ? { ...rest, isSavedToken: true } : rest;
}

/** The POST /checkout body from the checkout, payment and cart stores. */
export function orderPayload(
	checkout: CheckoutSelect,
	registry: ThunkRegistry,
	localPickupEnabled: boolean
): CheckoutRequest {
	const { cart, needsShipping, needsPayment } = cartNeeds( registry );
	const payment = registry.select( PAYMENT );
	const pickup =
		offersPickup( cart, localPickupEnabled ) &&
		checkout.prefersCollection();
	return checkoutPayload( {
		// The store's address records hold every field of the Store API's
		// addresses (initialAddresses fills them).
		billing: checkout.getBillingAddress() as unknown as BillingAddress,
		shipping: checkout.getShippingAddress() as unknown as ShippingAddress,
		useShippingAsBilling: checkout.getUseShippingAsBilling() && ! pickup,
		needsShipping,
		needsPayment,
		prefersCollection: checkout.prefersCollection(),
		orderNotes: checkout.getOrderNotes(),
		shouldCreateAccount: checkout.getShouldCreateAccount(),
		customerPassword: checkout.getCustomerPassword(),
		additionalFields: checkout.getAdditionalFields(),
		extensionData: {
			...checkout.getExtensionData(),
			...attributionData(),
		},
		paymentMethod: payment.getActivePaymentMethod(),
		paymentMethodData: stripInternal( payment.getPaymentMethodData() ),
		shouldSavePayment: payment.getShouldSavePaymentMethod(),
	} );
}

/**
 * Waits until every cart call already made has answered (and sends a
 * quantity still in its debounce). WooCommerce writes the session's default
 * payment method into the draft order on each cart update, and the order of
 * a POST /checkout is that draft until its gateway has run: a cart update
 * (an extension's, such as Germanized's checkbox) answered during the order
 * would record the wrong method (docs/EXTENSIONS.md). A failed call was
 * already told to the shopper; the order goes on with the shop's cart.
 */
export async function cartSettled( registry: ThunkRegistry ): Promise< void > {
	await registry.dispatch( CART ).flushPendingCartChanges();
}

/** POST /checkout; an expired Store API nonce is retried by the API layer. */
export function postOrder( body: unknown ): Promise< CheckoutResponse > {
	return request< CheckoutResponse >( {
		path: '/wc/store/v1/checkout',
		method: 'POST',
		data: body as Record< string, unknown >,
		cache: 'no-store',
	} );
}
