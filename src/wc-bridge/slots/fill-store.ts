/**
 * The fills of the bridge's slots (`ExperimentalOrderMeta`…), kept by slot
 * name in one store for the page instead of `@wordpress/components`'
 * `SlotFillProvider` context: Kiosk's checkout renders the order summary,
 * the phone's summary and the shipping step as separate trees, and the
 * extensions' `PluginArea` in a root of its own (plugin-area.tsx), so no
 * one React context encloses a fill and its slot. `wp-components` (805 KB,
 * 222 KB brotli in WordPress 7.0) is not loaded for it.
 */
import type { ReactNode } from 'react';

type Listener = () => void;

export interface FillStore {
	/** Sets (or replaces) fill `id`'s children in slot `slot`. */
	setFill: ( slot: string, id: symbol, children: ReactNode ) => void;
	removeFill: ( slot: string, id: symbol ) => void;
	/** The fills' children, in the order the fills first registered. */
	getFills: ( slot: string ) => ReactNode[];
	subscribe: ( listener: Listener ) => () => void;
}

export function createFillStore(): FillStore {
	const slots = new Map< string, Map< symbol, ReactNode > >();
	const cache = new Map< string, ReactNode[] >();
	const listeners = new Set< Listener >();
	const changed = ( slot: string ) => {
		cache.delete( slot );
		listeners.forEach( ( listener ) => listener() );
	};
	return {
		setFill( slot, id, children ) {
			const fills = slots.get( slot ) || new Map();
			slots.set( slot, fills );
			if ( fills.has( id ) && fills.get( id ) === children ) {
				return;
			}
			fills.set( id, children );
			changed( slot );
		},
		removeFill( slot, id ) {
			if ( slots.get( slot )?.delete( id ) ) {
				changed( slot );
			}
		},
		getFills( slot ) {
			let fills = cache.get( slot );
			if ( ! fills ) {
				fills = Array.from( slots.get( slot )?.values() || [] );
				cache.set( slot, fills );
			}
			return fills;
		},
		subscribe( listener ) {
			listeners.add( listener );
			return () => {
				listeners.delete( listener );
			};
		},
	};
}

/** The page's store (the bridge's slots and fills share it). */
export const fillStore = createFillStore();
