/**
 * Resolvers: the first `getCartData()` (or `getCartTotals()`) loads the cart, once.
 */
import { refreshCartData, type ThunkArgs } from './thunks';

/** Loads the cart from the Store API. */
export const getCartData = () => async ( args: ThunkArgs ) => {
	await args.dispatch( refreshCartData() );
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
