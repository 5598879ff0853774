/**
 * The cases of tests/php/fixtures/order-summary-cases.json, which the PHP
 * order summary (php/Blocks/CartMarkup/OrderSummary.php) must print as
 * React renders them. A case's cart and shop settings are built from
 * cart-body.json and kiosk-settings.json exactly as
 * tests/php/cases/CartMarkupOrderSummaryTest.php builds them.
 */
import { readFileSync, writeFileSync } from 'fs';
import path from 'path';
import type { CartResponse } from '../../../../../data/cart/types';
import type { CartTotals } from '../../../../../types/store-api';
import type { KioskSettings } from '../../../../../types/settings';

/** The PHP tests' fixture folder. */
export const FIXTURES = path.resolve(
	__dirname,
	'../../../../../../tests/php/fixtures'
);

/** The cases file. */
export const CASES_FILE = path.join( FIXTURES, 'order-summary-cases.json' );

/** One case: overrides of the fixture cart and shop, and React's markup. */
export interface OrderSummaryCase {
	name: string;
	/** Replaces top-level keys of the cart. */
	cart?: Partial< CartResponse >;
	/** Merges into the cart's totals. */
	totals?: Partial< CartTotals >;
	/** Totals keys to remove. */
	dropTotals?: Array< keyof CartTotals >;
	/** How many copies of the fixture's package (named "Sendung n"). */
	packages?: number;
	/** The rate id selected in every package. */
	select?: string;
	/** The packages have no name. */
	unnamed?: boolean;
	/** Merges into the shop settings. */
	shop?: Partial< KioskSettings >;
	/** No shop settings at all (the defaults apply). */
	noShop?: boolean;
	/** React's render of the case. */
	html: string;
}

function fixture< T >( name: string ): T {
	return JSON.parse( readFileSync( path.join( FIXTURES, name ), 'utf8' ) );
}

/** The cases, in file order. */
export function readCases(): OrderSummaryCase[] {
	return JSON.parse( readFileSync( CASES_FILE, 'utf8' ) );
}

/** Writes the cases back as the file holds them (tab-indented). */
export function writeCases( cases: OrderSummaryCase[] ): void {
	const eol = readFileSync( CASES_FILE, 'utf8' ).endsWith( '\n' ) ? '\n' : '';
	writeFileSync( CASES_FILE, JSON.stringify( cases, null, '\t' ) + eol );
}

/** The case's cart response and shop settings. */
export function buildCase( spec: OrderSummaryCase ): {
	cart: CartResponse;
	shop: Partial< KioskSettings >;
} {
	const base = fixture< CartResponse >( 'cart-body.json' );
	const cart: CartResponse = { ...base, ...spec.cart };
	const totals: CartTotals = { ...base.totals, ...spec.totals };
	for ( const key of spec.dropTotals || [] ) {
		delete totals[ key ];
	}
	cart.totals = totals;
	if ( spec.packages || spec.select || spec.unnamed ) {
		const pkg = base.shipping_rates[ 0 ];
		cart.shipping_rates = Array.from(
			{ length: spec.packages || 1 },
			( _, id ) => ( {
				...pkg,
				package_id: id,
				name: spec.unnamed ? '' : `Sendung ${ id + 1 }`,
				shipping_rates: pkg.shipping_rates.map( ( rate ) => ( {
					...rate,
					selected: spec.select
						? rate.rate_id === spec.select
						: rate.selected,
				} ) ),
			} )
		);
	}
	const shop = spec.noShop
		? {}
		: {
				...fixture< Partial< KioskSettings > >( 'kiosk-settings.json' ),
				...spec.shop,
			};
	return { cart, shop };
}
