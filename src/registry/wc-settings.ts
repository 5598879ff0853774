/**
 * `wc.wcSettings` as WooCommerce's `@woocommerce/settings` answers it:
 * `getSetting( name, fallback, filter )`, `getPaymentMethodData( name,
 * fallback )` and `allSettings`, read when called (the settings a page
 * prints may come after this script). The settings are WooCommerce's
 * inline `wcSettings` where WooCommerce printed it, over the payment
 * method data Kiosk prints (`kioskSettings.paymentMethodData`, from
 * WooCommerce's payment method registry: php/Assets/PaymentMethods.php).
 */

type Filter = ( value: unknown, fallback: unknown ) => unknown;

/** Where the settings come from (the page's globals, or a test's own). */
export interface SettingsSource {
	woo: () => Record< string, unknown > | undefined;
	kiosk: () => Record< string, unknown > | undefined;
}

export interface WcSettings {
	readonly allSettings: Record< string, unknown >;
	getSetting: < T = unknown >(
		name: string,
		fallback?: unknown,
		filter?: Filter
	) => T;
	getPaymentMethodData: < T = unknown >(
		name: string,
		fallback?: unknown
	) => T;
	getSettingWithCoercion: < T = unknown >(
		name: string,
		fallback: T,
		typeguard: ( value: unknown ) => boolean
	) => T;
	getAdminLink: ( path: string ) => string;
}

const keep: Filter = ( value, fallback ) =>
	value !== undefined ? value : fallback;

/** The settings of a page (or of `source`, for tests). */
export function createWcSettings( source: SettingsSource ): WcSettings {
	const all = (): Record< string, unknown > => {
		const kiosk = source.kiosk() ?? {};
		return {
			paymentMethodData: kiosk.paymentMethodData ?? {},
			paymentMethodSortOrder: kiosk.paymentMethodSortOrder ?? [],
			...source.woo(),
		};
	};
	function getSetting< T >(
		name: string,
		fallback: unknown = false,
		filter: Filter = keep
	): T {
		const settings = all();
		let value: unknown = fallback;
		if ( name in settings ) {
			value = settings[ name ];
		} else if ( name.includes( '_data' ) ) {
			// WooCommerce's `<method>_data` names read the method's entry.
			const methods = settings.paymentMethodData as Record<
				string,
				unknown
			>;
			const method = name.replace( '_data', '' );
			value = method in methods ? methods[ method ] : fallback;
		}
		return filter( value, fallback ) as T;
	}
	return {
		get allSettings() {
			return all();
		},
		getSetting,
		getPaymentMethodData: < T >( name: string, fallback: unknown = null ) =>
			( getSetting< Record< string, unknown > >(
				'paymentMethodData',
				{}
			)[ name ] ?? fallback ) as T,
		getSettingWithCoercion: ( name, fallback, typeguard ) => {
			const settings = all();
			const value = name in settings ? settings[ name ] : fallback;
			return typeguard( value ) ? ( value as typeof fallback ) : fallback;
		},
		getAdminLink: ( path ) => String( getSetting( 'adminUrl', '' ) ) + path,
	};
}

/** The page's settings: WooCommerce's `window.wcSettings` and Kiosk's `window.kioskSettings`. */
export function pageWcSettings(): WcSettings {
	return createWcSettings( {
		woo: () =>
			( window as unknown as { wcSettings?: Record< string, unknown > } )
				.wcSettings,
		kiosk: () =>
			window.kioskSettings as Record< string, unknown > | undefined,
	} );
}
