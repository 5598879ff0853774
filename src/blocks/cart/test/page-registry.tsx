/**
 * What the cart's tests of extension blocks share: the page's registry
 * (`window.kiosk.registry`) with checkout blocks of each test's own, the
 * notices store the cart reports into, a block that says its name, and a
 * lookup of an area's element.
 */
import { register } from '@wordpress/data';
import * as pageRegistry from '../../../registry';
import {
	createCheckoutBlockRegistry,
	type CheckoutBlockRegistry,
} from '../../../registry/checkout-blocks';
import { noticesStore } from '../../../data/notices';

/** The registry's API, with checkout blocks of the test's own. */
export type PageRegistry = typeof pageRegistry & CheckoutBlockRegistry;

type KioskWindow = { kiosk?: { registry?: unknown } };

/**
 * Registers the notices store and gives each test a fresh registry, already
 * on the page (`onPage`) or not yet; returns the current test's registry.
 */
export function setUpPageRegistry( onPage: boolean ): () => PageRegistry {
	register( noticesStore );
	let registry: PageRegistry;
	beforeEach( () => {
		registry = { ...pageRegistry, ...createCheckoutBlockRegistry() };
		( window as unknown as KioskWindow ).kiosk = onPage
			? { registry }
			: undefined;
	} );
	return () => registry;
}

/** Puts the registry on the page, as the `kiosk-registry` handle does. */
export function putOnPage( registry: PageRegistry ): void {
	( window as unknown as KioskWindow ).kiosk = { registry };
}

/** Registers a block that says its name ("Erweiterung <name>"), for one area. */
export function sayingBlock(
	registry: PageRegistry,
	name: string,
	parent: string | string[]
): void {
	registry.registerCheckoutBlock( {
		metadata: { name: `demo/${ name }`, parent },
		component: () => <p>Erweiterung { name }</p>,
	} );
}

/** The element an area's selector finds. */
export const area = ( selector: string ) =>
	document.querySelector( selector ) as HTMLElement;
