/**
 * Every mini-cart inner block's block.json (for the editor, which registers
 * them, and the tests of their locks; the front end needs names only:
 * template.ts).
 */
import contents from './mini-cart-contents/block.json';
import filled from './filled-mini-cart-contents/block.json';
import empty from './empty-mini-cart-contents/block.json';
import title from './mini-cart-title/block.json';
import items from './mini-cart-items/block.json';
import footer from './mini-cart-footer/block.json';

export const INNER_BLOCKS = [ contents, filled, empty, title, items, footer ];
