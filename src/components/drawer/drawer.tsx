/**
 * A modal drawer (SPEC section 2): closes on Escape, a click on the
 * overlay or its close button; stays mounted 300 ms after closing for the
 * slide-out; traps focus and returns it to where it was; the page behind
 * it does not scroll while it is open.
 */
import { createPortal, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { lockScroll } from './scroll-lock';
import './style.css';

/** The drawer stays mounted this long after closing. */
export const DRAWER_CLOSE_DELAY = 300;

export interface DrawerProps {
	isOpen: boolean;
	onClose: () => void;
	title: string;
	children: React.ReactNode;
	className?: string;
}

const FOCUSABLE =
	'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Whether an element still runs a CSS animation (the open fade and slide).
 * Without the Web Animations API (jsdom) it counts as finished.
 */
function isAnimating( element: HTMLElement ): boolean {
	return element.getAnimations
		? element
				.getAnimations( { subtree: true } )
				.some( ( animation ) => animation.playState === 'running' )
		: false;
}

/**
 * Keeps focus inside the panel on Tab / Shift+Tab.
 */
function trapFocus( event: KeyboardEvent, panel: HTMLElement ) {
	const items = Array.from(
		panel.querySelectorAll< HTMLElement >( FOCUSABLE )
	);
	if ( ! items.length ) {
		event.preventDefault();
		return;
	}
	const active = panel.ownerDocument.activeElement;
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	if ( event.shiftKey && active === first ) {
		event.preventDefault();
		last.focus();
	} else if ( ! event.shiftKey && active === last ) {
		event.preventDefault();
		first.focus();
	}
}

/**
 * The drawer. While open its overlay carries `is-open`, and `is-settled`
 * once the open animation has finished (at once with reduced motion).
 */
export function Drawer( {
	isOpen,
	onClose,
	title,
	children,
	className = '',
}: DrawerProps ) {
	const [ mounted, setMounted ] = useState( isOpen );
	const [ settled, setSettled ] = useState( false );
	const overlay = useRef< HTMLDivElement >( null );
	const panel = useRef< HTMLDivElement >( null );
	const returnTo = useRef< HTMLElement | null >( null );
	const close = useRef( onClose );
	close.current = onClose;

	useEffect( () => {
		if ( isOpen ) {
			setMounted( true );
			return;
		}
		setSettled( false );
		const timer = setTimeout(
			() => setMounted( false ),
			DRAWER_CLOSE_DELAY
		);
		return () => clearTimeout( timer );
	}, [ isOpen ] );

	useEffect( () => {
		const node = panel.current;
		if ( ! isOpen || ! mounted || ! node ) {
			return;
		}
		returnTo.current = node.ownerDocument
			.activeElement as HTMLElement | null;
		const first = node.querySelector< HTMLElement >( FOCUSABLE );
		( first || node ).focus();
		// Escape and Tab are handled on the dialog itself, so a key press
		// anywhere else on the page is left alone.
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				event.stopPropagation();
				close.current();
			} else if ( event.key === 'Tab' ) {
				trapFocus( event, node );
			}
		};
		node.addEventListener( 'keydown', onKeyDown );
		const unlock = lockScroll( node.ownerDocument );
		return () => {
			unlock();
			node.removeEventListener( 'keydown', onKeyDown );
			returnTo.current?.focus?.();
		};
	}, [ isOpen, mounted ] );

	// `is-settled` tells styles and tests that the fade and slide are over,
	// so nothing is measured half-transparent.
	useEffect( () => {
		const node = overlay.current;
		if ( ! isOpen || ! mounted || ! node ) {
			return;
		}
		const settle = () => {
			if ( ! isAnimating( node ) ) {
				setSettled( true );
			}
		};
		node.addEventListener( 'animationend', settle );
		node.addEventListener( 'animationcancel', settle );
		// Reduced motion has no animation, and a hidden tab may never end one.
		const fallback = setTimeout(
			() => setSettled( true ),
			DRAWER_CLOSE_DELAY + 100
		);
		settle();
		return () => {
			node.removeEventListener( 'animationend', settle );
			node.removeEventListener( 'animationcancel', settle );
			clearTimeout( fallback );
		};
	}, [ isOpen, mounted ] );

	if ( ! mounted ) {
		return null;
	}

	let state = isOpen ? ' is-open' : ' is-closing';
	if ( isOpen && settled ) {
		state += ' is-settled';
	}
	return createPortal(
		// The overlay is the standard modal backdrop: a pointer click on it
		// closes, and keyboard users close with Escape or the close button.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			ref={ overlay }
			className={ `kiosk-drawer__overlay${ state }` }
			onMouseDown={ ( event ) => {
				if ( event.target === event.currentTarget ) {
					// The press would move focus to the body after the
					// close has returned it to the opener.
					event.preventDefault();
					onClose();
				}
			} }
			data-testid="kiosk-drawer-overlay"
		>
			<div
				ref={ panel }
				className={ `kiosk-drawer ${ className }` }
				role="dialog"
				aria-modal="true"
				aria-label={ title }
				tabIndex={ -1 }
			>
				<button
					type="button"
					className="kiosk-drawer__close"
					aria-label={ __( 'Close', 'kiosk' ) }
					onClick={ onClose }
				>
					<svg
						width="24"
						height="24"
						viewBox="0 0 24 24"
						aria-hidden="true"
						focusable="false"
					>
						<path
							d="M6 6l12 12M18 6L6 18"
							stroke="currentColor"
							strokeWidth="2"
						/>
					</svg>
				</button>
				{ children }
			</div>
		</div>,
		document.body
	);
}
