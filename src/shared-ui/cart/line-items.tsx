/**
 * The line-item table: product image, details and total columns.
 */
import { __ } from '@wordpress/i18n';
import type { CartItem } from '../../data/cart/types';
import { LineItemRow } from './line-item-row';
import { focusScope, refocusAfterRemoval } from '../../shared/cart/focus-scope';

const REMOVE_BUTTON = '.kiosk-cart-item__remove';

export interface LineItemsProps {
	items: CartItem[];
	pendingQuantity: string[];
	pendingDelete: string[];
	includeTax: boolean;
	onQuantity: ( key: string, quantity: number ) => void;
	/** Removes an item; resolves whether it was removed. */
	onRemove: ( key: string ) => Promise< boolean > | void;
}

/** The cart's line-item table. */
export function LineItems( {
	items,
	pendingQuantity,
	pendingDelete,
	includeTax,
	onQuantity,
	onRemove,
}: LineItemsProps ) {
	return (
		<table className="kiosk-cart-items">
			<caption className="screen-reader-text">
				{ __( 'Products in cart', 'kiosk' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Product image', 'kiosk' ) }
						</span>
					</th>
					<th scope="col">{ __( 'Product', 'kiosk' ) }</th>
					<th scope="col" className="kiosk-cart-items__total">
						{ __( 'Total', 'kiosk' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ items.map( ( item, index ) => (
					<LineItemRow
						key={ item.key }
						item={ item }
						includeTax={ includeTax }
						isPending={ pendingQuantity.includes( item.key ) }
						isPendingDelete={ pendingDelete.includes( item.key ) }
						onQuantity={ ( q ) => onQuantity( item.key, q ) }
						onRemove={ ( button ) => {
							// Focus goes on to the next line (or the empty
							// cart), not to the body with the removed button.
							const scope = focusScope( button );
							const removed = button.closest( 'tr' ) || button;
							Promise.resolve( onRemove( item.key ) ).then(
								( ok ) => {
									if ( ok !== false ) {
										refocusAfterRemoval( {
											removed,
											scope,
											selector: REMOVE_BUTTON,
											index,
										} );
									}
								}
							);
						} }
					/>
				) ) }
			</tbody>
		</table>
	);
}
