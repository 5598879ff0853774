/**
 * The cart items area: the line-item table and the cross-sells (in the
 * cart's own bundle, 0.5 KB: they render with the items, so nothing pops in
 * and pushes the totals down).
 */
import { LineItems } from '../../../../shared/cart/line-items';
import { CrossSells } from '../cross-sells/cross-sells';
import type { CartView } from '../../cart-view';
import { RegisteredBlocks } from '../../../../shared/registered-blocks';

export function CartItems( { view }: { view: CartView } ) {
	const { state, actions, settings } = view;
	return (
		<div className="kiosk-cart__items">
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
					actions.removeItemFromCart( key ).catch( () => undefined )
				}
			/>
			{ state.cart.crossSells.length > 0 && (
				<CrossSells
					products={ state.cart.crossSells }
					actions={ actions }
					pending={ state.pendingAdd }
				/>
			) }
			<RegisteredBlocks area="kiosk/cart-items-block" />
		</div>
	);
}
