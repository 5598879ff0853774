/**
 * Coupon checks with WooCommerce's error code and German messages.
 */
import { COUPONS, type CouponDefinition } from './config';
import { formatPrice } from './money';

/** Finds a coupon by code (case-insensitive, as WooCommerce). */
export function findCoupon( code: string ): CouponDefinition | undefined {
	const wanted = code.trim().toLowerCase();
	return COUPONS.find( ( coupon ) => coupon.code === wanted );
}

/** Why a coupon cannot apply to a cart of `itemsGross` cents (null = it can). */
export function couponProblem(
	code: string,
	itemsGross: number,
	now: number
): string | null {
	const coupon = findCoupon( code );
	if ( ! coupon ) {
		return `Gutschein „${ code }“ existiert nicht!`;
	}
	if ( coupon.expires && now >= Date.parse( coupon.expires ) ) {
		return 'Dieser Gutschein ist abgelaufen.';
	}
	if ( coupon.minimumAmount && itemsGross < coupon.minimumAmount ) {
		return `Der Mindestbestellwert für diesen Gutschein beträgt ${ formatPrice( coupon.minimumAmount ) }.`;
	}
	return null;
}
