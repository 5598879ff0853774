/**
 * The express methods the cart can offer (in the lazy `cart-express`
 * chunk): the registry and payment-method scripts, loaded once per page,
 * and the registered express methods that say they can pay for this cart.
 */
import type { Cart } from '../../../../data/cart/types';
import {
	loadScripts,
	type ScriptEntry,
} from '../../../../components/script-loader/load-script';
import { pageRegistry } from '../../../../shared/page-registry';

/** An express method as the registry holds it. */
export interface ExpressMethod {
	name: string;
	content: unknown;
	canMakePayment: (
		args: unknown
	) => boolean | Promise< boolean | { error?: unknown } >;
}

let loading: Promise< void > | null = null;

/** Loads the listed scripts once per page. */
export function loadOnce( scripts: ScriptEntry[] ): Promise< void > {
	loading ||= loadScripts( scripts ).catch( ( error ) => {
		loading = null;
		throw error;
	} );
	return loading;
}

function registeredMethods(): ExpressMethod[] {
	return Object.values(
		( pageRegistry()?.getExpressPaymentMethods?.() || {} ) as Record<
			string,
			ExpressMethod
		>
	);
}

/** The registered express methods that can pay for the cart. */
export async function usableMethods( cart: Cart ): Promise< ExpressMethod[] > {
	const list = await Promise.all(
		registeredMethods().map( async ( m ) => {
			try {
				const ok = await m.canMakePayment( {
					cart,
					cartTotals: cart.totals,
					cartNeedsShipping: cart.needsShipping,
					billingAddress: cart.billingAddress,
					shippingAddress: cart.shippingAddress,
					paymentMethods: cart.paymentMethods,
				} );
				return ok === true ||
					( typeof ok === 'object' && ok !== null && ! ok.error )
					? m
					: null;
			} catch {
				return null;
			}
		} )
	);
	return list.filter( Boolean ) as ExpressMethod[];
}
