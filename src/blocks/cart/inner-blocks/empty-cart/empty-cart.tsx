/**
 * The empty cart: a heading and a link to the shop.
 */
import { __ } from '@wordpress/i18n';
import { RegisteredBlocks } from '../../../../shared/registered-blocks';

export function EmptyCart( { shopUrl }: { shopUrl: string } ) {
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
			<RegisteredBlocks area="kiosk/empty-cart-block" />
		</div>
	);
}
