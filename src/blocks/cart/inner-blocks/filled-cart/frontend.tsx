/** The filled cart area on the front end. */
export { FilledCart as default } from './block';
