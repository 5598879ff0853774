/**
 * News ticker: one 20 px row; every 4000 ms the list moves down one row
 * over 1000 ms (the last item slides in at the top). Pauses on hover,
 * while focus is inside (except on its own pause button) and while the
 * visitor has paused it with that button; does not move under reduced
 * motion (and then shows no button).
 */
import { TICKER } from './constants';
import { AUTOPLAY_TOGGLE, initAutoplayToggle } from './autoplay-toggle';
import {
	combine,
	each,
	inside,
	listen,
	prefersReducedMotion,
	type Teardown,
} from './dom';

/** Moves the list one step down: the last item becomes the first and slides in. */
export function step( list: HTMLElement ): void {
	const last = list.lastElementChild;
	if ( ! last || last === list.firstElementChild ) {
		return;
	}
	list.insertBefore( last, list.firstElementChild );
	list.style.transition = 'none';
	list.style.transform = `translateY(-${ TICKER.rowHeight * TICKER.rows }px)`;
	void list.offsetHeight; // commit the start position before animating
	list.style.transition = `transform ${ TICKER.speed }ms ease-in-out`;
	list.style.transform = 'translateY(0)';
}

function initTicker( ticker: HTMLElement ): Teardown {
	const list = ticker.querySelector< HTMLElement >( '.kiosk-ticker__list' );
	if ( ! list || list.children.length < 2 || prefersReducedMotion() ) {
		return () => {};
	}
	let timer: ReturnType< typeof setInterval > | undefined;
	let stopped = false;
	// Focus on the pause button itself must not pause: pressing "Abspielen" has to play.
	const pausesOnFocus = ( target: EventTarget | null ) =>
		inside( ticker, target ) &&
		! ( target instanceof Element && target.closest( AUTOPLAY_TOGGLE ) );
	// The ticker starts in a later task than the page's first behaviours
	// (behaviours.ts): a pointer or focus already on it then pauses it too.
	let hovered = ticker.matches( ':hover' );
	let focused = pausesOnFocus( ticker.ownerDocument.activeElement );
	const run = () => {
		const paused = hovered || focused || stopped;
		ticker.classList.toggle( 'is-paused', paused );
		clearInterval( timer );
		timer = paused
			? undefined
			: setInterval( () => step( list ), TICKER.interval );
	};
	run();
	return combine( [
		initAutoplayToggle( ticker, ( paused ) => {
			stopped = paused;
			run();
		} ),
		listen( ticker, 'mouseenter', () => {
			hovered = true;
			run();
		} ),
		listen( ticker, 'mouseleave', () => {
			hovered = false;
			run();
		} ),
		listen( ticker, 'focusin', ( event ) => {
			focused = pausesOnFocus( event.target );
			run();
		} ),
		listen( ticker, 'focusout', ( event ) => {
			focused = pausesOnFocus( event.relatedTarget );
			run();
		} ),
		() => clearInterval( timer ),
		() => ticker.classList.remove( 'is-paused' ),
	] );
}

/** Starts every `[data-kiosk-ticker]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-ticker]', initTicker );
}
