/**
 * Primary menu: mobile toggle (aria-expanded, max height = window height
 * − 88 px), submenus by button, and at ≤ 768 px the first tap on a parent
 * link opens its submenu instead of following it. The open mobile menu
 * closes on Escape, on a click outside it and when focus leaves it. On a
 * desktop, Escape also hides a submenu shown by hover or focus.
 */
import { MOBILE_MENU_OFFSET } from './constants';
import { themeRoot } from './mark';
import {
	all,
	combine,
	each,
	inside,
	isMobile,
	listen,
	type Teardown,
} from './dom';

/**
 * A desktop submenu shown by hover or keyboard focus that the visitor
 * dismissed with Escape stays hidden until the pointer or focus leaves
 * its parent (WCAG 1.4.13), or its button opens it again.
 */
const DISMISSED = 'is-dismissed';

function setSubmenu( parent: HTMLElement, open: boolean ) {
	parent.classList.toggle( 'is-open', open );
	if ( open ) {
		parent.classList.remove( DISMISSED );
	}
	parent
		.querySelector( ':scope > .kiosk-menu__submenu-toggle' )
		?.setAttribute( 'aria-expanded', String( open ) );
}

function initMenu( nav: HTMLElement ): Teardown {
	const toggle = nav.id
		? themeRoot< HTMLButtonElement >(
				document,
				`[data-kiosk-menu-toggle][aria-controls="${ nav.id }"]`
			)
		: null;
	const parents = all( nav, '[data-kiosk-submenu-parent]' );
	const openParents = () =>
		parents.filter( ( parent ) => parent.classList.contains( 'is-open' ) );
	const fitHeight = () => {
		nav.style.maxHeight = `${ window.innerHeight - MOBILE_MENU_OFFSET }px`;
	};
	/** Whether `target` is outside both the open menu and its toggle. */
	const leftMenu = ( target: EventTarget | null ) =>
		nav.classList.contains( 'is-open' ) &&
		! inside( nav, target ) &&
		! ( toggle && inside( toggle, target ) );
	const setMenu = ( open: boolean ) => {
		nav.classList.toggle( 'is-open', open );
		toggle?.setAttribute( 'aria-expanded', String( open ) );
		if ( open ) {
			fitHeight();
		}
	};
	const teardowns: Teardown[] = parents.map( ( parent ) => {
		const link = parent.querySelector< HTMLAnchorElement >( ':scope > a' );
		const button = parent.querySelector< HTMLButtonElement >(
			':scope > .kiosk-menu__submenu-toggle'
		);
		return combine( [
			button
				? listen( button, 'click', () =>
						setSubmenu(
							parent,
							! parent.classList.contains( 'is-open' )
						)
					)
				: () => {},
			link
				? listen( link, 'click', ( event ) => {
						if (
							isMobile() &&
							! parent.classList.contains( 'is-open' )
						) {
							event.preventDefault();
							setSubmenu( parent, true );
						}
					} )
				: () => {},
			listen( parent, 'focusout', ( event ) => {
				if ( ! isMobile() && ! inside( parent, event.relatedTarget ) ) {
					setSubmenu( parent, false );
					if ( ! parent.matches( ':hover' ) ) {
						parent.classList.remove( DISMISSED );
					}
				}
			} ),
			listen( parent, 'mouseleave', () => {
				if ( ! inside( parent, parent.ownerDocument.activeElement ) ) {
					parent.classList.remove( DISMISSED );
				}
			} ),
		] );
	} );
	if ( toggle ) {
		teardowns.push(
			listen( toggle, 'click', () =>
				setMenu( ! nav.classList.contains( 'is-open' ) )
			)
		);
	}
	teardowns.push(
		listen(
			window,
			'resize',
			() => nav.classList.contains( 'is-open' ) && fitHeight()
		),
		listen( document, 'keydown', ( event ) => {
			if ( event.key !== 'Escape' ) {
				return;
			}
			const active = nav.ownerDocument.activeElement;
			// On a desktop a submenu also shows while its parent is hovered
			// or holds focus; Escape hides it there too (until left).
			const shown = isMobile()
				? []
				: parents.filter(
						( p ) => p.matches( ':hover' ) || inside( p, active )
					);
			shown.forEach( ( p ) => p.classList.add( DISMISSED ) );
			const parent = [ ...openParents(), ...shown ].find( ( p ) =>
				inside( p, active )
			);
			if ( parent ) {
				setSubmenu( parent, false );
				parent.querySelector< HTMLElement >( ':scope > a' )?.focus();
			} else if (
				// (A submenu shown by hover only: focus stays where it is.)
				! shown.length &&
				nav.classList.contains( 'is-open' ) &&
				( inside( nav, active ) || active === toggle )
			) {
				setMenu( false );
				toggle?.focus();
			}
		} ),
		listen( document, 'click', ( event ) => {
			if ( ! inside( nav, event.target ) ) {
				openParents().forEach( ( parent ) =>
					setSubmenu( parent, false )
				);
				if ( leftMenu( event.target ) ) {
					setMenu( false );
				}
			}
		} ),
		// Tabbing past the last link (or back past the toggle) leaves the
		// open panel covering the page; a null target (the window lost
		// focus) is not a leave.
		listen( nav, 'focusout', ( event ) => {
			if ( event.relatedTarget && leftMenu( event.relatedTarget ) ) {
				setMenu( false );
			}
		} )
	);
	return combine( teardowns );
}

/** Enhances every `[data-kiosk-menu]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-menu]', initMenu );
}
