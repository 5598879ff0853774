/** The mini cart's items on the front end. */
export { MiniCartItems as default } from './block';
