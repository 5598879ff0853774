/**
 * A modal drawer (SPEC section 2): closes on Escape, a click on the
 * overlay or its close button; stays mounted 300 ms after closing for the
 * slide-out; traps focus and returns it to where it was.
 */
import { createPortal, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
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

/** The drawer. */
export function Drawer( {
	isOpen,
	onClose,
	title,
	children,
	className = '',
}: DrawerProps ) {
	const [ mounted, setMounted ] = useState( isOpen );
	const panel = useRef< HTMLDivElement >( null );
	const returnTo = useRef< HTMLElement | null >( null );

	useEffect( () => {
		if ( isOpen ) {
			setMounted( true );
			return;
		}
		const timer = setTimeout(
			() => setMounted( false ),
			DRAWER_CLOSE_DELAY
		);
		return () => clearTimeout( timer );
	}, [ isOpen ] );

	useEffect( () => {
		if ( ! isOpen || ! mounted ) {
			return;
		}
		returnTo.current = document.activeElement as HTMLElement | null;
		const first = panel.current?.querySelector< HTMLElement >( FOCUSABLE );
		( first || panel.current )?.focus();
		return () => {
			returnTo.current?.focus?.();
		};
	}, [ isOpen, mounted ] );

	if ( ! mounted ) {
		return null;
	}

	const onKeyDown = ( event: React.KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			onClose();
			return;
		}
		if ( event.key !== 'Tab' || ! panel.current ) {
			return;
		}
		const items = Array.from(
			panel.current.querySelectorAll< HTMLElement >( FOCUSABLE )
		);
		if ( ! items.length ) {
			event.preventDefault();
			return;
		}
		const first = items[ 0 ];
		const last = items[ items.length - 1 ];
		if ( event.shiftKey && document.activeElement === first ) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && document.activeElement === last ) {
			event.preventDefault();
			first.focus();
		}
	};

	return createPortal(
		<div
			className={ `kiosk-drawer__overlay${ isOpen ? ' is-open' : ' is-closing' }` }
			onMouseDown={ ( event ) => {
				if ( event.target === event.currentTarget ) {
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
				onKeyDown={ onKeyDown }
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
