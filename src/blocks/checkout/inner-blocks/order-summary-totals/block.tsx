/**
 * The order summary's totals: subtotal, discounts, fees, shipping, then the
 * total with its included VAT directly below shipping.
 */
import { __, sprintf } from '@wordpress/i18n';
import { formatPrice } from '../../../../components/formatted-price';
import { shippingMethodsMissing } from '@kiosk/checkout-data';
import { useCartPart, useCheckoutContext } from '../../context';
import { useCheckout } from '../../hooks/use-checkout-state';
import { couponName } from '../../../../shared/cart/coupon-name';

/** The totals list. */
export function OrderSummaryTotals() {
	const { settings } = useCheckoutContext();
	// The parts shown, each kept by the cart store while unchanged: an
	// answer to an address push renders the totals only when they changed.
	const cart = useCartPart(
		( { totals, coupons, fees, needsShipping, shippingRates } ) => ( {
			totals,
			coupons,
			fees,
			needsShipping,
			shippingRates,
		} )
	);
	const t = cart.totals;
	const incl = settings.displayCartPricesIncludingTax !== false;
	const money = ( amount: string | number | null ) =>
		formatPrice( Number( amount || 0 ), t );
	const subtotal =
		Number( t.total_items ) + ( incl ? Number( t.total_items_tax ) : 0 );
	const discount =
		Number( t.total_discount ) +
		( incl ? Number( t.total_discount_tax ) : 0 );
	const shipping =
		t.total_shipping === null
			? null
			: Number( t.total_shipping ) +
				( incl ? Number( t.total_shipping_tax ) : 0 );
	const prefersCollection = useCheckout(
		( c ) => c.prefersCollection() as boolean
	);
	const missing =
		cart.needsShipping &&
		shippingMethodsMissing( cart, !! prefersCollection );
	const showTax = settings.taxesEnabled && Number( t.total_tax ) > 0;
	return (
		<dl className="kiosk-totals">
			<div className="kiosk-totals__row">
				<dt>{ __( 'Subtotal', 'kiosk' ) }</dt>
				<dd>{ money( subtotal ) }</dd>
			</div>
			{ cart.coupons.map( ( coupon ) => (
				<div
					key={ coupon.code }
					className="kiosk-totals__row kiosk-totals__row--discount"
				>
					<dt>
						{ sprintf(
							/* translators: %s: coupon code */
							__( 'Coupon: %s', 'kiosk' ),
							couponName( coupon )
						) }
					</dt>
					<dd>
						-
						{ money(
							Number( coupon.totals.total_discount ) +
								( incl
									? Number( coupon.totals.total_discount_tax )
									: 0 )
						) }
					</dd>
				</div>
			) ) }
			{ discount > 0 && ! cart.coupons.length && (
				<div className="kiosk-totals__row">
					<dt>{ __( 'Discount', 'kiosk' ) }</dt>
					<dd>-{ money( discount ) }</dd>
				</div>
			) }
			{ cart.fees
				.filter( ( fee ) => Number( fee.totals.total ) !== 0 )
				.map( ( fee ) => (
					<div key={ fee.key } className="kiosk-totals__row">
						<dt>{ fee.name }</dt>
						<dd>
							{ money(
								Number( fee.totals.total ) +
									( incl
										? Number( fee.totals.total_tax )
										: 0 )
							) }
						</dd>
					</div>
				) ) }
			{ cart.needsShipping && (
				<div className="kiosk-totals__row kiosk-totals__row--shipping">
					<dt>{ __( 'Shipping', 'kiosk' ) }</dt>
					{ missing ? (
						<dd className="kiosk-totals__shipping-notice">
							{ __(
								'Totals will be recalculated when a valid shipping method is selected.',
								'kiosk'
							) }
						</dd>
					) : (
						<dd>
							{ shipping === null &&
								__( 'Calculated at next step', 'kiosk' ) }
							{ shipping === 0 && __( 'Free', 'kiosk' ) }
							{ shipping !== null &&
								shipping !== 0 &&
								money( shipping ) }
						</dd>
					) }
				</div>
			) }
			{ ! incl &&
				showTax &&
				settings.displayItemizedTaxes &&
				t.tax_lines.map( ( line ) => (
					<div key={ line.name } className="kiosk-totals__row">
						<dt>{ line.name }</dt>
						<dd>{ money( line.price ) }</dd>
					</div>
				) ) }
			{ ! incl && showTax && ! settings.displayItemizedTaxes && (
				<div className="kiosk-totals__row">
					<dt>{ __( 'Taxes', 'kiosk' ) }</dt>
					<dd>{ money( t.total_tax ) }</dd>
				</div>
			) }
			<div className="kiosk-totals__row kiosk-totals__row--total">
				<dt>{ __( 'Total', 'kiosk' ) }</dt>
				<dd>
					<strong>{ money( t.total_price ) }</strong>
					{ incl && showTax && (
						<span className="kiosk-totals__tax-note">
							{ sprintf(
								/* translators: %s: the tax amount */
								__( 'Including %s in taxes', 'kiosk' ),
								money( t.total_tax )
							) }
						</span>
					) }
				</dd>
			</div>
		</dl>
	);
}
