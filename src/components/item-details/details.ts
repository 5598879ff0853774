/**
 * The rules by which WooCommerce's cart block shows a cart item's variation
 * and `item_data` (its ProductDetails component), which Kiosk's cart, mini
 * cart and order summary follow, and which the server's copy of the cart
 * (php/Blocks/CartMarkup/ItemDetails.php) follows too:
 *
 * - an entry whose `hidden` is truthy is left out;
 * - its name is `key`, else `name` (either may be empty); its value is
 *   `display`, else `value` (an empty `display` falls back to `value`, as
 *   Germanized sends its unit price and delivery time);
 * - an entry whose value is empty is left out (WooCommerce shows `name:`
 *   with nothing after it; extensions send such entries when they have
 *   nothing to say, e.g. Germanized after a quantity change);
 * - a name shows as `name:` before the value; an empty name shows the
 *   value alone;
 * - names and values are text: entities decoded, markup dropped, HTML
 *   whitespace collapsed and trimmed, so nothing in them becomes markup;
 * - each entry carries WooCommerce's class
 *   `wc-block-components-product-details__<kebab-case name>`, which
 *   extensions' stylesheets for WooCommerce's block address.
 */
import type { CartItemData, CartItemVariation } from '../../types/store-api';

export interface ItemDetail {
	/** '' for an entry shown by its value alone. */
	name: string;
	value: string;
	className: string;
}

/** Whitespace as HTML knows it (not U+00A0, which prices hold). */
const HTML_SPACE = /[ \t\n\r\f]+/g;

/** A string from the Store API as the text it shows. */
export function detailText( content: string ): string {
	const text = /[&<]/.test( content )
		? new DOMParser().parseFromString( content, 'text/html' ).body
				.textContent || ''
		: content;
	return text.replace( HTML_SPACE, ' ' ).replace( /^ | $/g, '' );
}

/** WooCommerce's kebab case of a name: `gzd-unit_price` → `gzd-unit-price`. */
export function kebabCase( name: string ): string {
	return name
		.replace( /([a-z0-9])([A-Z])/g, '$1-$2' )
		.replace( /[^A-Za-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' )
		.toLowerCase();
}

/** Whether a `hidden` flag is set, as JavaScript reads it (`'1'`, `true`; not `''`, `false`). */
function isHidden( hidden: CartItemData[ 'hidden' ] ): boolean {
	return Boolean( hidden );
}

function detail( rawName: string, rawValue: string ): ItemDetail {
	const value = detailText( rawValue );
	const name = detailText( rawName );
	return {
		name,
		value,
		className: name
			? `wc-block-components-product-details__${ kebabCase( name ) }`
			: '',
	};
}

/**
 * The details a cart item shows: its variation (as WooCommerce shows it,
 * every attribute), then its item data by the rules above.
 */
export function itemDetails(
	variation: CartItemVariation[] = [],
	itemData: CartItemData[] = []
): ItemDetail[] {
	return [
		...variation.map( ( v ) => detail( v.attribute || '', v.value || '' ) ),
		...itemData
			.filter( ( d ) => ! isHidden( d.hidden ) )
			.map( ( d ) =>
				detail( d.key || d.name || '', d.display || d.value || '' )
			)
			.filter( ( d ) => d.value !== '' ),
	];
}
