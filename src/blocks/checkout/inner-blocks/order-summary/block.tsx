/**
 * Order summary: its title and the items; the blocks inside it (the totals,
 * extension blocks) follow the items.
 */
import type { ReactNode } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import { formatPrice } from '../../../../components/formatted-price';
import { ItemDetails } from '../../../../components/item-details';
import { useCartPart, useCheckoutContext } from '../../context';

/** The summary (`idPrefix` keeps ids unique when it shows twice). */
export function OrderSummary( {
	idPrefix = 'kiosk',
	children,
}: { idPrefix?: string; children?: ReactNode } = {} ) {
	const { settings } = useCheckoutContext();
	// The items only: an answer to an address push keeps them, and the
	// summary does not render again for it.
	const items = useCartPart( ( cart ) => cart.items );
	const incl = settings.displayCartPricesIncludingTax !== false;
	return (
		<section
			className="kiosk-order-summary"
			aria-labelledby={ `${ idPrefix }-order-summary-title` }
		>
			<h2
				id={ `${ idPrefix }-order-summary-title` }
				className="kiosk-order-summary__title"
			>
				{ __( 'Order summary', 'kiosk' ) }
			</h2>
			<ul className="kiosk-order-summary__items">
				{ items.map( ( item ) => (
					<li key={ item.key } className="kiosk-order-summary-item">
						<span className="kiosk-order-summary-item__quantity">
							<span className="screen-reader-text">
								{ sprintf(
									/* translators: %d: quantity */
									_n(
										'%d item',
										'%d items',
										item.quantity,
										'kiosk'
									),
									item.quantity
								) }
							</span>
							<span aria-hidden="true">{ item.quantity }×</span>
						</span>
						<span className="kiosk-order-summary-item__name">
							{ item.name }
						</span>
						<span className="kiosk-order-summary-item__total">
							{ formatPrice(
								Number( item.totals.line_subtotal ) +
									( incl
										? Number(
												item.totals.line_subtotal_tax
											)
										: 0 ),
								item.totals
							) }
						</span>
						<ItemDetails
							className="kiosk-order-summary-item__details"
							variation={ item.variation }
							itemData={ item.item_data }
						/>
					</li>
				) ) }
			</ul>
			{ children }
		</section>
	);
}
