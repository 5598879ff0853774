/**
 * The empty mini cart: a note and a link to the shop, named as the empty
 * cart page's ('Browse store').
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

export function EmptyMiniCart( {
	shopUrl,
	children,
}: {
	shopUrl: string;
	children?: ReactNode;
} ) {
	return (
		<div className="kiosk-empty-mini-cart">
			<p className="kiosk-mini-cart__empty">
				{ __( 'Your cart is currently empty!', 'kiosk' ) }
			</p>
			<a className="kiosk-button" href={ shopUrl }>
				{ __( 'Browse store', 'kiosk' ) }
			</a>
			{ children }
		</div>
	);
}
