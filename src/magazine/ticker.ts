/**
 * News ticker: one 20 px row; every 4000 ms the list moves down one row
 * over 1000 ms (the last item slides in at the top). Pauses on hover and
 * while focus is inside; does not move under reduced motion.
 */
import { TICKER } from './constants';
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
	let hovered = false;
	let focused = false;
	const run = () => {
		const paused = hovered || focused;
		ticker.classList.toggle( 'is-paused', paused );
		clearInterval( timer );
		timer = paused
			? undefined
			: setInterval( () => step( list ), TICKER.interval );
	};
	run();
	return combine( [
		listen( ticker, 'mouseenter', () => {
			hovered = true;
			run();
		} ),
		listen( ticker, 'mouseleave', () => {
			hovered = false;
			run();
		} ),
		listen( ticker, 'focusin', () => {
			focused = true;
			run();
		} ),
		listen( ticker, 'focusout', ( event ) => {
			focused = inside( ticker, event.relatedTarget );
			run();
		} ),
		() => clearInterval( timer ),
	] );
}

/** Starts every `[data-kiosk-ticker]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-ticker]', initTicker );
}
