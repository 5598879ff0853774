/**
 * `components.PaymentMethodIcons` of payment methods: brand badges in a row.
 * In the payment chunk (./payment-components.tsx loads it when a method
 * first renders it; the regular methods render after that chunk loaded).
 */
import { PaymentIcon } from '../../payment-methods/icons';

/** The icons. */
export default function PaymentMethodIcons( {
	icons = [],
}: {
	icons?: Array< string | { id: string } >;
} ) {
	return (
		<span className="kiosk-payment-icons">
			{ icons.map( ( icon ) => {
				const id = typeof icon === 'string' ? icon : icon.id;
				return <PaymentIcon key={ id } name={ id } />;
			} ) }
		</span>
	);
}
