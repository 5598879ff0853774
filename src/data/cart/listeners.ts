/**
 * Browser events that refresh the cart: `added_to_cart` and
 * `removed_from_cart` (other scripts changed it), and `pageshow` for a page
 * restored from the back/forward cache. Attached by `init()`, never at import.
 */

type Refresh = () => unknown;

function isBackForward( event: PageTransitionEvent ): boolean {
	if ( event.persisted ) {
		return true;
	}
	const entries =
		typeof performance !== 'undefined' && performance.getEntriesByType
			? performance.getEntriesByType( 'navigation' )
			: [];
	return (
		( entries[ 0 ] as PerformanceNavigationTiming | undefined )?.type ===
		'back_forward'
	);
}

/** Attaches the listeners; returns the teardown. */
export function attachCartListeners(
	refresh: Refresh,
	target: Window = window
): () => void {
	const body = target.document.body;
	const onChange = ( event: Event ) => {
		// The store's own calls already hold the new cart.
		if (
			( event as CustomEvent< { preserveCartData?: boolean } > ).detail
				?.preserveCartData
		) {
			return;
		}
		refresh();
	};
	const onPageShow = ( event: PageTransitionEvent ) => {
		if ( isBackForward( event ) ) {
			refresh();
		}
	};
	body.addEventListener( 'added_to_cart', onChange );
	body.addEventListener( 'removed_from_cart', onChange );
	target.addEventListener( 'pageshow', onPageShow );
	return () => {
		body.removeEventListener( 'added_to_cart', onChange );
		body.removeEventListener( 'removed_from_cart', onChange );
		target.removeEventListener( 'pageshow', onPageShow );
	};
}
