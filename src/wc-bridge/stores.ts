/**
 * WooCommerce's data stores under their own names, `wc/store/cart`,
 * `wc/store/checkout`, `wc/store/payment` and `wc/store/validation`,
 * answered by Kiosk's `kiosk/*` stores in the same `@wordpress/data`
 * registry: no state of their own. Each is a custom store whose selectors
 * and actions are the Kiosk store's (read when asked, so a Kiosk store
 * registered later still answers) plus the few WooCommerce names Kiosk's
 * store has under another shape, and whose subscription is the Kiosk
 * store's, so `useSelect( ( select ) => select( 'wc/store/cart' )… )`
 * renders again when Kiosk's cart changes.
 */
import type { StoreDescriptor } from '@wordpress/data';

type AnyFunctions = Record< string, ( ...args: any[] ) => any >;

/** The registry a custom store is instantiated with (the parts used). */
export interface DataRegistry {
	select: ( name: string ) => AnyFunctions | undefined;
	dispatch: ( name: string ) => AnyFunctions | undefined;
	subscribe: ( listener: () => void, name?: string ) => () => void;
	register: ( store: StoreDescriptor< any > ) => void;
}

/** WooCommerce's store keys, as `wc.wcBlocksData` exports them. */
export const CART_STORE_KEY = 'wc/store/cart';
export const CHECKOUT_STORE_KEY = 'wc/store/checkout';
export const PAYMENT_STORE_KEY = 'wc/store/payment';
export const VALIDATION_STORE_KEY = 'wc/store/validation';

/** WooCommerce's store => the Kiosk store that answers it. */
export const ANSWERED_BY: Record< string, string > = {
	[ CART_STORE_KEY ]: 'kiosk/cart',
	[ CHECKOUT_STORE_KEY ]: 'kiosk/checkout',
	[ PAYMENT_STORE_KEY ]: 'kiosk/payment',
	[ VALIDATION_STORE_KEY ]: 'kiosk/validation',
};

type Extras = ( kiosk: () => AnyFunctions ) => AnyFunctions;

const NO_EXTRAS: Extras = () => ( {} );

/** Selectors WooCommerce's stores have that Kiosk's spell otherwise. */
const SELECTOR_EXTRAS: Record< string, Extras > = {
	[ CART_STORE_KEY ]: ( cart ) => ( {
		getCustomerData: () => {
			const data = cart().getCartData?.() || {};
			return {
				billingAddress: data.billingAddress,
				shippingAddress: data.shippingAddress,
			};
		},
	} ),
};

/** Actions WooCommerce's stores have that Kiosk's spell otherwise. */
const ACTION_EXTRAS: Record< string, Extras > = {
	[ CART_STORE_KEY ]: ( cart ) => ( {
		// WooCommerce's takes a whole Store API cart response, as receiveCart.
		receiveCartContents: ( response: unknown ) =>
			cart().receiveCart?.( response ),
	} ),
};

/**
 * The merged object for one Kiosk store's functions, built again only when
 * the Kiosk store's object changes (registered late, or replaced).
 */
function merged(
	read: () => AnyFunctions | undefined,
	extras: Extras
): () => AnyFunctions {
	let source: AnyFunctions | undefined;
	let result: AnyFunctions = {};
	return () => {
		const current = read();
		if ( current !== source || ! source ) {
			source = current;
			result = {
				...( current || {} ),
				...extras( () => read() || {} ),
			};
		}
		return result;
	};
}

/**
 * Follows the Kiosk store `kiosk`; where it is not registered yet (the
 * checkout's stores come with the checkout's bundle, which may run after
 * this one), every change of the registry. The registry calls a store's
 * listener to emit its own change, which reaches the registry's listeners
 * again: a call made while one is under way is dropped, or the two would
 * call each other without end.
 */
function subscribeTo(
	registry: DataRegistry,
	kiosk: string,
	listener: () => void
): () => void {
	if ( registry.select( kiosk ) ) {
		return registry.subscribe( listener, kiosk );
	}
	let running = false;
	return registry.subscribe( () => {
		if ( running ) {
			return;
		}
		running = true;
		try {
			listener();
		} finally {
			running = false;
		}
	} );
}

/** The custom store descriptor answering WooCommerce's `name` from Kiosk's. */
export function wcStore( name: string ): StoreDescriptor< any > {
	const kiosk = ANSWERED_BY[ name ];
	return {
		name,
		instantiate: ( registry: DataRegistry ) => ( {
			getSelectors: merged(
				() => registry.select( kiosk ),
				SELECTOR_EXTRAS[ name ] || NO_EXTRAS
			),
			getActions: merged(
				() => registry.dispatch( kiosk ),
				ACTION_EXTRAS[ name ] || NO_EXTRAS
			),
			subscribe: ( listener: () => void ) =>
				subscribeTo( registry, kiosk, listener ),
		} ),
	} as unknown as StoreDescriptor< any >;
}

/**
 * Registers the four stores in `registry` (the page's `wp.data`) unless a
 * store of that name is there already (WooCommerce's own data store on
 * the same page keeps its stores).
 */
export function registerWcStores( registry: DataRegistry ): void {
	for ( const name of Object.keys( ANSWERED_BY ) ) {
		if ( ! registry.select( name ) ) {
			registry.register( wcStore( name ) );
		}
	}
}

/** `wc.wcBlocksData`: the keys and the store descriptors. */
export function wcBlocksData() {
	return {
		CART_STORE_KEY,
		CHECKOUT_STORE_KEY,
		PAYMENT_STORE_KEY,
		VALIDATION_STORE_KEY,
		cartStore: wcStore( CART_STORE_KEY ),
		checkoutStore: wcStore( CHECKOUT_STORE_KEY ),
		paymentStore: wcStore( PAYMENT_STORE_KEY ),
		validationStore: wcStore( VALIDATION_STORE_KEY ),
	};
}
