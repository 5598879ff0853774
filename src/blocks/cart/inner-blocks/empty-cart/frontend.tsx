/** The empty cart area on the front end. */
import type { CartAreaProps } from '../../cart-view';
import { EmptyCart } from './block';

export default function EmptyCartArea( { view, children }: CartAreaProps ) {
	return (
		<EmptyCart shopUrl={ view.settings.shopUrl }>{ children }</EmptyCart>
	);
}
