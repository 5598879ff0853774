/**
 * Mounts the mini cart drawer once and opens it.
 */
import { createRoot, useEffect, useState } from '@wordpress/element';
import { MiniCartDrawer } from './mini-cart-drawer';

let setOpenRef: ( ( open: boolean ) => void ) | null = null;

function MiniCart( { initiallyOpen }: { initiallyOpen: boolean } ) {
	const [ open, setOpen ] = useState( initiallyOpen );
	useEffect( () => {
		setOpenRef = setOpen;
		return () => {
			setOpenRef = null;
		};
	}, [] );
	return (
		<MiniCartDrawer isOpen={ open } onClose={ () => setOpen( false ) } />
	);
}

/** Opens the drawer (mounting it on first use). */
export function openMiniCartDrawer(): void {
	if ( setOpenRef ) {
		setOpenRef( true );
		return;
	}
	const host = document.createElement( 'div' );
	host.className = 'kiosk-mini-cart-root';
	document.body.appendChild( host );
	createRoot( host ).render( <MiniCart initiallyOpen /> );
}
