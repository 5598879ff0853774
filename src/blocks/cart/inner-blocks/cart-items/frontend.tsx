/** The cart items area on the front end. */
export { CartItems as default } from './block';
