/**
 * The mini cart's footer: the subtotal, the price note, the links to the
 * cart and the checkout, then the blocks saved inside it.
 */
import { __ } from '@wordpress/i18n';
import { formatPrice } from '../../../../components/formatted-price';
import { PriceNote } from '../../../../components/price-note';
import type { MiniCartAreaProps } from '../../mini-cart-view';

export function MiniCartFooter( { view, children }: MiniCartAreaProps ) {
	const { settings } = view;
	const t = view.state.cart.totals;
	const subtotal =
		Number( t.total_items ) +
		( settings.displayCartPricesIncludingTax
			? Number( t.total_items_tax )
			: 0 );
	return (
		<div className="kiosk-mini-cart__footer">
			<p className="kiosk-totals-row">
				<span>{ __( 'Subtotal', 'kiosk' ) }</span>
				<strong>{ formatPrice( subtotal, t ) }</strong>
			</p>
			<PriceNote
				className="kiosk-mini-cart__footer-note"
				taxesEnabled={ settings.taxesEnabled }
				includingTax={ settings.displayCartPricesIncludingTax }
				shippingUrl={ settings.shippingUrl }
			/>
			<div className="kiosk-mini-cart__actions">
				<a
					className="kiosk-button kiosk-button--outline"
					href={ settings.cartUrl }
				>
					{ __( 'View my cart', 'kiosk' ) }
				</a>
				<a className="kiosk-button" href={ settings.checkoutUrl }>
					{ __( 'Go to checkout', 'kiosk' ) }
				</a>
			</div>
			{ children }
		</div>
	);
}
