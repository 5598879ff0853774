/**
 * The visitor's promo code (`sbjs_promo`), drawn as sourcebuster draws it:
 * a whole number from `min` to `max` (both included), zero-padded to the
 * length of `max`.
 */
import { PROMO_CODE_RANGE } from './constants';

/** A range of promo codes, both ends included. */
export interface PromoCodeRange {
	min: number;
	max: number;
}

/** Draws a promo code from `range` with `random` (a number in [0, 1)). */
export function promoCode(
	random: () => number = Math.random,
	range: PromoCodeRange = PROMO_CODE_RANGE
): string {
	const code =
		Math.floor( random() * ( range.max - range.min + 1 ) ) + range.min;
	return String( code ).padStart( String( range.max ).length, '0' );
}
