/**
 * Resolvers: the first `getCartData()` (or `getCartTotals()`) loads the cart, once.
 */

/** Loads the cart from the Store API (through the store's own action, which carries its queue). */
export const getCartData =
	() =>
	async ( {
		dispatch,
	}: {
		dispatch: { refreshCartData: () => Promise< void > };
	} ) => {
		await dispatch.refreshCartData();
	};

/** Totals come with the cart: resolves through `getCartData`. */
export const getCartTotals =
	() =>
	async ( {
		resolveSelect,
	}: {
		resolveSelect: { getCartData: () => Promise< unknown > };
	} ) => {
		await resolveSelect.getCartData();
	};
