/** The order summary's totals on the front end, then the blocks inside them. */
import type { ReactNode } from 'react';
import { OrderSummaryTotals } from './block';

export default function OrderSummaryTotalsArea( {
	children,
}: {
	children?: ReactNode;
} ) {
	return (
		<>
			<OrderSummaryTotals />
			{ children }
		</>
	);
}
