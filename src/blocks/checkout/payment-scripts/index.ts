/**
 * The page's one controller of the regular payment methods' scripts
 * (./controller.ts), made when first asked, from the list the server
 * printed, and the hook the checkout's components read its status with.
 */
import { useSyncExternalStore } from '@wordpress/element';
import type { ScriptEntry } from '../../../types/settings';
import {
	createPaymentScripts,
	type PaymentScripts,
	type PaymentScriptsStatus,
} from './controller';

export type { PaymentScripts, PaymentScriptsStatus };

let page: PaymentScripts | null = null;

/** This page's controller. */
export function paymentScripts(): PaymentScripts {
	if ( ! page ) {
		const list: ScriptEntry[] | undefined =
			typeof window === 'undefined'
				? undefined
				: window.kioskSettings?.checkoutPayment?.scripts;
		// The loader is a chunk of its own: the first paint carries none of it.
		page = createPaymentScripts( list, ( entries ) =>
			import( /* webpackChunkName: "payment-scripts" */ './run' ).then(
				( { runPaymentScripts } ) => runPaymentScripts( entries )
			)
		);
	}
	return page;
}

/** Whether the regular methods' scripts ran (or there were none to load). */
export function regularMethodsLoaded( status: PaymentScriptsStatus ) {
	return status === 'none' || status === 'ready';
}

/** The scripts' status, re-rendering when it changes. */
export function usePaymentScriptsStatus(): PaymentScriptsStatus {
	const scripts = paymentScripts();
	return useSyncExternalStore( scripts.subscribe, scripts.status );
}

let shown = false;
let markShown = () => {};
const whenShown = new Promise< void >( ( resolve ) => {
	markShown = resolve;
} );

/**
 * Told by the payment step's options (../payment-options/step-options.tsx)
 * once they rendered and picked the customer's default saved token: from
 * then on the place-order button sends the method the shopper sees.
 */
export function markPaymentOptionsShown() {
	shown = true;
	markShown();
}

/** `true` once the payment step's options are shown; until then, a promise of it. */
export function paymentOptionsShown(): true | Promise< void > {
	return shown || whenShown;
}
