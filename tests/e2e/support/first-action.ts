/**
 * "Usable" as a shopper sees it, shared by the bench (scripts/bench/
 * versus.mjs) and the budget test (tests/e2e/quality/budgets.e2e.ts): the
 * first thing a shopper does on the cart and the checkout, per
 * implementation, and the one rule that says whether it works now. What
 * the figures mean: scripts/bench/FIGURES.md.
 */

/**
 * The first action's element on each page: on the checkout the email
 * field (a character typed lands in it), on the cart the first line's
 * "+" of its quantity.
 */
export const FIRST_ACTIONS = {
	cart: {
		kiosk: '.kiosk-quantity-selector__button--plus',
		woo: '.wc-block-components-quantity-selector__button--plus',
	},
	checkout: {
		kiosk: '.wp-block-kiosk-checkout input[type="email"]',
		woo: '.wc-block-checkout input[type="email"]',
	},
} as const;

/**
 * The rule as the source of a function `( el ) => boolean`, to be put into
 * a page: in the page, visible, not disabled or read-only, not
 * aria-disabled or busy, not a loading button, not inside `[inert]`, a
 * loading block or a busy region.
 */
export const USABLE_RULE = `( el ) => !! el && el.getClientRects().length > 0 && ! el.disabled && ! el.readOnly &&
	el.getAttribute( 'aria-disabled' ) !== 'true' && el.getAttribute( 'aria-busy' ) !== 'true' &&
	! el.classList.contains( 'wc-block-components-button--loading' ) &&
	! el.closest( '.is-loading, [aria-busy="true"], [inert]' )`;
