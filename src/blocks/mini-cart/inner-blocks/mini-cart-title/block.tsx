/**
 * The filled mini cart's heading: "Your cart (2 items)", or the owner's
 * label followed by the item count (WooCommerce's title label and items
 * counter), then the blocks saved inside it.
 */
import type { ReactNode } from 'react';
import { _n, sprintf } from '@wordpress/i18n';

/** The default heading for a number of items. */
export function cartTitle( count: number ): string {
	return sprintf(
		/* translators: %d: number of items */
		_n( 'Your cart (%d item)', 'Your cart (%d items)', count, 'kiosk' ),
		count
	);
}

/** The item count after an owner's label. */
export function itemsCounter( count: number ): string {
	return sprintf(
		/* translators: %d: number of items */
		_n( '(%d item)', '(%d items)', count, 'kiosk' ),
		count
	);
}

/** The heading as text: the owner's label and the count, or the default heading (the drawer's name). */
export function titleText( count: number, label = '' ): string {
	return label ? `${ label } ${ itemsCounter( count ) }` : cartTitle( count );
}

export function MiniCartTitle( {
	count,
	label,
	children,
}: {
	count: number;
	/** The owner's label ('' or none: the default heading). */
	label?: string;
	children?: ReactNode;
} ) {
	return (
		<>
			<h2 className="kiosk-mini-cart__title">
				{ label ? (
					<>
						{ label }{ ' ' }
						<span className="kiosk-mini-cart__title-count">
							{ itemsCounter( count ) }
						</span>
					</>
				) : (
					cartTitle( count )
				) }
			</h2>
			{ children }
		</>
	);
}
