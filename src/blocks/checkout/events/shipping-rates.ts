/**
 * The shipping-rates events of SPEC section 4: after the customer's address
 * went to the server, observers hear `onShippingRateSuccess` with the new
 * packages, or `onShippingRateFail` when the address cannot be shipped to
 * (the Store API's shipping-rates country/state errors) or the update failed.
 */
import type { ShippingPackage } from '../../../types/store-api';
import { SHIPPING_ADDRESS_ERROR_CODES } from '@kiosk/checkout-data';
import { EVENTS, type EventBus } from '../../../shared/checkout/emitter';

/** What a cart answer carries that matters here (a Store API cart response). */
export interface ShippingRatesAnswer {
	shipping_rates?: ShippingPackage[];
	errors?: Array< { code: string } >;
}

/** What `onShippingRateFail` observers receive (WooCommerce's shape). */
export interface ShippingRatesFailure {
	hasInvalidAddress: boolean;
	hasError: boolean;
}

const hasAddressError = ( errors: Array< { code: string } > = [] ) =>
	errors.some( ( error ) =>
		SHIPPING_ADDRESS_ERROR_CODES.includes( error.code )
	);

/**
 * Emits the event for the outcome of an update-customer call: the cart it
 * answered with, or the error it was rejected with. A cart with no rates and
 * no shipping error (nothing to ship) emits nothing.
 */
export function emitShippingRatesOutcome(
	bus: EventBus,
	outcome: { response: ShippingRatesAnswer } | { error: unknown }
): Promise< unknown[] > {
	if ( 'error' in outcome ) {
		const error = outcome.error as
			| { code?: string; data?: { cart?: ShippingRatesAnswer } }
			| undefined;
		const codes = [
			...( error?.code ? [ { code: error.code } ] : [] ),
			...( error?.data?.cart?.errors || [] ),
		];
		const failure: ShippingRatesFailure = {
			hasInvalidAddress: hasAddressError( codes ),
			hasError: true,
		};
		return bus.emit( EVENTS.SHIPPING_RATES_FAIL, failure );
	}
	const { response } = outcome;
	if ( hasAddressError( response.errors ) ) {
		const failure: ShippingRatesFailure = {
			hasInvalidAddress: true,
			hasError: false,
		};
		return bus.emit( EVENTS.SHIPPING_RATES_FAIL, failure );
	}
	const packages = response.shipping_rates || [];
	if ( ! packages.some( ( pkg ) => pkg.shipping_rates.length > 0 ) ) {
		return Promise.resolve( [] );
	}
	return bus.emit( EVENTS.SHIPPING_RATES_SUCCESS, packages );
}
