/**
 * Shipping rates for a package: zone methods by destination country plus
 * local pickup, WooCommerce-shaped.
 */
import type { ShippingRate } from '../../src/types/store-api';
import {
	LOCAL_PICKUP,
	SHIPPING_TAX_RATE,
	SHIPPING_ZONES,
	pickupMeta,
} from './config';
import { CURRENCY, amount, includedTax } from './money';

/** Whether a country lies in a shipping zone. */
export function shipsTo( country: string ): boolean {
	return SHIPPING_ZONES.some( ( zone ) =>
		zone.countries.includes( country )
	);
}

/** Every country of every zone. */
export const SHIPPING_COUNTRIES = SHIPPING_ZONES.flatMap(
	( zone ) => zone.countries
);

function rate( fields: {
	rateId: string;
	methodId: string;
	instanceId: number;
	name: string;
	description?: string;
	deliveryTime: string;
	gross: number;
	meta?: ShippingRate[ 'meta_data' ];
} ): ShippingRate {
	const tax = includedTax( fields.gross, SHIPPING_TAX_RATE );
	return {
		...CURRENCY,
		rate_id: fields.rateId,
		name: fields.name,
		description: fields.description ?? '',
		delivery_time: fields.deliveryTime,
		price: amount( fields.gross - tax ),
		taxes: amount( tax ),
		instance_id: fields.instanceId,
		method_id: fields.methodId,
		meta_data: fields.meta ?? [],
		selected: false,
	};
}

/**
 * The rates for a destination. `orderAmount` is the items' total incl.
 * VAT after discounts (for free shipping). Free shipping comes first when
 * it applies, so it is the default choice.
 */
export function ratesFor(
	country: string,
	orderAmount: number
): ShippingRate[] {
	const zone = SHIPPING_ZONES.find( ( candidate ) =>
		candidate.countries.includes( country )
	);
	if ( ! zone ) {
		return [];
	}
	const rates: ShippingRate[] = [];
	for ( const method of zone.methods ) {
		if ( method.methodId === 'free_shipping' ) {
			if ( orderAmount >= ( method.minAmount ?? 0 ) ) {
				rates.unshift( rate( { ...method, gross: 0 } ) );
			}
			continue;
		}
		rates.push( rate( { ...method, gross: method.cost } ) );
	}
	if ( LOCAL_PICKUP.enabled ) {
		LOCAL_PICKUP.locations.forEach( ( location, index ) => {
			rates.push(
				rate( {
					rateId: `pickup_location:${ index }`,
					methodId: 'pickup_location',
					instanceId: 0,
					name: `${ LOCAL_PICKUP.label } (${ location.name })`,
					description: location.details,
					deliveryTime: '',
					gross: LOCAL_PICKUP.cost,
					meta: pickupMeta( index ),
				} )
			);
		} );
	}
	return rates;
}
