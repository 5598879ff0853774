/**
 * The regular payment methods' scripts, which the checkout loads when it
 * needs them (php/Assets/AssetPlan.php lists them in
 * `kioskSettings.checkoutPayment.scripts`): at the shopper's first focus,
 * input or pointer in the checkout, or when the payment step comes within
 * a screen of the viewport, whichever comes first. Express methods' scripts
 * print with the page (the express area is in the first step).
 *
 * A small store of its own: the payment step and the place-order button
 * read its status; a failed load can be tried again.
 */
import type { ScriptEntry } from '../../../types/settings';

/** `none`: nothing to load; `waiting`: not asked yet. */
export type PaymentScriptsStatus =
	'none' | 'waiting' | 'loading' | 'ready' | 'failed';

/** How near the viewport the payment step starts the load (a screen). */
export const PAYMENT_STEP_MARGIN = '100%';

/** The shopper's first use of the checkout. */
const FIRST_USE = [ 'focusin', 'input', 'pointerdown' ] as const;

export interface PaymentScripts {
	status: () => PaymentScriptsStatus;
	subscribe: ( listener: () => void ) => () => void;
	/** Starts the load (or tries a failed one again); resolves whether the scripts ran. */
	load: () => Promise< boolean >;
	/**
	 * Loads at the first focus, input or pointer in `container` (at once
	 * when it holds the focus), or when its payment step comes within a
	 * screen of the viewport.
	 */
	watch: ( container: HTMLElement ) => () => void;
}

/** A controller for `entries` (none: status `none`, nothing to wait for), run by `run`. */
export function createPaymentScripts(
	entries: ScriptEntry[] | undefined,
	run: ( entries: ScriptEntry[] ) => Promise< void >
): PaymentScripts {
	let status: PaymentScriptsStatus = entries?.length ? 'waiting' : 'none';
	let pending: Promise< boolean > | null = null;
	const listeners = new Set< () => void >();
	const set = ( next: PaymentScriptsStatus ) => {
		status = next;
		listeners.forEach( ( listener ) => listener() );
	};

	const load = (): Promise< boolean > => {
		if ( status === 'none' || status === 'ready' ) {
			return Promise.resolve( true );
		}
		if ( pending ) {
			return pending;
		}
		set( 'loading' );
		pending = run( entries as ScriptEntry[] ).then(
			() => {
				pending = null;
				set( 'ready' );
				return true;
			},
			() => {
				pending = null;
				set( 'failed' );
				return false;
			}
		);
		return pending;
	};

	const watch = ( container: HTMLElement ) => {
		if ( status !== 'waiting' ) {
			return () => {};
		}
		const step = container.querySelector(
			'.kiosk-checkout__payment-methods'
		);
		const observer =
			step &&
			new IntersectionObserver(
				( seen ) => seen.some( ( e ) => e.isIntersecting ) && start(),
				{ rootMargin: PAYMENT_STEP_MARGIN }
			);
		const stop = () => {
			observer?.disconnect();
			FIRST_USE.forEach( ( type ) =>
				container.removeEventListener( type, start, true )
			);
		};
		function start() {
			stop();
			load();
		}
		if ( container.contains( container.ownerDocument.activeElement ) ) {
			start();
			return stop;
		}
		observer?.observe( step as Element );
		FIRST_USE.forEach( ( type ) =>
			container.addEventListener( type, start, true )
		);
		return stop;
	};

	return {
		status: () => status,
		subscribe: ( listener ) => {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		load,
		watch,
	};
}
