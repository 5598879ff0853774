/**
 * The script lists the server gives the cart's express area
 * (`kioskSettings.cartExpress`, php/Assets/LazyScripts.php): `scripts`,
 * what the area loads at idle (the registry and the extensions' payment
 * method scripts), and `checkout`, the checkout's stores its flow needs.
 */
import type { ScriptEntry } from '../../../../components/script-loader/load-script';

/** One of the lists, or none. */
export function listedScripts( list: 'scripts' | 'checkout' ): ScriptEntry[] {
	const entries = (
		window.kioskSettings?.cartExpress as
			Partial< Record< typeof list, ScriptEntry[] > > | undefined
	 )?.[ list ];
	return Array.isArray( entries ) ? entries : [];
}
