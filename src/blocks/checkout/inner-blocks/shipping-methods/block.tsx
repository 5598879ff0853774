/**
 * Shipping methods: a radio list per package ('Free' for a zero price),
 * package panels that collapse when there are several packages, and the
 * shipping error status.
 */
import { __, sprintf } from '@wordpress/i18n';
import { type ShippingPackage, type ShippingRate } from '@kiosk/data';
import { formatPrice } from '../../../../components/formatted-price';
import { useCartPart, useCheckoutContext } from '../../context';
import { EVENTS } from '../../../../shared/checkout/emitter';
import { shippingErrorStatus } from '@kiosk/checkout-data';
import { StepHeading } from '../step-heading';
import { useCartActions } from '../../../../shared-ui/cart/use-store-cart';

export const isPickupRate = ( rate: ShippingRate ) =>
	rate.method_id === 'pickup_location';

/** The displayed price of a rate: 'Free' for zero. */
export function RatePrice( {
	rate,
	includeTax,
}: {
	rate: ShippingRate;
	includeTax: boolean;
} ) {
	const amount =
		Number( rate.price ) + ( includeTax ? Number( rate.taxes ) : 0 );
	return (
		<span className="kiosk-rate__price">
			{ amount === 0
				? __( 'Free', 'kiosk' )
				: formatPrice( amount, rate ) }
		</span>
	);
}

function PackageRates( {
	pkg,
	includeTax,
}: {
	pkg: ShippingPackage;
	includeTax: boolean;
} ) {
	const { bus } = useCheckoutContext();
	const { selectShippingRate } = useCartActions();
	const rates = pkg.shipping_rates.filter(
		( rate ) => ! isPickupRate( rate )
	);
	const selected =
		rates.find( ( rate ) => rate.selected )?.rate_id || rates[ 0 ]?.rate_id;
	const name = `shipping-rate-${ pkg.package_id }`;
	return (
		<div
			className="kiosk-radio-control"
			role="radiogroup"
			aria-label={ pkg.name || __( 'Shipping options', 'kiosk' ) }
		>
			{ rates.map( ( rate ) => (
				<label
					key={ rate.rate_id }
					className={ `kiosk-radio-control__option${ rate.rate_id === selected ? ' is-checked' : '' }` }
					htmlFor={ `${ name }-${ rate.rate_id }` }
				>
					<input
						id={ `${ name }-${ rate.rate_id }` }
						type="radio"
						name={ name }
						value={ rate.rate_id }
						checked={ rate.rate_id === selected }
						onChange={ () =>
							selectShippingRate(
								rate.rate_id,
								pkg.package_id
							).then(
								() =>
									bus.emit(
										EVENTS.SHIPPING_RATE_SELECT_SUCCESS,
										rate
									),
								( error ) =>
									bus.emit(
										EVENTS.SHIPPING_RATE_SELECT_FAIL,
										error
									)
							)
						}
					/>
					<span className="kiosk-rate__name">{ rate.name }</span>
					<RatePrice rate={ rate } includeTax={ includeTax } />
					{ rate.delivery_time && (
						<span className="kiosk-rate__meta">
							{ rate.delivery_time }
						</span>
					) }
				</label>
			) ) }
		</div>
	);
}

/** The shipping methods step. */
export function ShippingMethods() {
	const { settings } = useCheckoutContext();
	// The parts it shows, so that an answer changing only a name or a street
	// leaves the step as it is.
	const cart = useCartPart(
		( { shippingRates, errors, hasCalculatedShipping } ) => ( {
			shippingRates,
			errors,
			hasCalculatedShipping,
		} )
	);
	const packages = cart.shippingRates;
	const status = shippingErrorStatus( cart.errors );
	const includeTax = settings.displayCartPricesIncludingTax !== false;
	const hasRates = packages.some( ( pkg ) =>
		pkg.shipping_rates.some( ( rate ) => ! isPickupRate( rate ) )
	);
	return (
		<fieldset className="kiosk-checkout-step kiosk-checkout__shipping-methods">
			<StepHeading title={ __( 'Shipping options', 'kiosk' ) } />
			{ status === 'invalid_address' && (
				<p className="kiosk-notice kiosk-notice--warning" role="status">
					{
						cart.errors.find( ( e ) =>
							/shipping_rates/.test( e.code )
						)?.message
					}
				</p>
			) }
			{ ! hasRates && status !== 'invalid_address' && (
				<p className="kiosk-checkout__no-rates">
					{ cart.hasCalculatedShipping
						? __(
								'There are no shipping options available. Please check your shipping address.',
								'kiosk'
							)
						: __(
								'Shipping options will be displayed here after entering your full shipping address.',
								'kiosk'
							) }
				</p>
			) }
			{ packages.length > 1
				? packages.map( ( pkg, index ) => (
						<details
							key={ pkg.package_id }
							className="kiosk-shipping-package"
							open={ index === 0 }
						>
							<summary>
								{ pkg.name ||
									sprintf(
										/* translators: %d: package number */
										__( 'Shipment %d', 'kiosk' ),
										index + 1
									) }
							</summary>
							<ul className="kiosk-shipping-package__items">
								{ pkg.items.map( ( item ) => (
									<li key={ item.key }>
										{ item.name } × { item.quantity }
									</li>
								) ) }
							</ul>
							<PackageRates
								pkg={ pkg }
								includeTax={ includeTax }
							/>
						</details>
					) )
				: packages.map( ( pkg ) => (
						<PackageRates
							key={ pkg.package_id }
							pkg={ pkg }
							includeTax={ includeTax }
						/>
					) ) }
		</fieldset>
	);
}
