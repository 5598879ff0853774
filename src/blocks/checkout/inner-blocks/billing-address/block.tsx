/** The billing address's view (the address step shared with shipping). */
export { BillingAddress } from '../address-step';
