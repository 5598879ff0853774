/**
 * Builds the POST /checkout payload (SPEC section 7).
 */
import type {
	BillingAddress,
	CheckoutRequest,
	PaymentDataItem,
	ShippingAddress,
} from '../../types/store-api';

export interface PayloadInput {
	billing: BillingAddress;
	shipping: ShippingAddress;
	useShippingAsBilling: boolean;
	needsShipping: boolean;
	/** Local pickup chosen: the shipping form is hidden, the billing address stands in. */
	prefersCollection?: boolean;
	needsPayment: boolean;
	orderNotes: string;
	shouldCreateAccount: boolean;
	customerPassword: string;
	additionalFields: Record< string, string | boolean >;
	extensionData: Record< string, Record< string, unknown > >;
	paymentMethod: string;
	paymentMethodData: Record< string, unknown >;
	shouldSavePayment: boolean;
}

/**
 * The shipping address sent with local pickup: WooCommerce still validates
 * a shipping address for a cart that needs shipping (and then stores the
 * pickup location on the order), so the billing address stands in for the
 * hidden form, as WooCommerce's checkout block does.
 */
export function pickupShippingAddress(
	shipping: ShippingAddress,
	billing: BillingAddress
): ShippingAddress {
	const address = { ...shipping };
	for ( const key of Object.keys( address ) as Array<
		keyof ShippingAddress
	> ) {
		address[ key ] = billing[ key ] ?? '';
	}
	return address;
}

/** The request body. */
export function checkoutPayload( input: PayloadInput ): CheckoutRequest {
	const billing =
		input.useShippingAsBilling && input.needsShipping
			? {
					...input.billing,
					...input.shipping,
					email: input.billing.email,
				}
			: input.billing;
	const payload: CheckoutRequest = {
		additional_fields: input.additionalFields,
		billing_address: billing,
		create_account: input.shouldCreateAccount,
		customer_note: input.orderNotes,
		customer_password: input.shouldCreateAccount
			? input.customerPassword
			: '',
		extensions: input.extensionData,
	};
	if ( input.needsShipping ) {
		payload.shipping_address = input.prefersCollection
			? pickupShippingAddress( input.shipping, input.billing )
			: { ...input.shipping };
	}
	if ( input.needsPayment ) {
		payload.payment_method = input.paymentMethod;
		const data: PaymentDataItem[] = Object.entries(
			input.paymentMethodData
		).map( ( [ key, value ] ) => ( {
			key,
			value: typeof value === 'boolean' ? value : String( value ),
		} ) );
		data.push( {
			key: `wc-${ input.paymentMethod }-new-payment-method`,
			value: input.shouldSavePayment,
		} );
		payload.payment_data = data;
	}
	return payload;
}
