/** The mini cart's title on the front end, with the label the owner saved. */
import type { MiniCartAreaProps } from '../../mini-cart-view';
import { MiniCartTitle } from './block';

export default function MiniCartTitleArea( {
	view,
	attributes,
	children,
}: MiniCartAreaProps ) {
	const label = attributes?.label;
	return (
		<MiniCartTitle
			count={ view.state.cart.itemsCount }
			label={ typeof label === 'string' ? label.trim() : '' }
		>
			{ children }
		</MiniCartTitle>
	);
}
