/**
 * The checkout in the block editor: the same view, inert, with the
 * inner areas listed for extensions. It previews the cart block's sample
 * cart, not the editing user's Store API cart (often empty, or missing
 * without WooCommerce), so the steps always show.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import { cartStore } from '@kiosk/data';
import { previewCart } from '../cart/preview-cart';
import { Checkout } from './block';

let seeded = false;

/** Puts the sample cart in the cart store and marks it resolved (no request). */
function seedPreviewCart() {
	if ( seeded ) {
		return;
	}
	seeded = true;
	const actions = dispatch( cartStore ) as unknown as {
		finishResolution: ( selector: string, args: unknown[] ) => void;
		setCartData: ( cart: ReturnType< typeof previewCart > ) => void;
	};
	actions.finishResolution( 'getCartData', [] );
	actions.setCartData( previewCart() );
}

/** The edit component. */
export function Edit() {
	seedPreviewCart();
	return (
		<div { ...useBlockProps( { className: 'wp-block-kiosk-checkout' } ) }>
			<Checkout isEditor />
		</div>
	);
}
