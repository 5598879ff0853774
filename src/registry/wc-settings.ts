/**
 * `wc.wcSettings` as WooCommerce's `@woocommerce/settings` answers a
 * gateway: `getSetting( name, fallback, filter )` (with WooCommerce's
 * `<method>_data` names for a method's data), `getPaymentMethodData( name,
 * fallback )` and `allSettings`, read when called (the settings a page
 * prints may come after this script); the rest of WooCommerce's module is
 * not there. The settings are WooCommerce's inline `wcSettings` where
 * WooCommerce printed it, over the payment method data Kiosk prints
 * (`kioskSettings.paymentMethodData`, from WooCommerce's payment method
 * registry: php/Assets/PaymentMethods.php). Kept small: the cart loads it
 * with its express area.
 */

type Settings = Record< string, unknown > & {
	paymentMethodData: Record< string, unknown >;
};
type Filter = ( value: unknown, fallback: unknown ) => unknown;

export interface WcSettings {
	readonly allSettings: Settings;
	getSetting: < T = unknown >(
		name: string,
		fallback?: unknown,
		filter?: Filter
	) => T;
	getPaymentMethodData: < T = unknown >(
		name: string,
		fallback?: unknown
	) => T;
}

/** The settings read from `read()` (the page's globals, or a test's own). */
export function createWcSettings(
	read: () => Array< object | undefined >
): WcSettings {
	const all = () => Object.assign( {}, ...read() ) as Settings;
	return {
		get allSettings() {
			return all();
		},
		getSetting: < T >(
			name: string,
			fallback: unknown = false,
			filter: Filter = ( value, or ) =>
				value === undefined ? or : value
		) => {
			const settings = all();
			const method = name.replace( '_data', '' );
			return filter(
				name in settings || name === method
					? settings[ name ]
					: settings.paymentMethodData[ method ],
				fallback
			) as T;
		},
		getPaymentMethodData: < T >( name: string, fallback: unknown = null ) =>
			( all().paymentMethodData[ name ] ?? fallback ) as T,
	};
}

/** The page's settings: Kiosk's `kioskSettings.paymentMethodData` under WooCommerce's `wcSettings`. */
export const pageWcSettings = () =>
	createWcSettings( () => [
		{ paymentMethodData: window.kioskSettings?.paymentMethodData || {} },
		( window as { wcSettings?: object } ).wcSettings,
	] );
