/**
 * Sticky, auto-hiding header at z-index 999, offset by the admin toolbar.
 * The offset is the stylesheet's (`.admin-bar .kiosk-header`: 32 px, 46 px
 * at ≤ 782 px, 0 at ≤ 600 px where WordPress's toolbar scrolls away), so
 * it follows WordPress's own media queries on every resize; the script
 * reads it from the computed style when it needs it and never pins it.
 * Hides while the reader scrolls down past it; shows on scroll up, on focus,
 * and when the cart's item count changes (an add to cart further down the
 * page), so the shopper sees the new count and can open the mini cart at
 * once. A cart answer that leaves the count as it was (the checkout's
 * address pushes, a shipping choice) says `changed: false` and leaves the
 * header where it is.
 */
import { HEADER_Z_INDEX } from './constants';
import { combine, each, listen, type Teardown } from './dom';

/** What the cart's scripts dispatch on `document.body` after a change. */
const CART_UPDATED_EVENT = 'kiosk-cart-updated';

/** The header's sticky offset as the stylesheet sets it now (px). */
function stickyOffset( header: HTMLElement ): number {
	return parseFloat( getComputedStyle( header ).top ) || 0;
}

function initHeader( header: HTMLElement ): Teardown {
	header.style.zIndex = String( HEADER_Z_INDEX );
	// Nothing read while the script runs: a read of the layout there
	// forces the page's style and layout into the script's task before the
	// first frame (issue 43). The scroll position is read in the first
	// frame, before its own layout; the offset only when scrolling down
	// past the header (so always the stylesheet's current one).
	let last = 0;
	requestAnimationFrame( () => {
		last = window.scrollY;
	} );
	const show = () => header.classList.remove( 'is-hidden' );
	const onScroll = () => {
		const y = window.scrollY;
		const busy =
			header.contains( header.ownerDocument.activeElement ) ||
			!! header.querySelector( '.is-open' );
		if (
			y > last &&
			y > header.offsetHeight + stickyOffset( header ) &&
			! busy
		) {
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
