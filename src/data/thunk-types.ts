/**
 * Types for what @wordpress/data hands a thunk, built from a store's own
 * modules the way WooCommerce Blocks types its thunks (`CurriedSelectorsOf`,
 * `ActionCreatorsOf`): a wrong selector or action name is a type error, not
 * a runtime `undefined`. Built from the modules (selectors.ts, actions.ts,
 * thunks) rather than from the store descriptor, so a thunk's file never
 * imports its own store's index (an import cycle). Types only: no bytes.
 */
import type {
	ActionCreatorsOf,
	CurriedSelectorsOf,
	ReduxStoreConfig,
	StoreDescriptor,
} from '@wordpress/data';

type Descriptor< State, Actions, Selectors > = StoreDescriptor<
	ReduxStoreConfig< State, Actions, Selectors >
>;

/** A store's selectors as `select` gives them: without the state argument. */
export type SelectorsOf< State, Selectors > = CurriedSelectorsOf<
	Descriptor< State, unknown, Selectors >
>;

/** A store's action creators (plain and thunks) as `dispatch` gives them. */
export type ActionsOf< Actions > = ActionCreatorsOf<
	ReduxStoreConfig< unknown, Actions, unknown >
>;

/** One store as the registry gives it by key: its `select` and `dispatch`. */
export interface StoreSurface< Select, Dispatch > {
	select: Select;
	dispatch: Dispatch;
}

/**
 * The registry a thunk is given, reaching the stores in `Stores` by key
 * (`registry.select( 'kiosk/cart' )`); a key outside `Stores` is a type
 * error.
 */
export interface StoreRegistry<
	Stores extends Record< string, StoreSurface< unknown, unknown > >,
> {
	select: < Key extends keyof Stores >(
		key: Key
	) => Stores[ Key ][ 'select' ];
	dispatch: < Key extends keyof Stores >(
		key: Key
	) => Stores[ Key ][ 'dispatch' ];
	subscribe?: ( listener: () => void ) => () => void;
}
