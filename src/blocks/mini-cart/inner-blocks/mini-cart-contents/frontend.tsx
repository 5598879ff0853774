/** The mini cart's contents on the front end (inside the drawer). */
export { MiniCartContents as default } from './block';
