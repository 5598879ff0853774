/** The mini cart's footer on the front end. */
export { MiniCartFooter as default } from './block';
