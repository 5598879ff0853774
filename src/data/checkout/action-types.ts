/**
 * The union of the checkout store's actions, from its action creators and its status's (its
 * own file, so the creators' module does not import itself).
 */
import type * as creators from './actions';
import type * as statusCreators from './status-actions';

type Creators = typeof creators & typeof statusCreators;
export type CheckoutAction = ReturnType< Creators[ keyof Creators ] >;
