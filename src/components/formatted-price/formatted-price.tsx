/**
 * A price in minor units, formatted with its currency.
 */
import { formatPrice, type Currency } from './format';

export interface FormattedPriceProps {
	amount: string | number;
	currency: Currency;
	className?: string;
}

/** The formatted price. */
export function FormattedPrice( {
	amount,
	currency,
	className = '',
}: FormattedPriceProps ) {
	return (
		<span className={ `kiosk-price ${ className }`.trim() }>
			{ formatPrice( amount, currency ) }
		</span>
	);
}
