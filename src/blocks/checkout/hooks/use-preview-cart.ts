/**
 * The checkout in the editor runs on the cart block's sample cart. It goes
 * into the cart store of the editor's registry before the checkout first
 * renders (a rendered checkout selects the cart, and an unresolved cart
 * starts a Store API request), in a layout effect rather than during
 * render, and once per registry: a second checkout block in the same
 * editor finds the cart resolved and leaves it.
 */
import { useLayoutEffect, useState } from '@wordpress/element';
import { useRegistry } from '@wordpress/data';
import { cartStore } from '@kiosk/data';
import { previewCart } from '../../../shared-ui/cart/preview-cart';

type Registry = ReturnType< typeof useRegistry >;

function isCartResolved( registry: Registry ): boolean {
	return (
		registry.select( cartStore ) as unknown as {
			hasFinishedResolution: ( selector: string, args: [] ) => boolean;
		}
	 ).hasFinishedResolution( 'getCartData', [] );
}

/** Seeds the sample cart; returns whether it is in (false only before the first layout effect). */
export function usePreviewCart(): boolean {
	const registry = useRegistry();
	const [ seeded, setSeeded ] = useState( () => isCartResolved( registry ) );
	useLayoutEffect( () => {
		if ( seeded ) {
			return;
		}
		if ( ! isCartResolved( registry ) ) {
			const actions = registry.dispatch( cartStore ) as unknown as {
				finishResolution: ( selector: string, args: [] ) => void;
				setCartData: ( cart: ReturnType< typeof previewCart > ) => void;
			};
			actions.finishResolution( 'getCartData', [] );
			actions.setCartData( previewCart() );
		}
		setSeeded( true );
	}, [ registry, seeded ] );
	return seeded;
}
