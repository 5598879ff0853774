/**
 * Entry for `kiosk-add-to-cart` (shop grid and product pages).
 */
import { getApi, request } from '@kiosk/api';
import { init } from './add-to-cart';
import './style.css';

init(
	document,
	request as Parameters< typeof init >[ 1 ],
	() => !! getApi().storeApi.get().nonce
);
