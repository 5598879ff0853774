/**
 * What wp-data takes from wp-compose, and nothing more.
 *
 * wp-data is what brings wp-compose to Kiosk's cart and checkout (and to the
 * mini cart's drawer), and it calls four of its functions: `compose`,
 * `createHigherOrderComponent`, `pure` and `useIsomorphicLayoutEffect`.
 * Core's wp-compose is about 10 KB of brotli, and running it costs about
 * 16 ms of a phone's main thread at 4× CPU before the checkout can render:
 * it bundles keyboard-shortcut and clipboard libraries, and the shortcut
 * library adds three key listeners to the document that run on every
 * keystroke. Where nothing but wp-data asks for wp-compose, the page gets
 * this file in its place (php/Assets/ComposeHooks.php).
 */
import {
	Component,
	type ComponentType,
	memo,
	useEffect,
	useLayoutEffect,
} from '@wordpress/element';

type AnyFunction = ( ...args: any[] ) => any;

/**
 * Right-to-left function composition: `compose( f, g )( x )` is `f( g( x ) )`.
 * Arrays of functions are flattened; the rightmost function gets every
 * argument; no functions give back the first argument.
 */
export function compose( ...fns: Array< AnyFunction | AnyFunction[] > ) {
	const chain = fns.flat();
	return ( ...args: unknown[] ) => {
		if ( ! chain.length ) {
			return args[ 0 ];
		}
		let value = chain[ chain.length - 1 ]( ...args );
		for ( let i = chain.length - 2; i >= 0; i-- ) {
			value = chain[ i ]( value );
		}
		return value;
	};
}

/** "withSelect" → "WithSelect", "with-data" → "WithData". */
function pascal( name: string ): string {
	return name
		.split( /[^A-Za-z0-9]+/ )
		.filter( Boolean )
		.map( ( part ) => part[ 0 ].toUpperCase() + part.slice( 1 ) )
		.join( '' );
}

/**
 * A higher-order component whose result is named for the developer tools,
 * as `Modifier(Inner)`.
 */
export function createHigherOrderComponent<
	Inner extends ComponentType< any >,
	Outer extends ComponentType< any >,
>( map: ( inner: Inner ) => Outer, modifier: string ) {
	return ( inner: Inner ): Outer & { displayName?: string } => {
		const outer: Outer & { displayName?: string } = map( inner );
		outer.displayName = `${ pascal(
			modifier
		) }(${ inner.displayName || inner.name || 'Component' })`;
		return outer;
	};
}

/** Whether two objects have the same keys holding the same values. */
function shallowEqual( a: object | null, b: object | null ): boolean {
	if ( a === b ) {
		return true;
	}
	if ( ! a || ! b ) {
		return false;
	}
	const keys = Object.keys( a );
	if ( keys.length !== Object.keys( b ).length ) {
		return false;
	}
	return keys.every(
		( key ) =>
			Object.prototype.hasOwnProperty.call( b, key ) &&
			( a as Record< string, unknown > )[ key ] ===
				( b as Record< string, unknown > )[ key ]
	);
}

/**
 * Renders a component again only when its props (and, for a class, its
 * state) changed by shallow comparison.
 */
export const pure = createHigherOrderComponent(
	( Wrapped: ComponentType< any > ): ComponentType< any > => {
		if ( Wrapped.prototype instanceof Component ) {
			const Base = Wrapped as typeof Component;
			return class extends Base {
				shouldComponentUpdate( props: object, state: object | null ) {
					return (
						! shallowEqual( props, this.props ) ||
						! shallowEqual( state, this.state as object | null )
					);
				}
			};
		}
		return memo( Wrapped, shallowEqual );
	},
	'pure'
);

/** A layout effect in a browser, a plain effect where there is no window. */
export const useIsomorphicLayoutEffect =
	typeof window !== 'undefined' ? useLayoutEffect : useEffect;

/** The module as `window.wp.compose` holds it. */
export const composeForData = {
	compose,
	createHigherOrderComponent,
	pure,
	useIsomorphicLayoutEffect,
};

/**
 * Puts the functions at `window.wp.compose`, unless core's wp-compose (or
 * this file) ran already.
 */
export function install( target: Window = window ) {
	const wp = ( (
		target as unknown as { wp?: Record< string, unknown > }
	 ).wp ??= {} );
	wp.compose ??= composeForData;
}
