/**
 * While a modal drawer is open the page behind it does not scroll (as
 * WordPress's own modals keep it): the root element's overflow is hidden,
 * and where the page had a classic scrollbar its gutter stays reserved, so
 * nothing behind the overlay moves sideways.
 */

/** Locks the document's scrolling; the returned function restores it as it was. */
export function lockScroll( doc: Document ): () => void {
	const root = doc.documentElement;
	const view = doc.defaultView;
	const gutter = view ? view.innerWidth - root.clientWidth : 0;
	const before = {
		overflow: root.style.overflow,
		scrollbarGutter: root.style.getPropertyValue( 'scrollbar-gutter' ),
	};
	root.style.overflow = 'hidden';
	if ( gutter > 0 ) {
		root.style.setProperty( 'scrollbar-gutter', 'stable' );
	}
	return () => {
		root.style.overflow = before.overflow;
		if ( before.scrollbarGutter ) {
			root.style.setProperty(
				'scrollbar-gutter',
				before.scrollbarGutter
			);
		} else {
			root.style.removeProperty( 'scrollbar-gutter' );
		}
	};
}
