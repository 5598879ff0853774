/**
 * The union of the payment store's actions, from its action creators (its
 * own file, so the creators' module does not import itself).
 */
import type * as creators from './actions';

type Creators = typeof creators;
export type PaymentAction = ReturnType< Creators[ keyof Creators ] >;
