/**
 * The filled cart: the items column beside the totals column (the areas
 * inside, where the owner saved them).
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

export function FilledCart( { children }: { children?: ReactNode } ) {
	return (
		<div className="kiosk-filled-cart">
			<h2 className="screen-reader-text">{ __( 'Cart', 'kiosk' ) }</h2>
			{ children }
		</div>
	);
}
