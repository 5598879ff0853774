/**
 * The mini cart's items: the item table with quantity and remove controls
 * (shared with the cart, src/shared/cart/line-items.tsx), then the blocks
 * saved inside the area.
 */
import { LineItems } from '../../../../shared/cart/line-items';
import type { MiniCartAreaProps } from '../../mini-cart-view';

export function MiniCartItems( { view, children }: MiniCartAreaProps ) {
	const { state, actions, settings } = view;
	return (
		<div className="kiosk-mini-cart__items kiosk-cart is-mobile">
			<LineItems
				items={ state.cart.items }
				pendingQuantity={ state.pendingQuantity }
				pendingDelete={ state.pendingDelete }
				includeTax={ settings.displayCartPricesIncludingTax }
				onQuantity={ ( key, q ) =>
					actions
						.changeCartItemQuantity( key, q )
						.catch( () => undefined )
				}
				onRemove={ ( key ) =>
					actions.removeItemFromCart( key ).then(
						() => true,
						() => false
					)
				}
			/>
			{ children }
		</div>
	);
}
