/**
 * The union of the checkout store's actions, from its action creators (its
 * own file, so the creators' module does not import itself).
 */
import type * as creators from './actions';

type Creators = typeof creators;
export type CheckoutAction = ReturnType< Creators[ keyof Creators ] >;
