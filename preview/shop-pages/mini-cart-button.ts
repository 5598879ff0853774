/**
 * The mini-cart button in the header (contract: src/blocks/mini-cart/README.md).
 * No per-visitor data: the count is filled in by `kiosk-mini-cart`.
 */

const CART_ICON =
	'<svg class="kiosk-mini-cart__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"/><circle cx="9.5" cy="19.5" r="1.4" fill="currentColor"/><circle cx="17" cy="19.5" r="1.4" fill="currentColor"/></svg>';

/** The header's mini-cart button. */
export function miniCartButton(): string {
	return `<div class="wp-block-kiosk-mini-cart kiosk-mini-cart"><button type="button" class="kiosk-mini-cart__button" data-kiosk-mini-cart aria-haspopup="dialog" aria-label="Warenkorb: 0 Artikel" data-label-one="Warenkorb: %d Artikel" data-label-many="Warenkorb: %d Artikel">${ CART_ICON }<span class="kiosk-mini-cart__badge" aria-hidden="true" hidden>0</span></button></div>`;
}
