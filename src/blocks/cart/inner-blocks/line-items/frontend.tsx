/** The line items area on the front end. */
export { CartLineItems as default } from './block';
