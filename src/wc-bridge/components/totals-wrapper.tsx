/**
 * `TotalsWrapper` of `wc.blocksCheckout`: groups totals rows
 * (`className`, `slotWrapper` as WooCommerce's); nothing without children.
 */
import { Children } from '@wordpress/element';
import type { ReactNode } from 'react';

export function TotalsWrapper( {
	children,
	slotWrapper = false,
	className = '',
}: {
	children?: ReactNode;
	slotWrapper?: boolean;
	className?: string;
} ) {
	if ( ! Children.toArray( children ).length ) {
		return null;
	}
	return (
		<div
			className={ [
				'wc-block-components-totals-wrapper kiosk-totals-wrapper',
				slotWrapper && 'slot-wrapper',
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ children }
		</div>
	);
}
