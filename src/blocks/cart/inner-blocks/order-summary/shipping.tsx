/**
 * Shipping in the totals: the packages with their rates ('Free' for zero),
 * collapsed panels when there are several, and the estimate form.
 */
import { lazy, Suspense, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type {
	Cart,
	ShippingPackage,
	ShippingRate,
} from '../../../../data/cart/types';
import { formatPrice } from '../../../../components/formatted-price';
import type { CartActions } from '../../../../shared-ui/cart/use-store-cart';
import { TotalsRow } from './totals-row';

const ShippingCalculator = lazy(
	() =>
		import(
			/* webpackChunkName: "shipping-calculator" */ './shipping-calculator'
		)
);

/**
 * A country's name for a code: the shop's (server-translated) name, else
 * the browser's German one, else the code.
 */
export function countryName(
	code: string,
	countries: Array< { code: string; name: string } >
): string {
	const known = countries.find( ( c ) => c.code === code )?.name;
	if ( known ) {
		return known;
	}
	try {
		return (
			new Intl.DisplayNames( [ 'de' ], { type: 'region' } ).of( code ) ||
			code
		);
	} catch {
		return code;
	}
}

/** A rate's price text: 'Free' for zero. */
export function ratePrice( rate: ShippingRate, includeTax: boolean ): string {
	const amount =
		Number( rate.price ) + ( includeTax ? Number( rate.taxes ) : 0 );
	return amount === 0 ? __( 'Free', 'kiosk' ) : formatPrice( amount, rate );
}

function Rates( {
	pkg,
	includeTax,
	onSelect,
	disabled,
}: {
	pkg: ShippingPackage;
	includeTax: boolean;
	onSelect: ( id: string ) => void;
	disabled: boolean;
} ) {
	const selected =
		pkg.shipping_rates.find( ( r ) => r.selected )?.rate_id ??
		pkg.shipping_rates[ 0 ]?.rate_id;
	if ( ! pkg.shipping_rates.length ) {
		return <p>{ __( 'No shipping options were found.', 'kiosk' ) }</p>;
	}
	return (
		<fieldset className="kiosk-shipping-rates" disabled={ disabled }>
			<legend className="screen-reader-text">
				{ pkg.name || __( 'Shipping options', 'kiosk' ) }
			</legend>
			{ pkg.shipping_rates.map( ( rate ) => (
				<label
					key={ rate.rate_id }
					className="kiosk-shipping-rate"
					htmlFor={ `kiosk-rate-${ pkg.package_id }-${ rate.rate_id }` }
				>
					<input
						id={ `kiosk-rate-${ pkg.package_id }-${ rate.rate_id }` }
						type="radio"
						name={ `kiosk-rate-${ pkg.package_id }` }
						value={ rate.rate_id }
						checked={ rate.rate_id === selected }
						onChange={ () => onSelect( rate.rate_id ) }
					/>
					<span>{ rate.name }</span>
					<span className="kiosk-shipping-rate__price">
						{ ratePrice( rate, includeTax ) }
					</span>
				</label>
			) ) }
		</fieldset>
	);
}

export function Shipping( {
	cart,
	actions,
	includeTax,
	isBusy,
	countries,
}: {
	cart: Cart;
	actions: CartActions;
	includeTax: boolean;
	isBusy: boolean;
	/** The shipping estimate's countries (`shopSettings().shippingCountries`). */
	countries: Array< { code: string; name: string } >;
} ) {
	const [ calcOpen, setCalcOpen ] = useState( false );
	if ( ! cart.needsShipping ) {
		return null;
	}
	const total = cart.totals.total_shipping;
	const packages = cart.shippingRates;
	const address = cart.shippingAddress;
	const value =
		total === null
			? null
			: Number( total ) +
				( includeTax
					? Number( cart.totals.total_shipping_tax || 0 )
					: 0 );
	const onSelect = ( pkg: ShippingPackage ) => ( rateId: string ) =>
		actions
			.selectShippingRate( rateId, pkg.package_id )
			.catch( () => undefined );
	return (
		<div className="kiosk-totals-shipping">
			<TotalsRow
				label={ __( 'Shipping', 'kiosk' ) }
				value={ value !== null && value > 0 ? value : undefined }
				currency={ cart.totals }
			>
				{ value === 0 && cart.hasCalculatedShipping && (
					<span className="kiosk-totals-row__value">
						{ __( 'Free', 'kiosk' ) }
					</span>
				) }
			</TotalsRow>
			{ address.country && (
				<p className="kiosk-shipping-destination">
					{ sprintf(
						/* translators: %s: postcode and country */
						__( 'Shipping to %s', 'kiosk' ),
						[
							address.postcode,
							address.city,
							countryName( address.country, countries ),
						]
							.filter( Boolean )
							.join( ' ' )
					) }
				</p>
			) }
			<button
				type="button"
				className="kiosk-panel__toggle"
				aria-expanded={ calcOpen }
				onClick={ () => setCalcOpen( ! calcOpen ) }
			>
				{ address.country
					? __( 'Change address', 'kiosk' )
					: __( 'Enter address to check delivery options', 'kiosk' ) }
			</button>
			{ calcOpen && (
				<Suspense fallback={ null }>
					<ShippingCalculator
						address={ address }
						countries={ countries }
						onSubmit={ ( shippingAddress ) =>
							actions
								.updateCustomerData( {
									shipping_address: shippingAddress,
								} )
								.then( () => setCalcOpen( false ) )
						}
					/>
				</Suspense>
			) }
			{ packages.length === 1 && (
				<Rates
					pkg={ packages[ 0 ] }
					includeTax={ includeTax }
					onSelect={ onSelect( packages[ 0 ] ) }
					disabled={ isBusy }
				/>
			) }
			{ packages.length > 1 &&
				packages.map( ( pkg ) => (
					<details
						key={ pkg.package_id }
						className="kiosk-shipping-package"
					>
						<summary>{ pkg.name }</summary>
						<Rates
							pkg={ pkg }
							includeTax={ includeTax }
							onSelect={ onSelect( pkg ) }
							disabled={ isBusy }
						/>
					</details>
				) ) }
		</div>
	);
}
