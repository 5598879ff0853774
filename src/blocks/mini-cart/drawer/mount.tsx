/**
 * Mounts the mini cart drawer once and opens it, with the inner-block tree
 * the server printed on the header's mini cart (`data-kiosk-blocks`, the
 * owner's `mini-cart` template part; absent: the default layout).
 */
import { createRoot, useEffect, useState } from '@wordpress/element';
import { parseLayout, type LayoutNode } from '../../../shared-ui/layout/tree';
import { MiniCartDrawer } from './mini-cart-drawer';
import { showLastCart } from './last-cart';

let setOpenRef: ( ( open: boolean ) => void ) | null = null;

function MiniCart( {
	initiallyOpen,
	tree,
}: {
	initiallyOpen: boolean;
	tree: LayoutNode[] | null;
} ) {
	const [ open, setOpen ] = useState( initiallyOpen );
	useEffect( () => {
		setOpenRef = setOpen;
		return () => {
			setOpenRef = null;
		};
	}, [] );
	return (
		<MiniCartDrawer
			isOpen={ open }
			onClose={ () => setOpen( false ) }
			tree={ tree }
		/>
	);
}

/**
 * The saved tree on the page's first mini cart, the header's (null: the
 * default layout). A later one, such as markup in a post's content, is
 * never read (issue 45).
 */
export function savedMiniCartTree(
	root: ParentNode = document
): LayoutNode[] | null {
	const block = root.querySelector< HTMLElement >(
		'.wp-block-kiosk-mini-cart'
	);
	return parseLayout( block?.dataset.kioskBlocks );
}

/** Opens the drawer (mounting it on first use). */
export function openMiniCartDrawer(): void {
	if ( setOpenRef ) {
		setOpenRef( true );
		return;
	}
	showLastCart( window.kiosk?.lastCart );
	const host = document.createElement( 'div' );
	host.className = 'kiosk-mini-cart-root';
	document.body.appendChild( host );
	createRoot( host ).render(
		<MiniCart initiallyOpen tree={ savedMiniCartTree() } />
	);
}
