/**
 * One label/value row of the totals.
 */
import {
	FormattedPrice,
	type Currency,
} from '../../../../components/formatted-price';

export function TotalsRow( {
	label,
	value,
	currency,
	className = '',
	children,
}: {
	label: React.ReactNode;
	value?: number | string | null;
	currency: Currency;
	className?: string;
	children?: React.ReactNode;
} ) {
	return (
		<div className={ `kiosk-totals-row ${ className }`.trim() }>
			<span className="kiosk-totals-row__label">{ label }</span>
			{ value !== undefined && value !== null && (
				<FormattedPrice
					className="kiosk-totals-row__value"
					amount={ value }
					currency={ currency }
				/>
			) }
			{ children }
		</div>
	);
}
