/**
 * Container width classes (SPEC section 9): above 700 large, above 520
 * medium, above 400 small, at or below 400 mobile.
 */
import { useLayoutEffect, useState } from '@wordpress/element';

/** The class for a container width. */
export function containerWidthClass( width: number ): string {
	if ( width > 700 ) {
		return 'is-large';
	}
	if ( width > 520 ) {
		return 'is-medium';
	}
	if ( width > 400 ) {
		return 'is-small';
	}
	return 'is-mobile';
}

/**
 * The ResizeObserver of the element's own window: the block editor renders
 * blocks in an iframe, and an observer from the parent window does not
 * report size changes of elements in it.
 */
function observerFor(
	element: HTMLElement
): typeof ResizeObserver | undefined {
	const view = element.ownerDocument.defaultView as
		( Window & typeof globalThis ) | null;
	if ( view?.ResizeObserver ) {
		return view.ResizeObserver;
	}
	return typeof ResizeObserver === 'undefined' ? undefined : ResizeObserver;
}

/**
 * Observes an element's width and returns its class. The first width is
 * measured before the browser paints (a layout effect), so a block that
 * renders with its data at once never shows in the wrong layout first.
 */
export function useContainerWidthClass( element: HTMLElement | null ): string {
	const [ className, setClassName ] = useState( 'is-large' );
	useLayoutEffect( () => {
		const Observer = element && observerFor( element );
		if ( ! element || ! Observer ) {
			return;
		}
		setClassName(
			containerWidthClass( element.getBoundingClientRect().width )
		);
		const observer = new Observer( ( entries ) =>
			setClassName(
				containerWidthClass( entries[ 0 ].contentRect.width )
			)
		);
		observer.observe( element );
		return () => observer.disconnect();
	}, [ element ] );
	return className;
}
