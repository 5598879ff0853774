/** The order summary area on the front end: the blocks inside it follow the items. */
import type { ReactNode } from 'react';
import { OrderSummary } from './block';

export default function OrderSummaryArea( {
	children,
	idPrefix,
}: {
	children?: ReactNode;
	idPrefix?: string;
} ) {
	return <OrderSummary idPrefix={ idPrefix }>{ children }</OrderSummary>;
}
