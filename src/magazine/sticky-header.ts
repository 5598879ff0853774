/**
 * Sticky, auto-hiding header at z-index 999, offset by the admin toolbar.
 * Hides while the reader scrolls down past it; shows on scroll up, on focus,
 * and when the cart's item count changes (an add to cart further down the
 * page), so the shopper sees the new count and can open the mini cart at
 * once. A cart answer that leaves the count as it was (the checkout's
 * address pushes, a shipping choice) says `changed: false` and leaves the
 * header where it is.
 */
import { HEADER_Z_INDEX } from './constants';
import { adminBarHeight, combine, each, listen, type Teardown } from './dom';

/** What the cart's scripts dispatch on `document.body` after a change. */
const CART_UPDATED_EVENT = 'kiosk-cart-updated';

function initHeader( header: HTMLElement ): Teardown {
	const offset = adminBarHeight();
	header.style.zIndex = String( HEADER_Z_INDEX );
	header.style.top = `${ offset }px`;
	let last = window.scrollY;
	const show = () => header.classList.remove( 'is-hidden' );
	const onScroll = () => {
		const y = window.scrollY;
		const busy =
			header.contains( header.ownerDocument.activeElement ) ||
			!! header.querySelector( '.is-open' );
		if ( y > last && y > header.offsetHeight + offset && ! busy ) {
			header.classList.add( 'is-hidden' );
		} else if ( y < last ) {
			header.classList.remove( 'is-hidden' );
		}
		last = y;
	};
	return combine( [
		listen( window, 'scroll', onScroll, { passive: true } ),
		listen( header, 'focusin', show ),
		listen( header.ownerDocument.body, CART_UPDATED_EVENT, ( event ) => {
			if ( ( event as CustomEvent ).detail?.changed !== false ) {
				show();
			}
		} ),
		show,
	] );
}

/** Enhances every `[data-kiosk-sticky-header]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-sticky-header]', initHeader );
}
