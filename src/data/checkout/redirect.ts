/**
 * Where the browser goes after a successful order: the one decision both
 * the checkout's submit (__internalProcessCheckoutResponse) and the express
 * flow (process/express-checkout.ts) take.
 */
/**
 * The payment result's `redirect_url`; without one, `fallback` (the
 * regular checkout passes none and stays; the express flow, whose button
 * may sit on the cart, passes the home page '/').
 */
export function orderRedirectUrl(
	response: { payment_result?: { redirect_url: string } | null },
	fallback = ''
): string {
	return response.payment_result?.redirect_url || fallback;
}
