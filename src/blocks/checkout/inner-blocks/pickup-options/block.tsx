/**
 * Delivery vs local pickup, and the pickup locations.
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { type ShippingRate } from '@kiosk/data';
import { CHECKOUT_STORE_KEY } from '@kiosk/checkout-data';
import { useCartPart, useCheckoutContext } from '../../context';
import { useCheckout } from '../../hooks/use-checkout-state';
import { RatePrice, isPickupRate } from '../shipping-methods/block';
import { StepHeading } from '../step-heading';
import { useCartActions } from '../../../../shared-ui/cart/use-store-cart';

const meta = ( rate: ShippingRate, key: string ) =>
	rate.meta_data.find( ( m ) => m.key === key )?.value || '';

/** The ship/pickup toggle. */
export function DeliveryMethod() {
	const { settings } = useCheckoutContext();
	const prefersCollection = useCheckout( ( c ) => c.prefersCollection() );
	const { __internalSetPrefersCollection } = useDispatch(
		CHECKOUT_STORE_KEY
	) as unknown as Record< string, ( v: boolean ) => void >;
	const shippingRates = useCartPart( ( cart ) => cart.shippingRates );
	const { selectShippingRate } = useCartActions();
	const choose = ( pickup: boolean ) => {
		__internalSetPrefersCollection( pickup );
		const rates = shippingRates[ 0 ]?.shipping_rates || [];
		const target = rates.find(
			( rate ) => isPickupRate( rate ) === pickup
		);
		if ( target && ! target.selected ) {
			selectShippingRate(
				target.rate_id,
				pickup ? null : shippingRates[ 0 ].package_id
			).catch( () => undefined );
		}
	};
	return (
		<fieldset className="kiosk-checkout-step kiosk-checkout__delivery-method">
			<StepHeading title={ __( 'Delivery', 'kiosk' ) } />
			<div
				className="kiosk-toggle"
				role="radiogroup"
				aria-label={ __( 'Delivery', 'kiosk' ) }
			>
				<label
					className={ ! prefersCollection ? 'is-checked' : '' }
					htmlFor="kiosk-delivery-method-ship"
				>
					<input
						id="kiosk-delivery-method-ship"
						type="radio"
						name="delivery-method"
						checked={ ! prefersCollection }
						onChange={ () => choose( false ) }
					/>
					{ __( 'Ship', 'kiosk' ) }
				</label>
				<label
					className={ prefersCollection ? 'is-checked' : '' }
					htmlFor="kiosk-delivery-method-pickup"
				>
					<input
						id="kiosk-delivery-method-pickup"
						type="radio"
						name="delivery-method"
						checked={ prefersCollection }
						onChange={ () => choose( true ) }
					/>
					{ settings.localPickupLabel ||
						__( 'Local pickup', 'kiosk' ) }
				</label>
			</div>
		</fieldset>
	);
}

/** The pickup locations. */
export function PickupOptions() {
	const { settings } = useCheckoutContext();
	const shippingRates = useCartPart( ( cart ) => cart.shippingRates );
	const { selectShippingRate } = useCartActions();
	const rates = ( shippingRates[ 0 ]?.shipping_rates || [] ).filter(
		isPickupRate
	);
	const saved = rates.find( ( rate ) => rate.selected )?.rate_id;
	// The shopper's choice shows at once; the cart's answer confirms it (or a failure reverts it).
	const [ chosen, setChosen ] = useState< string | null >( null );
	useEffect( () => setChosen( null ), [ saved ] );
	const selected = chosen ?? saved;
	return (
		<fieldset className="kiosk-checkout-step kiosk-checkout__pickup-options">
			<StepHeading title={ __( 'Pickup locations', 'kiosk' ) } />
			{ shippingRates.length > 1 && (
				<p className="kiosk-notice kiosk-notice--warning">
					{ __(
						'Multiple shipments must have the same pickup location',
						'kiosk'
					) }
				</p>
			) }
			<div
				className="kiosk-radio-control"
				role="radiogroup"
				aria-label={ __( 'Pickup locations', 'kiosk' ) }
			>
				{ rates.map( ( rate ) => (
					<label
						key={ rate.rate_id }
						className={ `kiosk-radio-control__option${ rate.rate_id === selected ? ' is-checked' : '' }` }
						htmlFor={ `kiosk-pickup-location-${ rate.rate_id }` }
					>
						<input
							id={ `kiosk-pickup-location-${ rate.rate_id }` }
							type="radio"
							name="pickup-location"
							value={ rate.rate_id }
							checked={ rate.rate_id === selected }
							onChange={ () => {
								setChosen( rate.rate_id );
								selectShippingRate( rate.rate_id, null ).catch(
									() => setChosen( null )
								);
							} }
						/>
						<span className="kiosk-rate__name">
							{ meta( rate, 'pickup_location' ) || rate.name }
						</span>
						<RatePrice
							rate={ rate }
							includeTax={
								settings.displayCartPricesIncludingTax !== false
							}
						/>
						<span className="kiosk-rate__meta">
							{ meta( rate, 'pickup_address' ) }
						</span>
						{ meta( rate, 'pickup_details' ) && (
							<span className="kiosk-rate__meta">
								{ meta( rate, 'pickup_details' ) }
							</span>
						) }
					</label>
				) ) }
			</div>
		</fieldset>
	);
}
