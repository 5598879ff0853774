/**
 * The order total with its included VAT, as one line: directly above the
 * place-order button (the price right before the binding order, § 312j
 * BGB) and in the phone's collapsed order summary.
 */
import { __, sprintf } from '@wordpress/i18n';
import { formatPrice } from '../../../components/formatted-price';
import { useCartPart, useCheckoutContext } from '../context';

/** The total and its tax note. */
export function OrderTotal( { className }: { className: string } ) {
	const { settings } = useCheckoutContext();
	// The totals alone: an answer that changes only an address leaves them.
	const t = useCartPart( ( cart ) => cart.totals );
	const incl = settings.displayCartPricesIncludingTax !== false;
	const showTax = settings.taxesEnabled && Number( t.total_tax ) > 0;
	return (
		<span className={ className }>
			<span className={ `${ className }-label` }>
				{ __( 'Total', 'kiosk' ) }
			</span>{ ' ' }
			<strong>{ formatPrice( Number( t.total_price || 0 ), t ) }</strong>
			{ incl && showTax && (
				<span className="kiosk-totals__tax-note">
					{ sprintf(
						/* translators: %s: the tax amount */
						__( 'Including %s in taxes', 'kiosk' ),
						formatPrice( Number( t.total_tax ), t )
					) }
				</span>
			) }
		</span>
	);
}
