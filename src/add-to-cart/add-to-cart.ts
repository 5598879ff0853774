/**
 * Add-to-cart controls on the shop grid and product pages, without React:
 * POST /cart/add-item through `@kiosk/api`, a busy state while it runs,
 * `added_to_cart` on document.body, the mini cart count updated, the
 * confirmation in a status region next to the control, and a dismissible
 * error notice on failure.
 *
 * Markup: WooCommerce's own, the shop grid's
 * `a.ajax_add_to_cart[data-product_id]` and a simple product's
 * `form.cart button[name="add-to-cart"]` (with its `input[name="quantity"]`).
 * Variable and grouped product forms keep WooCommerce's form post.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { CartResponse } from '../types/store-api';
import { plainText } from '../components/notices/sanitize';
import { withConnectionLostMessage } from '../shared/connection-lost';

export type Request = < T >( options: {
	path: string;
	method: string;
	data?: unknown;
	cache?: RequestCache;
} ) => Promise< T >;

/** The status region after a control (made on first use, then reused). */
function statusRegion( button: HTMLElement ): HTMLElement | null {
	const holder = button.parentElement;
	let status =
		holder?.querySelector< HTMLElement >( '.kiosk-add-to-cart-status' ) ??
		null;
	if ( holder && ! status ) {
		status = document.createElement( 'p' );
		status.className = 'kiosk-add-to-cart-status';
		status.setAttribute( 'role', 'status' );
		holder.appendChild( status );
	}
	return status;
}

function showError( button: HTMLElement, message: string ) {
	const holder = button.parentElement;
	if ( ! holder ) {
		return;
	}
	holder.querySelector( '.kiosk-add-to-cart-error' )?.remove();
	const notice = document.createElement( 'div' );
	notice.className =
		'kiosk-notice kiosk-notice--error kiosk-add-to-cart-error';
	notice.setAttribute( 'role', 'alert' );
	const text = document.createElement( 'div' );
	text.className = 'kiosk-notice__content';
	text.textContent = message;
	const dismiss = document.createElement( 'button' );
	dismiss.type = 'button';
	dismiss.className = 'kiosk-notice__dismiss';
	dismiss.setAttribute( 'aria-label', __( 'Dismiss this notice', 'kiosk' ) );
	dismiss.textContent = '×';
	dismiss.addEventListener( 'click', () => {
		notice.remove();
		button.focus();
	} );
	notice.append( text, dismiss );
	holder.appendChild( notice );
}

/** What an add-to-cart control is, in WooCommerce's markup. */
export const ADD_TO_CART_SELECTOR = [
	'a.ajax_add_to_cart[data-product_id]',
	'form.cart:not(.variations_form):not(.grouped_form) button[name="add-to-cart"]',
].join( ',' );

/** The product ID a control adds. */
export function productIdOf( button: HTMLElement ): number {
	const form = button.closest( 'form' );
	const variation = form?.querySelector< HTMLSelectElement >(
		'select[name="variation_id"]'
	);
	return Number(
		variation?.value ||
			button.dataset.product_id ||
			( button as HTMLButtonElement ).value
	);
}

/** Adds the product of a button to the cart. */
export async function addToCart(
	button: HTMLElement,
	request: Request,
	hasNonce: () => boolean | Promise< boolean > = () => true
): Promise< void > {
	if ( button.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	const form = button.closest( 'form' );
	const id = productIdOf( button );
	const field = form?.querySelector< HTMLInputElement >(
		'input[name="quantity"]'
	);
	const quantity =
		Number( field?.value || button.dataset.quantity || 1 ) || 1;
	const label = button.textContent || '';
	button.setAttribute( 'aria-busy', 'true' );
	button.classList.add( 'is-loading' );
	button.parentElement?.querySelector( '.kiosk-add-to-cart-error' )?.remove();
	const status = statusRegion( button );
	if ( status ) {
		status.textContent = '';
	}
	try {
		// The Store API wants a nonce on writes; a cached page has none yet, the cart's GET hands one out.
		if ( ! ( await hasNonce() ) ) {
			await request( {
				path: '/wc/store/v1/cart',
				method: 'GET',
				cache: 'no-store',
			} );
		}
		const cart = await request< CartResponse >( {
			path: '/wc/store/v1/cart/add-item',
			method: 'POST',
			data: { id, quantity },
			cache: 'no-store',
		} );
		// The mini cart's drawer shows this cart on its first open.
		( window.kiosk ||= {} ).lastCart = cart;
		document.body.dispatchEvent(
			new CustomEvent( 'added_to_cart', {
				detail: { productId: id, quantity, cart },
			} )
		);
		document.body.dispatchEvent(
			new CustomEvent( 'kiosk-cart-updated', {
				detail: { itemsCount: cart.items_count },
			} )
		);
		button.classList.add( 'is-added' );
		const item = cart.items.find( ( line ) => line.id === id );
		if ( status && item ) {
			status.textContent = sprintf(
				/* translators: %s: product name */
				__( '“%s” has been added to your cart.', 'kiosk' ),
				plainText( item.name )
			);
		}
	} catch ( error ) {
		showError(
			button,
			withConnectionLostMessage( error as { message?: string } )
				?.message ||
				__(
					'Something went wrong. Please contact us to get assistance.',
					'kiosk'
				)
		);
	} finally {
		button.removeAttribute( 'aria-busy' );
		button.classList.remove( 'is-loading' );
		button.textContent = label;
	}
}

/** Wires every add-to-cart button under a root (event delegation); returns the teardown. */
export function init(
	root: Document | HTMLElement,
	request: Request,
	hasNonce?: () => boolean | Promise< boolean >
): () => void {
	const onClick = ( event: Event ) => {
		const button = ( event.target as HTMLElement ).closest< HTMLElement >(
			ADD_TO_CART_SELECTOR
		);
		if ( ! button ) {
			return;
		}
		event.preventDefault();
		addToCart( button, request, hasNonce );
	};
	root.addEventListener( 'click', onClick );
	return () => root.removeEventListener( 'click', onClick );
}
