/**
 * Small DOM helpers for the behaviours: listeners that come back out,
 * per-root initialisation, reduced-motion and viewport checks.
 */
import { MOBILE_BREAKPOINT } from './constants';
import { themeRoots } from './mark';

/** Undoes what an `init` did. */
export type Teardown = () => void;

/** What every behaviour module exports. */
export type Init = ( root: ParentNode ) => Teardown;

/** Adds a listener and returns its removal. */
export function listen< K extends keyof WindowEventMap >(
	target: Window,
	type: K,
	handler: ( event: WindowEventMap[ K ] ) => void,
	options?: AddEventListenerOptions
): Teardown;
export function listen< K extends keyof DocumentEventMap >(
	target: Document,
	type: K,
	handler: ( event: DocumentEventMap[ K ] ) => void,
	options?: AddEventListenerOptions
): Teardown;
export function listen< K extends keyof HTMLElementEventMap >(
	target: Element,
	type: K,
	handler: ( event: HTMLElementEventMap[ K ] ) => void,
	options?: AddEventListenerOptions
): Teardown;
export function listen(
	target: EventTarget,
	type: string,
	handler: ( event: Event ) => void,
	options?: AddEventListenerOptions
): Teardown;
export function listen(
	target: EventTarget,
	type: string,
	handler: ( event: Event ) => void,
	options?: AddEventListenerOptions
): Teardown {
	target.addEventListener( type, handler, options );
	return () => target.removeEventListener( type, handler, options );
}

/** Runs all teardowns. */
export function combine( teardowns: Teardown[] ): Teardown {
	return () => teardowns.splice( 0 ).forEach( ( teardown ) => teardown() );
}

/** Elements matching `selector` inside `root`. */
export function all< T extends Element = HTMLElement >(
	root: ParentNode,
	selector: string
): T[] {
	return Array.from( root.querySelectorAll< T >( selector ) );
}

/**
 * Initialises every element matching `selector` inside `root` that the
 * theme rendered (mark.ts): a post's own `data-kiosk-*` markup is skipped.
 */
export function each< T extends Element = HTMLElement >(
	root: ParentNode,
	selector: string,
	initOne: ( element: T ) => Teardown
): Teardown {
	return combine( themeRoots< T >( root, selector ).map( initOne ) );
}

/** Whether the reader asked for reduced motion. */
export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/** Whether the mobile menu rules apply (≤ 768 px). */
export function isMobile(): boolean {
	return window.innerWidth <= MOBILE_BREAKPOINT;
}

/** The logged-in admin toolbar's height, or 0. */
export function adminBarHeight(): number {
	const bar = document.getElementById( 'wpadminbar' );
	return bar ? bar.getBoundingClientRect().height || bar.offsetHeight : 0;
}

/** Whether focus or the pointer target `node` lies inside `container`. */
export function inside(
	container: Element,
	node: EventTarget | null
): boolean {
	return node instanceof Node && container.contains( node );
}
