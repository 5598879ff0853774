/**
 * `wc.blocksCheckout` as an extension written for WooCommerce's checkout
 * block calls it, answered by Kiosk:
 *
 * - `registerCheckoutBlock( { metadata, component } )` checks the options
 *   as Kiosk's registry does (WooCommerce's messages) and registers the
 *   block into Kiosk's area for each `woocommerce/*` parent, its component
 *   given WooCommerce's inner-block props (extension-props.tsx). A block
 *   with several parents shows in the first (WooCommerce's checkout shows
 *   it where the page saved it, once; Kiosk's default layout renders every
 *   registered block of an area);
 * - `registerCheckoutFilters`, `applyCheckoutFilter`: Kiosk's filters;
 * - `extensionCartUpdate( { namespace, data } )`: POST
 *   `/wc/store/v1/cart/extensions` through Kiosk's cart store, whose new
 *   cart every view then shows;
 * - `CheckboxControl`, `ValidatedTextInput`: WooCommerce's props, Kiosk's
 *   fields (components/);
 * - the slot fills `ExperimentalOrderMeta`, `ExperimentalDiscountsMeta`,
 *   `ExperimentalOrderShippingPackages` and `createSlotFill` (slots/);
 * - `TotalsItem`, `TotalsWrapper`, `Label`, `Panel`, `StoreNotice`,
 *   `StoreNoticesContainer`, `Button`, `TextInput`, `ValidationInputError`:
 *   WooCommerce's props, Kiosk's markup (components/).
 *
 * docs/EXTENSIONS.md lists what is not there yet.
 */
import type { ComponentType } from 'react';
import { withExtensionProps } from './extension-props';
import { CheckboxControl } from './components/checkbox-control';
import { ValidatedTextInput } from './components/validated-text-input';
import type { DataRegistry } from './stores';
import { slotExports } from './slots/exports';
import { displayComponents } from './components/exports';

type AnyFunction = ( ...args: any[] ) => any;

/** The Kiosk registry functions the bridge uses (`@kiosk/registry`). */
export interface KioskRegistry {
	registerCheckoutBlock: ( options: {
		metadata: Record< string, unknown >;
		component: unknown;
	} ) => void;
	registerCheckoutFilters: AnyFunction;
	applyCheckoutFilter: AnyFunction;
	innerBlockAreas?: Record< string, string >;
}

/** `wc.blocksCheckout` for Kiosk's registry and data registry. */
export function blocksCheckout(
	kiosk: KioskRegistry,
	data: () => DataRegistry
) {
	return {
		registerCheckoutBlock( options: {
			metadata: Record< string, unknown >;
			component: unknown;
		} ) {
			// Kiosk's registry checks the extension's own options (and
			// throws WooCommerce's messages) before anything is wrapped.
			kiosk.registerCheckoutBlock( options );
			const { metadata, component } = options;
			const parent = metadata.parent;
			const first = Array.isArray( parent ) ? parent[ 0 ] : parent;
			kiosk.registerCheckoutBlock( {
				metadata: { ...metadata, parent: first },
				component: withExtensionProps(
					component as ComponentType< Record< string, unknown > >
				),
			} );
		},
		registerCheckoutFilters: kiosk.registerCheckoutFilters,
		applyCheckoutFilter: kiosk.applyCheckoutFilter,
		innerBlockAreas: kiosk.innerBlockAreas,
		extensionCartUpdate( args: {
			namespace: string;
			data?: Record< string, unknown >;
		} ) {
			const cart = data().dispatch( 'kiosk/cart' );
			if ( ! cart?.applyExtensionCartUpdate ) {
				return Promise.reject(
					new Error( 'The cart store is not on this page.' )
				);
			}
			return cart.applyExtensionCartUpdate( args );
		},
		CheckboxControl,
		ValidatedTextInput,
		...slotExports,
		...displayComponents,
	};
}
