/**
 * Sticky sidebars: CSS `position: sticky` does the work; this sets `top`.
 * A sidebar that fits the window sticks below the header + admin toolbar
 * + 40 px. A taller one (the home page's at 1280×900: tabs, videos, map)
 * scrolls with the page until its end is in view and then sticks there,
 * as news sites do: the part that fits stays beside the stories instead
 * of the column running empty.
 */
import { SIDEBAR_EXTRA_TOP } from './constants';
import { adminBarHeight, combine, each, listen, type Teardown } from './dom';
import { themeRoot } from './mark';

/** The gap below a tall sidebar's end when it sticks (px). */
export const SIDEBAR_BOTTOM_GAP = 16;

/** The sidebar's sticky top offset (px). */
export function stickyTop(): number {
	const header = themeRoot( document, '[data-kiosk-sticky-header]' );
	return (
		( header ? header.getBoundingClientRect().height : 0 ) +
		adminBarHeight() +
		SIDEBAR_EXTRA_TOP
	);
}

/**
 * The `top` a sidebar of `height` sticks at in a window of `viewport`: below
 * the header when it fits; else negative, so its last `viewport` pixels
 * (less a gap) stay in view.
 */
export function stickyOffset(
	height: number,
	viewport: number,
	top: number = stickyTop()
): number {
	return height + top > viewport
		? Math.min( top, viewport - height - SIDEBAR_BOTTOM_GAP )
		: top;
}

function initSidebar( sidebar: HTMLElement ): Teardown {
	// Every height is read before `top` is written: a read after the
	// write would force a second style and layout in the same task.
	const update = () => {
		const below = stickyTop();
		const top = stickyOffset(
			sidebar.getBoundingClientRect().height,
			window.innerHeight,
			below
		);
		sidebar.style.top = `${ top }px`;
		sidebar.classList.toggle( 'is-tall', top < below );
	};
	// The sidebar grows when a tab, a video or the map loads. The
	// observer's first call comes after the first frame's layout, so the
	// script itself reads no layout (issue 43: a read here forced the
	// page's style and layout into the script's task); without it, the
	// sidebar is measured now and again at `load`.
	const observer =
		typeof ResizeObserver === 'function'
			? new ResizeObserver( update )
			: null;
	if ( observer ) {
		observer.observe( sidebar );
	} else {
		update();
	}
	return combine( [
		listen( window, 'resize', update ),
		observer
			? () => observer.disconnect()
			: listen( window, 'load', update ),
	] );
}

/** Enhances every `[data-kiosk-sticky-sidebar]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-sticky-sidebar]', initSidebar );
}
