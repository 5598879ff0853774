/**
 * The proceed-to-checkout button. A click waits for the cart's pending
 * changes (a quantity just typed is sent at once), then fires a cancelable
 * `kiosk-proceed-to-checkout` event on document.body and navigates.
 */
import { __ } from '@wordpress/i18n';
import type { Cart } from '../../../../data/cart/types';
import { applyFilter } from '../../../../shared/page-registry';
import { SettledLink } from '../../../../shared-ui/cart/settled-link';

export const PROCEED_TO_CHECKOUT_EVENT = 'kiosk-proceed-to-checkout';

export function ProceedToCheckout( {
	checkoutUrl,
	cart,
	pending = false,
	flush = () => Promise.resolve( true ),
}: {
	checkoutUrl: string;
	cart: Cart;
	/** Whether a cart change is still being saved (shown as busy). */
	pending?: boolean;
	/** Saves the pending changes; resolves whether all were saved. */
	flush?: () => Promise< boolean >;
} ) {
	const label = applyFilter( {
		filterName: 'proceedToCheckoutButtonLabel',
		defaultValue: __( 'Proceed to Checkout', 'kiosk' ),
		extensions: cart.extensions,
		arg: { cart },
	} );
	const href = applyFilter( {
		filterName: 'proceedToCheckoutButtonLink',
		defaultValue: checkoutUrl,
		extensions: cart.extensions,
		arg: { cart },
	} );
	return (
		<SettledLink
			className="kiosk-button kiosk-proceed-to-checkout"
			href={ href }
			flush={ flush }
			pending={ pending }
			proceed={ () =>
				document.body.dispatchEvent(
					new CustomEvent( PROCEED_TO_CHECKOUT_EVENT, {
						cancelable: true,
						detail: { cart },
					} )
				)
			}
		>
			{ label }
		</SettledLink>
	);
}
