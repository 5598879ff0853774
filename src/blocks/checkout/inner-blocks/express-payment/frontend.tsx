/** The express payment area on the front end. */
import type { AreaProps } from '../../layout/form-state';
import { ExpressPayment } from './block';

export default function ExpressPaymentArea( { form, children }: AreaProps ) {
	return (
		<>
			<ExpressPayment onSubmit={ form.onSubmit } />
			{ children }
		</>
	);
}
