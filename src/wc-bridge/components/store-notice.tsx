/**
 * `StoreNotice` of `wc.blocksCheckout`: a notice with WooCommerce's
 * `status` (`error`, `warning`, `info`, `success`, `default`), class names
 * and roles (an error is an alert, the others a status), `className`.
 */
import type { ReactNode } from 'react';

export function StoreNotice( {
	status = 'default',
	className = '',
	children,
}: {
	status?: 'error' | 'warning' | 'info' | 'success' | 'default';
	className?: string;
	children?: ReactNode;
	[ prop: string ]: unknown;
} ) {
	return (
		<div
			className={ `wc-block-components-notice-banner is-${ status } kiosk-notice kiosk-notice--${ status } ${ className }`.trim() }
			role={ status === 'error' ? 'alert' : 'status' }
		>
			<div className="wc-block-components-notice-banner__content kiosk-notice__content">
				{ children }
			</div>
		</div>
	);
}
