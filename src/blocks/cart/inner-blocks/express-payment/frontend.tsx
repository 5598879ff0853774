/** The express payment area on the front end. */
import type { CartAreaProps } from '../../cart-view';
import { ExpressPayment } from './block';

export default function ExpressPaymentArea( {
	view,
	children,
}: CartAreaProps ) {
	return (
		<>
			<ExpressPayment cart={ view.state.cart } />
			{ children }
		</>
	);
}
