/**
 * The totals of the cart: subtotal, coupons, fees (zero hidden), shipping,
 * taxes per the display settings, and the estimated total.
 */
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import type { Cart } from '../../../../data/cart/types';
import { formatPrice } from '../../../../components/formatted-price';
import { applyFilter } from '../../../../shared/page-registry';
import type { CartSettings } from '../../../../shared/cart/settings';
import type { CartActions } from '../../../../shared-ui/cart/use-store-cart';
import { Coupons } from './coupons';
import { Shipping } from './shipping';
import { TotalsRow } from './totals-row';
import { RegisteredBlocks } from '../../../../shared/registered-blocks';

export interface OrderSummaryProps {
	cart: Cart;
	actions: CartActions;
	settings: CartSettings;
	isApplyingCoupon: boolean;
	removingCoupon: string;
	isBusy: boolean;
	/** The blocks saved inside the area. */
	children?: ReactNode;
}

/** The cart totals block's summary. */
export function OrderSummary( {
	cart,
	actions,
	settings,
	isApplyingCoupon,
	removingCoupon,
	isBusy,
	children,
}: OrderSummaryProps ) {
	const t = cart.totals;
	const incl = settings.displayCartPricesIncludingTax;
	const subtotal =
		Number( t.total_items ) + ( incl ? Number( t.total_items_tax ) : 0 );
	const fees = cart.fees.filter(
		( fee ) => Number( fee.totals.total ) !== 0
	);
	const totalTax = Number( t.total_tax );
	const showTaxes = settings.taxesEnabled || totalTax > 0;
	const label = applyFilter( {
		filterName: 'totalLabel',
		defaultValue: __( 'Estimated total', 'kiosk' ),
		extensions: cart.extensions,
		arg: { cart },
	} );
	return (
		<div className="kiosk-order-summary">
			<h2 className="kiosk-cart__heading">
				{ __( 'Cart totals', 'kiosk' ) }
			</h2>
			<TotalsRow
				label={ __( 'Subtotal', 'kiosk' ) }
				value={ subtotal }
				currency={ t }
			/>
			<Coupons
				cart={ cart }
				actions={ actions }
				isApplying={ isApplyingCoupon }
				removing={ removingCoupon }
			/>
			{ fees.map( ( fee ) => (
				<TotalsRow
					key={ fee.id }
					label={ fee.name }
					value={
						Number( fee.totals.total ) +
						( incl ? Number( fee.totals.total_tax ) : 0 )
					}
					currency={ t }
				/>
			) ) }
			<Shipping
				cart={ cart }
				actions={ actions }
				includeTax={ incl }
				isBusy={ isBusy }
				countries={ settings.shippingCountries }
			/>
			{ showTaxes &&
				! incl &&
				( settings.displayItemizedTaxes ? (
					t.tax_lines.map( ( line ) => (
						<TotalsRow
							key={ line.name + line.rate }
							label={ line.name }
							value={ line.price }
							currency={ t }
						/>
					) )
				) : (
					<TotalsRow
						label={ __( 'Taxes', 'kiosk' ) }
						value={ totalTax }
						currency={ t }
					/>
				) ) }
			<RegisteredBlocks area="kiosk/cart-order-summary-totals-block" />
			<div className="kiosk-totals-row kiosk-totals-footer">
				<span className="kiosk-totals-row__label">{ label }</span>
				<span className="kiosk-totals-row__value kiosk-totals-footer__value">
					{ formatPrice( t.total_price, t ) }
				</span>
				{ showTaxes && incl && totalTax > 0 && (
					<p className="kiosk-totals-footer__tax">
						{ settings.displayItemizedTaxes
							? t.tax_lines.map( ( line ) => (
									<span
										key={ line.name + line.rate }
										className="kiosk-totals-footer__tax-line"
									>
										{ sprintf(
											/* translators: %1$s: tax amount, %2$s: tax name */
											__(
												'Including %1$s %2$s',
												'kiosk'
											),
											formatPrice( line.price, t ),
											line.name
										) }
									</span>
								) )
							: /* translators: %s: tax amount */ sprintf(
									__( 'Including %s in taxes', 'kiosk' ),
									formatPrice( totalTax, t )
								) }
					</p>
				) }
			</div>
			{ children }
		</div>
	);
}
