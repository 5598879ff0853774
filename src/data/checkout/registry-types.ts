/**
 * What a `kiosk/checkout` thunk reads: its own selectors, and the other
 * stores by key through the registry (types only; the store descriptors
 * would import each other's modules).
 */
import type { SelectorsOf, StoreRegistry } from '../thunk-types';
import type { CartSurface } from '../cart/surface';
import type { NoticesSurface } from '../notices/surface';
import type { PaymentSurface } from '../payment/surface';
import type { ValidationSurface } from '../validation/surface';
import type * as selectors from './selectors';
import type { CheckoutState } from './default-state';

/** `select` in a checkout thunk. */
export type CheckoutSelect = SelectorsOf< CheckoutState, typeof selectors >;

/** The stores a checkout thunk reaches by key. */
export type CheckoutRegistry = StoreRegistry< {
	'kiosk/cart': CartSurface;
	'kiosk/payment': PaymentSurface;
	'kiosk/notices': NoticesSurface;
	'kiosk/validation': ValidationSurface;
} >;
