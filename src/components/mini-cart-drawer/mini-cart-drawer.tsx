/**
 * The mini cart's drawer contents: title, items and footer when filled,
 * a link to the shop when empty (the mini cart's named parts).
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { NOTICE_CONTEXT } from '@kiosk/data';
import { Drawer } from '../drawer';
import { StoreNotices } from '../notices';
import { Skeleton } from '../skeleton';
import { formatPrice } from '../formatted-price';
import { PriceNote } from '../price-note';
import { LineItems } from '../../shared/cart/line-items';
import { cartSettings } from '../../shared/cart/settings';
import { useCartActions, useStoreCart } from '../../shared/cart/use-store-cart';
import { RegisteredBlocks } from '../../shared/registered-blocks';
import '../../blocks/cart/style.css';
import './style.css';

export function MiniCartDrawer( {
	isOpen,
	onClose,
}: {
	isOpen: boolean;
	onClose: () => void;
} ) {
	const state = useStoreCart();
	const actions = useCartActions();
	const settings = cartSettings();
	const { cart } = state;
	const count = cart.itemsCount;
	const title = sprintf(
		/* translators: %d: number of items */
		_n( 'Your cart (%d item)', 'Your cart (%d items)', count, 'kiosk' ),
		count
	);
	const t = cart.totals;
	const subtotal =
		Number( t.total_items ) +
		( settings.displayCartPricesIncludingTax
			? Number( t.total_items_tax )
			: 0 );
	return (
		<Drawer
			isOpen={ isOpen }
			onClose={ onClose }
			title={ state.isLoading || ! count ? __( 'Cart', 'kiosk' ) : title }
			className="kiosk-mini-cart-drawer"
		>
			<div className="kiosk-mini-cart-contents">
				<StoreNotices context={ NOTICE_CONTEXT.MINI_CART } />
				{ state.isLoading && <Skeleton /> }
				{ ! state.isLoading && ! count && (
					<div className="kiosk-empty-mini-cart">
						<p className="kiosk-mini-cart__empty">
							{ __( 'Your cart is currently empty!', 'kiosk' ) }
						</p>
						<a className="kiosk-button" href={ settings.shopUrl }>
							{ __( 'Start shopping', 'kiosk' ) }
						</a>
						<RegisteredBlocks area="kiosk/empty-mini-cart-contents-block" />
					</div>
				) }
				{ ! state.isLoading && count > 0 && (
					<div className="kiosk-filled-mini-cart">
						<h2 className="kiosk-mini-cart__title">{ title }</h2>
						<RegisteredBlocks area="kiosk/mini-cart-title-block" />
						<div className="kiosk-mini-cart__items kiosk-cart is-mobile">
							<LineItems
								items={ cart.items }
								pendingQuantity={ state.pendingQuantity }
								pendingDelete={ state.pendingDelete }
								includeTax={
									settings.displayCartPricesIncludingTax
								}
								onQuantity={ ( key, q ) =>
									actions
										.changeCartItemQuantity( key, q )
										.catch( () => undefined )
								}
								onRemove={ ( key ) =>
									actions
										.removeItemFromCart( key )
										.catch( () => undefined )
								}
							/>
							<RegisteredBlocks area="kiosk/mini-cart-items-block" />
						</div>
						<div className="kiosk-mini-cart__footer">
							<p className="kiosk-totals-row">
								<span>{ __( 'Subtotal', 'kiosk' ) }</span>
								<strong>{ formatPrice( subtotal, t ) }</strong>
							</p>
							<PriceNote
								className="kiosk-mini-cart__footer-note"
								taxesEnabled={ settings.taxesEnabled }
								includingTax={
									settings.displayCartPricesIncludingTax
								}
								shippingUrl={ settings.shippingUrl }
							/>
							<div className="kiosk-mini-cart__actions">
								<a
									className="kiosk-button kiosk-button--outline"
									href={ settings.cartUrl }
								>
									{ __( 'View my cart', 'kiosk' ) }
								</a>
								<a
									className="kiosk-button"
									href={ settings.checkoutUrl }
								>
									{ __( 'Go to checkout', 'kiosk' ) }
								</a>
							</div>
							<RegisteredBlocks area="kiosk/mini-cart-footer-block" />
						</div>
						<RegisteredBlocks area="kiosk/filled-mini-cart-contents-block" />
					</div>
				) }
				<RegisteredBlocks area="kiosk/mini-cart-contents" />
			</div>
		</Drawer>
	);
}
