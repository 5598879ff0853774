/**
 * The mini cart's footer: the subtotal, the price note, the links to the
 * cart and the checkout, then the blocks saved inside it. The links wait
 * for the cart's pending changes (a quick + just before is sent at once),
 * busy meanwhile.
 */
import { __ } from '@wordpress/i18n';
import { formatPrice } from '../../../../components/formatted-price';
import { PriceNote } from '../../../../components/price-note';
import { SettledLink } from '../../../../shared-ui/cart/settled-link';
import type { MiniCartAreaProps } from '../../mini-cart-view';

export function MiniCartFooter( { view, children }: MiniCartAreaProps ) {
	const { settings, actions } = view;
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
				<SettledLink
					className="kiosk-button kiosk-button--outline"
					href={ settings.cartUrl }
					flush={ actions.flushPendingCartChanges }
				>
					{ __( 'View my cart', 'kiosk' ) }
				</SettledLink>
				<SettledLink
					className="kiosk-button"
					href={ settings.checkoutUrl }
					flush={ actions.flushPendingCartChanges }
				>
					{ __( 'Go to checkout', 'kiosk' ) }
				</SettledLink>
			</div>
			{ children }
		</div>
	);
}
