/**
 * The empty cart: a heading and a link to the shop.
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

export function EmptyCart( {
	shopUrl,
	children,
}: {
	shopUrl: string;
	children?: ReactNode;
} ) {
	return (
		<div className="kiosk-empty-cart">
			<h2 className="kiosk-cart__heading">
				{ __( 'Your cart is currently empty!', 'kiosk' ) }
			</h2>
			<p>
				<a className="kiosk-button" href={ shopUrl }>
					{ __( 'Browse store', 'kiosk' ) }
				</a>
			</p>
			{ children }
		</div>
	);
}
