/**
 * Scroll-up link: visible after 1000 px, scrolls to the top in 800 ms
 * (instant under reduced motion).
 */
import { SCROLL_UP_DURATION, SCROLL_UP_THRESHOLD } from './constants';
import {
	combine,
	each,
	listen,
	prefersReducedMotion,
	type Teardown,
} from './dom';

const ease = ( t: number ) =>
	t < 0.5 ? 2 * t * t : 1 - Math.pow( -2 * t + 2, 2 ) / 2;

/** Scrolls the window to the top over `duration` ms; returns a cancel function. */
export function scrollToTop( duration: number ): Teardown {
	const start = window.scrollY;
	if ( duration <= 0 || start <= 0 ) {
		window.scrollTo( 0, 0 );
		return () => {};
	}
	const began = performance.now();
	let frame = 0;
	const step = ( now: number ) => {
		const progress = Math.min( 1, ( now - began ) / duration );
		window.scrollTo( 0, Math.round( start * ( 1 - ease( progress ) ) ) );
		if ( progress < 1 ) {
			frame = requestAnimationFrame( step );
		}
	};
	frame = requestAnimationFrame( step );
	return () => cancelAnimationFrame( frame );
}

function initScrollUp( link: HTMLElement ): Teardown {
	let cancel: Teardown = () => {};
	const update = () =>
		link.classList.toggle(
			'is-visible',
			window.scrollY > SCROLL_UP_THRESHOLD
		);
	// In the first frame, before its own layout: not while the script
	// runs, where reading the scroll position forces one (issue 43).
	requestAnimationFrame( update );
	return combine( [
		listen( window, 'scroll', update, { passive: true } ),
		listen( link, 'click', ( event ) => {
			event.preventDefault();
			cancel();
			cancel = scrollToTop(
				prefersReducedMotion() ? 0 : SCROLL_UP_DURATION
			);
			// Keyboard activation (detail 0): move focus to the top of the page too.
			if ( event.detail === 0 ) {
				document
					.querySelector< HTMLElement >( '.kiosk-skip-link' )
					?.focus( { preventScroll: true } );
			}
		} ),
		() => cancel(),
	] );
}

/** Enhances every `[data-kiosk-scroll-up]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-scroll-up]', initScrollUp );
}
