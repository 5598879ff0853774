/**
 * Browser events that refresh the cart: `added_to_cart` and
 * `removed_from_cart` (other scripts changed it), and `pageshow` for a page
 * restored from the back/forward cache or loaded by a back/forward
 * navigation (possibly from the HTTP cache). Attached by `init()`, never at
 * import.
 */

type Refresh = () => unknown;

/** Whether this document came from a back/forward navigation. */
function isBackForwardLoad(): boolean {
	const entries =
		typeof performance !== 'undefined' && performance.getEntriesByType
			? performance.getEntriesByType( 'navigation' )
			: [];
	return (
		( entries[ 0 ] as PerformanceNavigationTiming | undefined )?.type ===
		'back_forward'
	);
}

/** Runs `task` when the browser is idle (within a second), or soon. */
function later( target: Window, task: () => void ): number {
	return target.requestIdleCallback
		? target.requestIdleCallback( task, { timeout: 1000 } )
		: target.setTimeout( task, 1 );
}

function cancelLater( target: Window, handle: number ): void {
	if ( target.cancelIdleCallback ) {
		target.cancelIdleCallback( handle );
	} else {
		target.clearTimeout( handle );
	}
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
	let pending: number | undefined;
	const cancelPending = () => {
		if ( pending !== undefined ) {
			cancelLater( target, pending );
			pending = undefined;
		}
	};
	const onPageShow = ( event: PageTransitionEvent ) => {
		cancelPending();
		if ( event.persisted ) {
			refresh();
			return;
		}
		// The first `pageshow` comes with the page's load. Reading the
		// navigation's type builds its timing entry (about 7 ms of a load at
		// 4× CPU), so it waits until the page is idle and usable.
		pending = later( target, () => {
			pending = undefined;
			if ( isBackForwardLoad() ) {
				refresh();
			}
		} );
	};
	body.addEventListener( 'added_to_cart', onChange );
	body.addEventListener( 'removed_from_cart', onChange );
	target.addEventListener( 'pageshow', onPageShow );
	return () => {
		body.removeEventListener( 'added_to_cart', onChange );
		body.removeEventListener( 'removed_from_cart', onChange );
		target.removeEventListener( 'pageshow', onPageShow );
		cancelPending();
	};
}
