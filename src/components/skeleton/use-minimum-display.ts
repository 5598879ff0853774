/**
 * Once shown, a loading skeleton stays at least 2 s (SPEC section 9),
 * so it does not flash; not when the visitor prefers reduced motion.
 */
import { useEffect, useRef, useState } from '@wordpress/element';

export const SKELETON_MIN_DISPLAY = 2000;

function prefersReducedMotion(): boolean {
	return (
		typeof window !== 'undefined' &&
		!! window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/** Whether the skeleton should show, given whether the data is loading. */
export function useMinimumDisplay(
	isLoading: boolean,
	minimum = SKELETON_MIN_DISPLAY
): boolean {
	const [ show, setShow ] = useState( isLoading );
	const shownAt = useRef< number | null >( isLoading ? Date.now() : null );
	useEffect( () => {
		if ( isLoading ) {
			shownAt.current ??= Date.now();
			setShow( true );
			return;
		}
		if ( shownAt.current === null || prefersReducedMotion() ) {
			shownAt.current = null;
			setShow( false );
			return;
		}
		const left = minimum - ( Date.now() - shownAt.current );
		const timer = setTimeout(
			() => {
				shownAt.current = null;
				setShow( false );
			},
			Math.max( 0, left )
		);
		return () => clearTimeout( timer );
	}, [ isLoading, minimum ] );
	return show;
}
