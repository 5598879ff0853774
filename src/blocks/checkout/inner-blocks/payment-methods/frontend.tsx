/** The payment methods, when the order needs payment. */
import type { AreaProps } from '../../layout/form-state';
import { PaymentMethods } from './block';

export default function PaymentMethodsArea( { form, children }: AreaProps ) {
	return (
		<>
			{ form.cart.needsPayment && <PaymentMethods /> }
			{ children }
		</>
	);
}
