/** The empty mini cart on the front end. */
import type { MiniCartAreaProps } from '../../mini-cart-view';
import { EmptyMiniCart } from './block';

export default function EmptyMiniCartArea( {
	view,
	children,
}: MiniCartAreaProps ) {
	return (
		<EmptyMiniCart shopUrl={ view.settings.shopUrl }>
			{ children }
		</EmptyMiniCart>
	);
}
