/**
 * A cart item's variation and item data as a list (rules in details.ts),
 * with WooCommerce's class names beside Kiosk's so that extensions'
 * stylesheets for WooCommerce's cart block reach them.
 */
import type { CartItemData, CartItemVariation } from '../../types/store-api';
import { itemDetails } from './details';

export { itemDetails, detailText, kebabCase } from './details';
export type { ItemDetail } from './details';

export interface ItemDetailsProps {
	variation?: CartItemVariation[];
	itemData?: CartItemData[];
	/** Kiosk's class of the list. */
	className: string;
}

export function ItemDetails( {
	variation,
	itemData,
	className,
}: ItemDetailsProps ) {
	const details = itemDetails( variation, itemData );
	if ( details.length === 0 ) {
		return null;
	}
	return (
		<ul className={ `${ className } wc-block-components-product-details` }>
			{ details.map( ( d, i ) => (
				<li key={ i } className={ d.className || undefined }>
					{ d.name && (
						<>
							<span className="wc-block-components-product-details__name">
								{ d.name }:
							</span>{ ' ' }
						</>
					) }
					<span className="wc-block-components-product-details__value">
						{ d.value }
					</span>
				</li>
			) ) }
		</ul>
	);
}
