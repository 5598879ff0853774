/**
 * The proceed-to-checkout button. It fires a cancelable
 * `kiosk-proceed-to-checkout` event on document.body before navigating.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { Cart } from '../../../../data/cart/types';
import { applyFilter } from '../../../../shared/page-registry';

export const PROCEED_TO_CHECKOUT_EVENT = 'kiosk-proceed-to-checkout';

export function ProceedToCheckout( {
	checkoutUrl,
	cart,
	disabled,
}: {
	checkoutUrl: string;
	cart: Cart;
	disabled?: boolean;
} ) {
	const [ busy, setBusy ] = useState( false );
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
		<a
			className={ `kiosk-button kiosk-proceed-to-checkout${ busy ? ' is-busy' : '' }` }
			href={ href }
			aria-disabled={ disabled || undefined }
			onClick={ ( event ) => {
				const proceed = new CustomEvent( PROCEED_TO_CHECKOUT_EVENT, {
					cancelable: true,
					detail: { cart },
				} );
				if ( disabled || ! document.body.dispatchEvent( proceed ) ) {
					event.preventDefault();
					return;
				}
				setBusy( true );
			} }
		>
			{ label }
		</a>
	);
}
