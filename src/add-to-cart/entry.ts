/**
 * Entry for `kiosk-add-to-cart` (shop grid and product pages).
 */
import { request } from '@kiosk/api';
import { init } from './add-to-cart';
import './style.css';

init( document, request as Parameters< typeof init >[ 1 ] );
