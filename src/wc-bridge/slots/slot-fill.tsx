/**
 * `createSlotFill( name )` as `wc.blocksCheckout` exports it: a `Fill`
 * whose every child is given the slot's `fillProps` (cloned with them, as
 * WooCommerce's `Fill` does; a function child is called with them) inside
 * an error boundary, and a `Slot` rendering the fills where Kiosk puts it,
 * in a `div` with `className`, or nothing when no fill has content. Fills
 * and slots meet through the page's fill store (fill-store.ts), not a
 * React context.
 */
import {
	Children,
	Fragment,
	cloneElement,
	isValidElement,
	useLayoutEffect,
	useState,
	useSyncExternalStore,
} from '@wordpress/element';
import type { ReactNode } from 'react';
import { FillBoundary } from './fill-boundary';
import { fillStore, type FillStore } from './fill-store';

type FillProps = Record< string, unknown >;

export interface SlotProps {
	className?: string;
	fillProps?: FillProps;
}

/** One fill's children with the slot's props. */
function withFillProps( children: ReactNode, fillProps: FillProps ) {
	const content =
		typeof children === 'function'
			? ( children as ( props: FillProps ) => ReactNode )( fillProps )
			: children;
	return Children.map( content, ( child ) =>
		child === null || child === undefined || child === false ? null : (
			<FillBoundary>
				{ isValidElement( child )
					? cloneElement( child, fillProps )
					: child }
			</FillBoundary>
		)
	);
}

export function createSlotFill( name: string, store: FillStore = fillStore ) {
	function Fill( { children }: { children?: ReactNode } ) {
		const [ id ] = useState( () => Symbol( name ) );
		useLayoutEffect( () => {
			store.setFill( name, id, children );
		} );
		useLayoutEffect( () => () => store.removeFill( name, id ), [ id ] );
		return null;
	}

	function Slot( { className, fillProps = {} }: SlotProps ) {
		const fills = useSyncExternalStore( store.subscribe, () =>
			store.getFills( name )
		);
		const rendered = fills.map( ( children ) =>
			withFillProps( children, fillProps )
		);
		if ( ! rendered.some( ( nodes ) => nodes && nodes.length ) ) {
			return null;
		}
		return (
			<div className={ className }>
				{ rendered.map( ( nodes, index ) => (
					<Fragment key={ index }>{ nodes }</Fragment>
				) ) }
			</div>
		);
	}

	return { Fill, Slot };
}
