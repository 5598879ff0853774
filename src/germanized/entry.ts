/**
 * Entry for `kiosk-germanized` (Kiosk's checkout, where Germanized's shop
 * is a small business; php/Integrations/WooCommerce/Germanized.php prints
 * the note's text before it as `kioskGermanized`).
 */
import { init } from './small-business-notice';

init(
	( window as { kioskGermanized?: { smallBusinessNotice?: string } } )
		.kioskGermanized?.smallBusinessNotice
);
