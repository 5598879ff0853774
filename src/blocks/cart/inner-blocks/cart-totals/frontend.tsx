/** The cart totals area on the front end. */
export { CartTotals as default } from './block';
