import {
	createEventBus,
	eventRegistration,
} from '../../../shared/checkout/emitter';
import { emitShippingRatesOutcome } from '../events/shipping-rates';
import type { ShippingPackage } from '../../../types/store-api';

const packages = [
	{
		package_id: 0,
		name: 'Versand',
		items: [],
		shipping_rates: [ { rate_id: 'flat_rate:1', name: 'Standard' } ],
	},
] as unknown as ShippingPackage[];

function observed() {
	const bus = createEventBus();
	const events = eventRegistration( bus );
	const success = jest.fn();
	const fail = jest.fn();
	events.onShippingRateSuccess( success );
	events.onShippingRateFail( fail );
	return { bus, events, success, fail };
}

describe( 'shipping rates events', () => {
	it( 'emits onShippingRateSuccess with the packages when a cart answer carries rates', async () => {
		const { bus, success, fail } = observed();
		await emitShippingRatesOutcome( bus, {
			response: { shipping_rates: packages, errors: [] },
		} );
		expect( success ).toHaveBeenCalledWith( packages );
		expect( fail ).not.toHaveBeenCalled();
	} );

	it.each( [
		'woocommerce_rest_cart_shipping_rates_invalid_country',
		'woocommerce_rest_cart_shipping_rates_missing_country',
		'woocommerce_rest_cart_shipping_rates_invalid_state',
	] )(
		'emits onShippingRateFail with an invalid address for the cart error %s',
		async ( code ) => {
			const { bus, success, fail } = observed();
			await emitShippingRatesOutcome( bus, {
				response: {
					shipping_rates: [
						{ ...packages[ 0 ], shipping_rates: [] },
					],
					errors: [ { code } ],
				},
			} );
			expect( fail ).toHaveBeenCalledWith( {
				hasInvalidAddress: true,
				hasError: false,
			} );
			expect( success ).not.toHaveBeenCalled();
		}
	);

	it( 'emits onShippingRateFail with an error when update-customer is rejected', async () => {
		const { bus, success, fail } = observed();
		await emitShippingRatesOutcome( bus, {
			error: { code: 'rest_invalid_param', message: 'Ungültig' },
		} );
		expect( fail ).toHaveBeenCalledWith( {
			hasInvalidAddress: false,
			hasError: true,
		} );
		expect( success ).not.toHaveBeenCalled();
	} );

	it( 'emits nothing for a cart without rates and without a shipping error', async () => {
		const { bus, success, fail } = observed();
		await emitShippingRatesOutcome( bus, {
			response: { shipping_rates: [], errors: [] },
		} );
		expect( success ).not.toHaveBeenCalled();
		expect( fail ).not.toHaveBeenCalled();
	} );

	it( 'runs observers by priority: shipping validation (0) before the default (10)', async () => {
		const { bus, events } = observed();
		const order: string[] = [];
		events.onShippingRateSuccess( () => order.push( 'default' ) );
		events.onShippingRateSuccess( () => order.push( 'validation' ), 0 );
		events.onShippingRateSuccess( () => order.push( 'late' ), 20 );
		await emitShippingRatesOutcome( bus, {
			response: { shipping_rates: packages },
		} );
		expect( order ).toEqual( [ 'validation', 'default', 'late' ] );
	} );
} );
