/**
 * The name a shopper sees for an applied coupon: its label, else its code,
 * in upper case as WooCommerce's blocks show it (the Store API gives the
 * code in lower case, whatever case the owner wrote). The server's first
 * render (`php/Blocks/CartMarkup/Coupons.php`) does the same.
 */
export function couponName( coupon: { code: string; label?: string } ): string {
	return String( coupon.label || coupon.code ).toUpperCase();
}
