/**
 * Entry for `kiosk-add-to-cart` (shop grid and product pages).
 */
import { getApi, request } from '@kiosk/api';
import { init } from './add-to-cart';
import './style.css';

const hasNonce = () => !! getApi().storeApi.get().nonce;

init( document, request as Parameters< typeof init >[ 1 ], async () => {
	// The header's cart request (kiosk-mini-cart, through this API) brings
	// the Store API tokens: wait for it rather than asking twice.
	if ( ! hasNonce() ) {
		await window.kiosk?.headerCart;
	}
	return hasNonce();
} );
