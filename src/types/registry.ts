/**
 * The registry's shapes as other modules and `window.kiosk.registry` see
 * them (src/registry/ implements them: checkout-blocks.ts,
 * checkout-filters.ts, which re-export these; the cart reads the page's
 * registry through src/shared/page-registry.ts).
 */
import type { ComponentType, LazyExoticComponent } from 'react';

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

export interface ApplyCheckoutFilterArgs< T > {
	filterName: string;
	defaultValue: T;
	extensions?: Record< string, unknown > | null;
	arg?: unknown;
	/** Returns true or throws. */
	validation?: ( value: T ) => true | Error;
	/** Defaults to the viewer's role from the inline settings. */
	isAdmin?: boolean;
}

/** The parts of the page's registry (`window.kiosk.registry`) the cart reads. */
export interface RegistryLike {
	applyCheckoutFilter?: < T >( args: ApplyCheckoutFilterArgs< T > ) => T;
	getExpressPaymentMethods?: () => Record< string, unknown >;
	getRegisteredBlocks?: ( area: string ) => RegisteredBlock[];
	subscribeToCheckoutBlocks?: ( listener: () => void ) => () => void;
}
