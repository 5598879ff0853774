/** The cross-sells area on the front end: nothing when the cart has none. */
import type { CartAreaProps } from '../../cart-view';
import { CrossSells } from './block';

export default function CrossSellsArea( { view, children }: CartAreaProps ) {
	const { state, actions } = view;
	if ( ! state.cart.crossSells.length ) {
		return null;
	}
	return (
		<CrossSells
			products={ state.cart.crossSells }
			actions={ actions }
			pending={ state.pendingAdd }
		>
			{ children }
		</CrossSells>
	);
}
