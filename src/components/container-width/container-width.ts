/**
 * Container width classes (SPEC section 9): above 700 large, above 520
 * medium, above 400 small, at or below 400 mobile.
 */
import {
	createContext,
	useCallback,
	useContext,
	useRef,
	useState,
} from '@wordpress/element';

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
 * The width class of a block's container when the block was mounted
 * (frontend.tsx measures the server-rendered container before the first
 * render), so the first render already has the right layout. Null where
 * nothing measured it (the editor, the drawer, tests).
 */
export const ContainerWidthContext = createContext< string | null >( null );

/**
 * The width class of the element the returned ref is attached to, and the
 * ref. The element is then observed; a ResizeObserver reports its first
 * size after the next layout, with no layout forced.
 *
 * Where the mount measured the container (ContainerWidthContext), that is
 * the first class, and nothing renders again when the observer reports the
 * same: a cart on a phone renders once. Reading the element's size in the
 * commit would force the browser to lay out the whole page inside the
 * script (about 40 ms of a phone's cart at 4× CPU), and lay it out again
 * after the effects. Where nothing measured it, the element is measured
 * when it is attached (during the commit, before the browser paints), so
 * no frame shows an assumed large layout.
 */
export function useContainerWidth(): [
	( element: HTMLElement | null ) => void,
	string,
] {
	const mounted = useContext( ContainerWidthContext );
	const [ className, setClassName ] = useState( mounted ?? 'is-large' );
	const observer = useRef< ResizeObserver | null >( null );
	const ref = useCallback(
		( element: HTMLElement | null ) => {
			observer.current?.disconnect();
			observer.current = null;
			const Observer = element && observerFor( element );
			if ( ! element || ! Observer ) {
				return;
			}
			if ( mounted === null ) {
				setClassName(
					containerWidthClass( element.getBoundingClientRect().width )
				);
			}
			observer.current = new Observer( ( entries ) =>
				setClassName(
					containerWidthClass( entries[ 0 ].contentRect.width )
				)
			);
			observer.current.observe( element );
		},
		[ mounted ]
	);
	return [ ref, className ];
}
