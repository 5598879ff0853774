/**
 * Starts the cart's browser listeners, once per cart store instance: the
 * detach function lives in the instance's listener slot (see index.ts),
 * not in this module, so another registry's store starts its own.
 */
import { dispatch } from '@wordpress/data';
import { STORE_KEY } from './constants';
import { attachCartListeners } from './listeners';
import { refreshCartData } from './receive';
import type { ThunkArgs } from './thunk-args';

/** Holds the detach function of a store instance's listeners while they are attached. */
export interface ListenerSlot {
	/** Calls `attach` unless attached already. */
	start: ( attach: () => () => void ) => void;
	/** Detaches (a no-op when not attached). */
	stop: () => void;
}

/** An empty slot, one per store instance. */
export function createListenerSlot(): ListenerSlot {
	let detach: ( () => void ) | null = null;
	return {
		start( attach ) {
			detach ||= attach();
		},
		stop() {
			detach?.();
			detach = null;
		},
	};
}

type ListenerThunkArgs = ThunkArgs & { listeners: ListenerSlot };

/** Attaches added_to_cart, removed_from_cart and pageshow listeners that refresh the cart; idempotent. */
export const startCartListeners =
	() =>
	( args: ListenerThunkArgs ): void =>
		args.listeners.start( () =>
			attachCartListeners( () => refreshCartData()( args ) )
		);

/** Detaches the listeners `startCartListeners` attached. */
export const stopCartListeners =
	() =>
	( { listeners }: Pick< ListenerThunkArgs, 'listeners' > ): void =>
		listeners.stop();

/**
 * Starts the listeners of the page's cart store. Called by the entries that
 * show the cart; idempotent. Returns the teardown.
 */
export function initCart(): () => void {
	const actions = dispatch( STORE_KEY ) as unknown as {
		startCartListeners: () => Promise< void >;
		stopCartListeners: () => Promise< void >;
	};
	// A thunk runs synchronously: the listeners are attached on return.
	void actions.startCartListeners();
	return () => void actions.stopCartListeners();
}
