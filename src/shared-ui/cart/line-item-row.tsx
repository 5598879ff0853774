/**
 * One line of the cart: image, details (name, prices, sale badge, stock
 * notes, variation and item data, description, quantity, remove) and total.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { CartItem } from '../../data/cart/types';
import { FormattedPrice, formatPrice } from '../../components/formatted-price';
import { QuantitySelector } from '../../components/quantity-selector';
import { ReadMore } from '../../components/read-more';
import { ItemDetails } from '../../components/item-details';
import { decodeEntities } from '../../components/notices/sanitize';
import { applyFilter } from '../../shared/page-registry';
import { readSettings } from '../../types/settings';

export interface LineItemRowProps {
	item: CartItem;
	isPendingDelete: boolean;
	isPending: boolean;
	includeTax: boolean;
	onQuantity: ( quantity: number ) => void;
	/** Called with the remove button that was pressed. */
	onRemove: ( button: HTMLElement ) => void;
}

function lineTotal( item: CartItem, includeTax: boolean ): number {
	const t = item.totals;
	return (
		Number( t.line_subtotal ) +
		( includeTax ? Number( t.line_subtotal_tax ) : 0 )
	);
}

/** A cart line. */
export function LineItemRow( {
	item,
	isPendingDelete,
	isPending,
	includeTax,
	onQuantity,
	onRemove,
}: LineItemRowProps ) {
	const name = applyFilter( {
		filterName: 'itemName',
		defaultValue: decodeEntities( item.name ),
		extensions: item.extensions,
		arg: { context: 'cart', cartItem: item },
	} );
	// Without a picture, WooCommerce's placeholder image, as WooCommerce's cart shows it.
	const placeholder = readSettings().placeholderImage || '';
	const first = item.images[ 0 ];
	const src = first ? first.thumbnail || first.src : placeholder;
	const regular = Number( item.prices.regular_price );
	const price = Number( item.prices.price );
	const saving = ( regular - price ) * item.quantity;
	const limits = item.quantity_limits;
	// Hidden products are not linked (WooCommerce's catalog visibility).
	const linked =
		item.catalog_visibility !== 'hidden' &&
		item.catalog_visibility !== 'search';
	return (
		<tr
			className={ `kiosk-cart-item${ isPendingDelete ? ' is-disabled' : '' }` }
			aria-busy={ isPending || isPendingDelete }
		>
			<td className="kiosk-cart-item__image" aria-hidden="true">
				{ /* The thumbnail alone (300 px: enough at 64–96 px on a 3× screen). With a srcset, WordPress
				   makes the server's copy of the cart (php/Blocks/CartMarkup) `sizes="auto"`, whose
				   candidate is chosen after layout: the client's render, replacing it, showed a frame
				   without the image. */ }
				{ src ? (
					<img
						src={ src }
						alt=""
						width="80"
						height="80"
						loading="lazy"
						decoding="async"
					/>
				) : (
					<span className="kiosk-cart-item__placeholder" />
				) }
			</td>
			<td className="kiosk-cart-item__product">
				{ linked ? (
					<a
						className="kiosk-cart-item__name"
						href={ item.permalink }
					>
						{ name }
					</a>
				) : (
					<span className="kiosk-cart-item__name">{ name }</span>
				) }
				<div className="kiosk-cart-item__prices">
					{ regular > price && (
						<del>
							<FormattedPrice
								amount={ regular }
								currency={ item.prices }
							/>
						</del>
					) }
					<FormattedPrice amount={ price } currency={ item.prices } />
				</div>
				{ saving > 0 && (
					<span className="kiosk-cart-item__badge">
						{ sprintf(
							/* translators: %s: amount saved */
							__( 'Save %s', 'kiosk' ),
							formatPrice( saving, item.prices )
						) }
					</span>
				) }
				{ item.low_stock_remaining !== null &&
					item.low_stock_remaining > 0 && (
						<p className="kiosk-cart-item__stock">
							{ sprintf(
								/* translators: %d: number left in stock */
								_n(
									'Only %d left in stock',
									'Only %d left in stock',
									item.low_stock_remaining,
									'kiosk'
								),
								item.low_stock_remaining
							) }
						</p>
					) }
				{ item.show_backorder_badge && (
					<p className="kiosk-cart-item__stock">
						{ __( 'Available on backorder', 'kiosk' ) }
					</p>
				) }
				<ItemDetails
					className="kiosk-cart-item__details"
					variation={ item.variation }
					itemData={ item.item_data }
				/>
				<ReadMore html={ item.short_description || item.description } />
				<div className="kiosk-cart-item__quantity">
					<QuantitySelector
						quantity={ item.quantity }
						itemName={ name }
						minimum={ limits.minimum }
						maximum={ limits.maximum }
						step={ limits.multiple_of }
						editable={ limits.editable }
						soldIndividually={ item.sold_individually }
						disabled={ isPendingDelete }
						onChange={ onQuantity }
					/>
					<button
						type="button"
						className="kiosk-cart-item__remove"
						disabled={ isPendingDelete }
						onClick={ ( event ) => onRemove( event.currentTarget ) }
					>
						<span aria-hidden="true">
							{ __( 'Remove item', 'kiosk' ) }
						</span>
						<span className="screen-reader-text">
							{ sprintf(
								/* translators: %s: product name */
								__( 'Remove %s from cart', 'kiosk' ),
								name
							) }
						</span>
					</button>
				</div>
			</td>
			<td className="kiosk-cart-item__total">
				<FormattedPrice
					amount={ lineTotal( item, includeTax ) }
					currency={ item.totals }
				/>
			</td>
		</tr>
	);
}
