/** The filled mini cart on the front end. */
export { FilledMiniCart as default } from './block';
