/** The express payment area on the front end. */
import type { AreaProps } from '../../layout/form-state';
import { ExpressPayment } from './block';

export default function ExpressPaymentArea( { children }: AreaProps ) {
	return (
		<>
			<ExpressPayment />
			{ children }
		</>
	);
}
