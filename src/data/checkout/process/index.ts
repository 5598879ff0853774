/**
 * The order thunks, as one lazily loaded chunk (see ./lazy.ts).
 */
export { processCheckout } from './process-checkout';
export { processExpressCheckout } from './express-checkout';
