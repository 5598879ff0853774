/**
 * The cart applies checkout filters and reads express methods through the
 * page's `@kiosk/registry` instance when that handle is on the page
 * (`window.kiosk.registry`), so the cart bundle does not pull the registry
 * in. Without it nobody can have registered a filter or an express method.
 */
import type { ApplyCheckoutFilterArgs, RegistryLike } from '../types/registry';

export type { RegistryLike };

/** The page's registry, if loaded. */
export function pageRegistry(): RegistryLike | undefined {
	return window.kiosk?.registry;
}

/** Applies a checkout filter (the default when no registry is loaded). */
export function applyFilter< T >( args: ApplyCheckoutFilterArgs< T > ): T {
	const registry = pageRegistry();
	return registry?.applyCheckoutFilter
		? registry.applyCheckoutFilter( args )
		: args.defaultValue;
}

/** Whether any express payment method is registered on the page. */
export function hasExpressMethods(): boolean {
	const methods = pageRegistry()?.getExpressPaymentMethods?.();
	return !! methods && Object.keys( methods ).length > 0;
}
