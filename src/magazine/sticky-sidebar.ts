/**
 * Sticky sidebars: CSS `position: sticky` does the work; this sets `top`
 * to the header height + admin toolbar + 40 px and drops stickiness when
 * the sidebar is taller than the viewport.
 */
import { SIDEBAR_EXTRA_TOP } from './constants';
import { adminBarHeight, combine, each, listen, type Teardown } from './dom';
import { themeRoot } from './mark';

/** The sidebar's sticky top offset (px). */
export function stickyTop(): number {
	const header = themeRoot( document, '[data-kiosk-sticky-header]' );
	return (
		( header ? header.getBoundingClientRect().height : 0 ) +
		adminBarHeight() +
		SIDEBAR_EXTRA_TOP
	);
}

function initSidebar( sidebar: HTMLElement ): Teardown {
	const update = () => {
		const top = stickyTop();
		sidebar.style.top = `${ top }px`;
		sidebar.classList.toggle(
			'is-static',
			sidebar.getBoundingClientRect().height + top > window.innerHeight
		);
	};
	update();
	return combine( [
		listen( window, 'resize', update ),
		listen( window, 'load', update ),
	] );
}

/** Enhances every `[data-kiosk-sticky-sidebar]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-sticky-sidebar]', initSidebar );
}
