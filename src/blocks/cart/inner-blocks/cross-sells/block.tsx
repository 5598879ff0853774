/**
 * Cross-sells under the cart items, with the blocks saved inside the area
 * after the products.
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import type { CrossSellProduct } from '../../../../data/cart/types';
import { FormattedPrice } from '../../../../components/formatted-price';
import { decodeEntities } from '../../../../components/notices/sanitize';
import type { CartActions } from '../../../../shared-ui/cart/use-store-cart';

export function CrossSells( {
	products,
	actions,
	pending,
	children,
}: {
	products: CrossSellProduct[];
	actions: CartActions;
	pending: number[];
	children?: ReactNode;
} ) {
	return (
		<section
			className="kiosk-cross-sells"
			aria-labelledby="kiosk-cross-sells-heading"
		>
			<h2 id="kiosk-cross-sells-heading" className="kiosk-cart__heading">
				{ __( 'You may be interested in…', 'kiosk' ) }
			</h2>
			<ul className="kiosk-cross-sells__list">
				{ products.map( ( p ) => (
					<li key={ p.id } className="kiosk-cross-sells__product">
						{ p.images[ 0 ] && (
							<img
								src={ p.images[ 0 ].thumbnail }
								alt={ p.images[ 0 ].alt }
								width="120"
								height="120"
								loading="lazy"
								decoding="async"
							/>
						) }
						<a href={ p.permalink }>{ decodeEntities( p.name ) }</a>
						<FormattedPrice
							amount={ p.prices.price }
							currency={ p.prices }
						/>
						{ p.is_purchasable && p.is_in_stock && (
							<button
								type="button"
								className="kiosk-button"
								disabled={ pending.includes( p.id ) }
								onClick={ () =>
									actions
										.addItemToCart(
											p.id,
											p.add_to_cart.minimum || 1
										)
										.catch( () => undefined )
								}
							>
								{ p.add_to_cart.text ||
									__( 'Add to cart', 'kiosk' ) }
							</button>
						) }
					</li>
				) ) }
			</ul>
			{ children }
		</section>
	);
}
