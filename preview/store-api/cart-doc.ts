/**
 * The stored cart: what the shopper chose. Everything else (prices, taxes,
 * rates, errors) is computed from it on every response.
 */
import { createHash } from 'node:crypto';
import type {
	BillingAddress,
	CartItemVariation,
	ShippingAddress,
} from '../../src/types/store-api';

export interface CartDocItem {
	key: string;
	/** Product or variation id. */
	id: number;
	quantity: number;
	variation: CartItemVariation[];
}

export interface CartDoc {
	items: CartDocItem[];
	coupons: string[];
	billing: BillingAddress;
	shipping: ShippingAddress;
	/** package id → rate id. */
	selectedRates: Record< string, string >;
	extensions: Record< string, Record< string, unknown > >;
}

export const emptyShipping = (): ShippingAddress => ( {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: 'DE',
	phone: '',
} );

export const emptyBilling = (): BillingAddress => ( {
	...emptyShipping(),
	email: '',
} );

/** A new, empty cart. */
export function emptyCart(): CartDoc {
	return {
		items: [],
		coupons: [],
		billing: emptyBilling(),
		shipping: emptyShipping(),
		selectedRates: {},
		extensions: {},
	};
}

/** WooCommerce's cart item key: a hash of product, variation and data. */
export function itemKey( id: number, variation: CartItemVariation[] ): string {
	return createHash( 'md5' )
		.update(
			JSON.stringify( [
				id,
				variation.map( ( entry ) => [
					entry.raw_attribute,
					entry.value,
				] ),
			] )
		)
		.digest( 'hex' );
}

/** The Cart-Hash header: changes whenever items, quantities or coupons change. */
export function cartHash( doc: CartDoc ): string {
	if ( ! doc.items.length && ! doc.coupons.length ) {
		return '';
	}
	return createHash( 'md5' )
		.update( JSON.stringify( [ doc.items, doc.coupons ] ) )
		.digest( 'hex' );
}
