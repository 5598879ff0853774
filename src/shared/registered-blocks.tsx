/**
 * Extension blocks in the cart's and the mini cart's inner areas
 * (`registerCheckoutBlock`): every block of an area (the default layout),
 * one where the owner saved it, or the forced ones a saved tree lacks. Read
 * through the page's
 * registry like the cart's filters (page-registry.ts): the cart bundle does
 * not include it, and
 * without it on the page nobody can have registered a block, so an area
 * renders nothing and costs nothing.
 *
 * Areas follow the registry: blocks registered after the cart mounted show
 * up (subscribeToCheckoutBlocks), and so does a registry loaded after first
 * paint (REGISTRY_READY_EVENT). Each area follows the registry itself and
 * lets go on unmount; this module keeps nothing. Each block sits in its own error boundary:
 * a crashing extension shows the block error placeholder, the cart stays.
 */
import { useEffect, useState } from '@wordpress/element';
import type { RegisteredBlock, RegistryLike } from '../types/registry';
import { REGISTRY_READY_EVENT } from '../registry/ready-event';
import { pageRegistry } from './page-registry';
import { registeredBlocksOf } from '../shared-ui/layout/registered-blocks-of';

const NONE: RegisteredBlock[] = [];

/** The blocks registered for an area, kept current. */
export function useRegisteredBlocks( area: string ): RegisteredBlock[] {
	// The registry a ready event handed over (before `window.kiosk.registry` is set).
	const [ announced, setAnnounced ] = useState< RegistryLike >();
	const [ , rerender ] = useState( 0 );
	const registry = pageRegistry() || announced;
	useEffect( () => {
		if ( ! registry ) {
			const onReady = ( event: Event ) =>
				setAnnounced( ( event as CustomEvent< RegistryLike > ).detail );
			document.addEventListener( REGISTRY_READY_EVENT, onReady, {
				once: true,
			} );
			return () =>
				document.removeEventListener( REGISTRY_READY_EVENT, onReady );
		}
		const update = () => rerender( ( n ) => n + 1 );
		// A block registered between the first render and this effect.
		update();
		return registry.subscribeToCheckoutBlocks?.( update );
	}, [ registry ] );
	return registry?.getRegisteredBlocks?.( area ) || NONE;
}

/** The extension blocks of one inner area (see registered-blocks-of.tsx). */
export const RegisteredBlocks = registeredBlocksOf( useRegisteredBlocks );
