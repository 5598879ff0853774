/**
 * Notices extensions and gateways create through WordPress's
 * `core/notices` store, as WooCommerce's checkout and cart blocks show
 * them: `wp.data.dispatch( 'core/notices' ).createErrorNotice( message, {
 * context: 'wc/checkout' } )` (or `wc/cart`, `wc/checkout/payments`, …)
 * shows in Kiosk's notices for that place: `wc/checkout` in the
 * checkout's (`kiosk/checkout`), `wc/cart` in the cart's (`kiosk/cart`),
 * the others under their own names (the places of Kiosk's checkout
 * already use WooCommerce's: `wc/checkout/payments`…).
 *
 * - Where WordPress's store is not on the page (WordPress 7.0's
 *   `wp-notices` needs `wp-components`, 222 KB brotli; on Kiosk's pages
 *   the handle is an alias of this bundle, php/Assets/WooCommerceCheckout.php),
 *   `core/notices` is Kiosk's notices store under WordPress's name and
 *   call shapes (coreNoticesStore());
 * - where it is (loaded before this bundle), each change of its notices
 *   in those contexts is copied into Kiosk's store (forwardCoreNotices()):
 *   a notice removed there goes from Kiosk's; one the shopper dismisses in
 *   Kiosk's is not shown again until `core/notices` changes it.
 */
import type { StoreDescriptor } from '@wordpress/data';
import type { DataRegistry } from './stores';

type AnyFunctions = Record< string, ( ...args: any[] ) => any >;

/** WooCommerce's notice contexts (`noticeContexts` of `wc.blocksCheckout`) => Kiosk's. */
export const FORWARDED_CONTEXTS: Record< string, string > = {
	'wc/cart': 'kiosk/cart',
	'wc/checkout': 'kiosk/checkout',
	'wc/checkout/payments': 'wc/checkout/payments',
	'wc/checkout/express-payments': 'wc/checkout/express-payments',
	'wc/checkout/contact-information': 'wc/checkout/contact-information',
	'wc/checkout/shipping-address': 'wc/checkout/shipping-address',
	'wc/checkout/billing-address': 'wc/checkout/billing-address',
	'wc/checkout/shipping-methods': 'wc/checkout/shipping-methods',
};

/** Kiosk's context for one of `core/notices` (its default is `global`). */
export const kioskContext = ( context = 'global' ) =>
	FORWARDED_CONTEXTS[ context ] ??
	( context === 'global' ? 'kiosk/global' : context );

/**
 * `core/notices` answered by Kiosk's notices store (`kiosk/notices`),
 * with WordPress's call shapes: `createNotice( status, content, options )`,
 * `createErrorNotice|SuccessNotice|InfoNotice|WarningNotice( content,
 * options )`, `removeNotice( id, context )`, `removeNotices( ids, context )`,
 * `removeAllNotices( noticeType, context )`; `getNotices( context )`.
 */
export function coreNoticesStore(): StoreDescriptor< any > {
	return {
		name: 'core/notices',
		instantiate: ( registry: DataRegistry ) => {
			const kiosk = () => registry.dispatch( 'kiosk/notices' ) || {};
			const create =
				( status?: string ) =>
				( ...args: any[] ) => {
					const [ state, content, options = {} ] = status
						? [ status, ...args ]
						: args;
					return kiosk().createNotice?.( state, content, {
						...options,
						context: kioskContext( options.context ),
					} );
				};
			const actions: AnyFunctions = {
				createNotice: create(),
				createErrorNotice: create( 'error' ),
				createSuccessNotice: create( 'success' ),
				createInfoNotice: create( 'info' ),
				createWarningNotice: create( 'warning' ),
				removeNotice: ( id: string, context?: string ) =>
					kiosk().removeNotice?.( id, kioskContext( context ) ),
				removeNotices: ( ids: string[], context?: string ) =>
					ids.forEach( ( id ) =>
						kiosk().removeNotice?.( id, kioskContext( context ) )
					),
				removeAllNotices: ( _type?: string, context?: string ) =>
					kiosk().removeAllNotices?.( kioskContext( context ) ),
			};
			const selectors: AnyFunctions = {
				getNotices: ( context?: string ) =>
					registry
						.select( 'kiosk/notices' )
						?.getNotices?.( kioskContext( context ) ) || [],
				// Tells forwardCoreNotices() this is not WordPress's store.
				isKioskNotices: () => true,
			};
			return {
				getSelectors: () => selectors,
				getActions: () => actions,
				subscribe: ( listener: () => void ) =>
					registry.subscribe( listener, 'kiosk/notices' ),
			};
		},
	} as unknown as StoreDescriptor< any >;
}

/** Registers Kiosk's `core/notices` unless WordPress's is on the page. */
export function registerCoreNotices( data: DataRegistry ): void {
	if ( ! data.select( 'core/notices' ) ) {
		data.register( coreNoticesStore() );
	}
}

interface CoreNotice {
	id: string;
	status: string;
	content: string;
	type?: string;
	isDismissible?: boolean;
}

/**
 * Copies `core/notices`' notices of WooCommerce's contexts into Kiosk's
 * notices store while both are registered. Returns the unsubscribe, or
 * null when either store is missing.
 */
export function forwardCoreNotices(
	data: DataRegistry
): ( () => void ) | null {
	const core = data.select( 'core/notices' );
	const kiosk = data.dispatch( 'kiosk/notices' );
	if ( ! core?.getNotices || core.isKioskNotices || ! kiosk?.createNotice ) {
		return null;
	}
	const seen = new Map< string, CoreNotice[] >();
	const sync = () => {
		for ( const [ from, to ] of Object.entries( FORWARDED_CONTEXTS ) ) {
			const notices: CoreNotice[] = core.getNotices( from ) || [];
			const before = seen.get( from ) || [];
			if ( notices === before ) {
				continue;
			}
			seen.set( from, notices );
			for ( const old of before ) {
				if ( ! notices.some( ( notice ) => notice.id === old.id ) ) {
					kiosk.removeNotice( old.id, to );
				}
			}
			for ( const notice of notices ) {
				if ( before.includes( notice ) ) {
					continue;
				}
				kiosk.createNotice( notice.status, notice.content, {
					id: notice.id,
					type: notice.type === 'snackbar' ? 'snackbar' : 'default',
					isDismissible: notice.isDismissible ?? true,
					context: to,
				} );
			}
		}
	};
	sync();
	return data.subscribe( sync, 'core/notices' );
}

/** `core/notices` on the page: WordPress's forwarded, else Kiosk's. */
export function installCoreNotices( data: DataRegistry ): void {
	if ( ! forwardCoreNotices( data ) ) {
		registerCoreNotices( data );
	}
}
