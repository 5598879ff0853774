/**
 * `registerCheckoutBlock`: lets an extension put a block into any inner
 * area. Every invalid argument throws (SPEC section 5).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { toInnerBlockArea, type InnerBlockArea } from './inner-block-areas';

export interface CheckoutBlockOptions {
	metadata: {
		name?: string;
		parent?: string | string[];
		[ key: string ]: unknown;
	};
	component:
		| ComponentType< Record< string, unknown > >
		| LazyExoticComponent< ComponentType< Record< string, unknown > > >;
}

export interface RegisteredBlock {
	blockName: string;
	component: CheckoutBlockOptions[ 'component' ];
	metadata: CheckoutBlockOptions[ 'metadata' ];
}

const blocks = new Map<
	string,
	RegisteredBlock & { areas: InnerBlockArea[] }
>();
const listeners = new Set< () => void >();

function fail( argument: string, value: unknown, type: string ): never {
	throw new Error(
		`Incorrect value for the ${ argument } argument when registering a checkout block. It was a ${ typeof value }, but must be a ${ type }.`
	);
}

function isLazy( value: unknown ): boolean {
	return (
		typeof value === 'object' &&
		value !== null &&
		( value as { $$typeof?: symbol } ).$$typeof ===
			Symbol.for( 'react.lazy' )
	);
}

/** Registers a block component for one or more inner areas. */
export function registerCheckoutBlock( options: CheckoutBlockOptions ): void {
	if ( ! options || typeof options !== 'object' ) {
		fail( 'options', options, 'object' );
	}
	const { metadata, component } = options;
	if (
		! metadata ||
		typeof metadata !== 'object' ||
		Array.isArray( metadata )
	) {
		fail( 'metadata', metadata, 'object' );
	}
	const blockName = metadata.name;
	if ( typeof blockName !== 'string' ) {
		fail( 'blockName', blockName, 'string' );
	}
	if ( ! blockName ) {
		throw new Error(
			'Value for the blockName argument must not be empty.'
		);
	}
	const parent = metadata.parent;
	const parents = typeof parent === 'string' ? [ parent ] : parent;
	if (
		! Array.isArray( parents ) ||
		! parents.length ||
		parents.some( ( p ) => typeof p !== 'string' )
	) {
		throw new Error(
			'Value for the parent argument must be a string or array of strings.'
		);
	}
	const areas = parents.map( toInnerBlockArea );
	if ( areas.some( ( area ) => area === null ) ) {
		throw new Error(
			`Value for the parent argument must be a valid inner block area. ${ parents.join( ', ' ) } is not one.`
		);
	}
	if ( typeof component !== 'function' && ! isLazy( component ) ) {
		throw new Error(
			'Incorrect value for the component argument when registering a checkout block. Component must be a valid React Element or Lazy callback.'
		);
	}
	blocks.set( blockName, {
		blockName,
		component,
		metadata,
		areas: areas as InnerBlockArea[],
	} );
	listeners.forEach( ( listener ) => listener() );
}

/**
 * Calls the listener after every registration (areas that mounted before an
 * extension registered its block render it then); returns the unsubscribe.
 */
export function subscribeToCheckoutBlocks( listener: () => void ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/** The blocks registered for an area, in registration order. */
export function getRegisteredBlocks( area: string ): RegisteredBlock[] {
	const target = toInnerBlockArea( area );
	return [ ...blocks.values() ].filter(
		( block ) => target && block.areas.includes( target )
	);
}

/** Empties the registry (tests). */
export function __resetCheckoutBlocks(): void {
	blocks.clear();
}
