/**
 * Store descriptors whose config is built again for every registry that
 * registers them. What a store's thunks keep between calls (the cart's
 * request queue, the checkout's pending storage write) then belongs to the
 * store instance, not to the module: two registries (two editors, a test
 * beside the page) never share it, and a fresh registry starts clean.
 */
import {
	createReduxStore,
	type ReduxStoreConfig,
	type StoreDescriptor,
} from '@wordpress/data';

type Creator = ( ...args: never[] ) => unknown;

/** Like `createReduxStore( key, config )`, with `config()` called once per store instance. */
export function createPerInstanceStore< State, Actions, Selectors >(
	key: string,
	config: () => ReduxStoreConfig< State, Actions, Selectors >
): StoreDescriptor< ReduxStoreConfig< State, Actions, Selectors > > {
	return {
		name: key,
		instantiate: ( registry ) =>
			createReduxStore( key, config() ).instantiate( registry ),
	};
}

/**
 * Hands every thunk of `creators` the store instance's `context` beside
 * what @wordpress/data gives it (`dispatch`, `select`, `registry`,
 * `resolveSelect`). Plain actions pass through unchanged.
 */
export function withThunkContext< Creators extends Record< string, Creator > >(
	creators: Creators,
	context: object
): Creators {
	return Object.fromEntries(
		Object.entries( creators ).map( ( [ name, create ] ) => [
			name,
			( ...args: never[] ) => {
				const thunk = create( ...args );
				return typeof thunk === 'function'
					? ( thunkArgs: object ) =>
							thunk( { ...thunkArgs, ...context } )
					: thunk;
			},
		] )
	) as Creators;
}
