/** The shipping address's view (the address step shared with billing). */
export { ShippingAddress } from '../address-step';
