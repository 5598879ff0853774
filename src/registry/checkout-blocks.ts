/**
 * `registerCheckoutBlock`: lets an extension put a block into any inner
 * area. Every invalid argument throws (SPEC section 5). The page's
 * functions are those of one registry built by
 * `createCheckoutBlockRegistry()`.
 */
import type { CheckoutBlockOptions, RegisteredBlock } from '../types/registry';
import { toInnerBlockArea, type InnerBlockArea } from './inner-block-areas';

export type { CheckoutBlockOptions, RegisteredBlock };

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

/** Checks the options (every invalid one throws); returns the block's areas. */
function areasOf( options: CheckoutBlockOptions ): InnerBlockArea[] {
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
	return areas as InnerBlockArea[];
}

/** One registry of checkout blocks; the page has one (below), tests make their own. */
export interface CheckoutBlockRegistry {
	registerCheckoutBlock: ( options: CheckoutBlockOptions ) => void;
	subscribeToCheckoutBlocks: ( listener: () => void ) => () => void;
	getRegisteredBlocks: ( area: string ) => RegisteredBlock[];
}

/** An empty checkout block registry. */
export function createCheckoutBlockRegistry(): CheckoutBlockRegistry {
	const blocks = new Map<
		string,
		RegisteredBlock & { areas: InnerBlockArea[] }
	>();
	const listeners = new Set< () => void >();
	return {
		registerCheckoutBlock( options ) {
			const areas = areasOf( options );
			const { metadata, component } = options;
			blocks.set( metadata.name as string, {
				blockName: metadata.name as string,
				component,
				metadata,
				areas,
			} );
			listeners.forEach( ( listener ) => listener() );
		},
		subscribeToCheckoutBlocks( listener ) {
			listeners.add( listener );
			return () => {
				listeners.delete( listener );
			};
		},
		getRegisteredBlocks( area ) {
			const target = toInnerBlockArea( area );
			return [ ...blocks.values() ].filter(
				( block ) => target && block.areas.includes( target )
			);
		},
	};
}

/** The page's registry (`window.kiosk.registry` hands out its functions). */
const page = createCheckoutBlockRegistry();

/** Registers a block component for one or more inner areas. */
export const registerCheckoutBlock = page.registerCheckoutBlock;

/**
 * Calls the listener after every registration (areas that mounted before an
 * extension registered its block render it then); returns the unsubscribe.
 */
export const subscribeToCheckoutBlocks = page.subscribeToCheckoutBlocks;

/** The blocks registered for an area, in registration order. */
export const getRegisteredBlocks = page.getRegisteredBlocks;
