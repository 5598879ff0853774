/**
 * Germanized for WooCommerce 4.0.9 on a test file's own site: activated,
 * installed and set up as an owner leaves its setup wizard (German
 * defaults, legal pages, VAT rates), its gateways „Lastschrift“ and
 * „Rechnung“ enabled (scripts/stack/php/germanized.php); and a product with
 * a unit price and a delivery time (germanized-product.php). The template
 * has Germanized unpacked but not active: only sites that call this have it.
 */
import { join } from 'node:path';
import { ROOT, type Host } from './host';

const PHP_DIR = join( ROOT, 'scripts', 'stack', 'php' );

export const GERMANIZED_PLUGIN =
	'woocommerce-germanized/woocommerce-germanized.php';

/** Runs scripts/stack/php/<file> in the site with these arguments. */
function runScript( host: Host, file: string, args: string[] ): string {
	return host.php(
		`$args = ${ JSON.stringify( args ) };\nrequire ${ JSON.stringify(
			join( PHP_DIR, file )
		) };`
	);
}

/** Activates a plugin of the stack on the site, as wp-admin's "Activate" does. */
export function activatePlugin( host: Host, pluginFile: string ): void {
	runScript( host, 'activate.php', [ '', pluginFile ] );
}

/** Activates Germanized and sets it up (two PHP runs: its classes load in the second). */
export function activateGermanized( host: Host ): void {
	activatePlugin( host, GERMANIZED_PLUGIN );
	runScript( host, 'germanized.php', [] );
}

export interface UnitPrice {
	/** Price per `base` units, e.g. '25.00'. */
	price: string;
	/** A unit of Germanized's, e.g. 'kg'. */
	unit: string;
	base: string;
	/** How many units the product holds, e.g. '0.5'. */
	product: string;
}

/** Gives a product Germanized's unit price and delivery time (a term of its taxonomy). */
export function setGermanizedProduct(
	host: Host,
	productId: number,
	unitPrice: UnitPrice,
	deliveryTime: string
): void {
	runScript( host, 'germanized-product.php', [
		String( productId ),
		unitPrice.price,
		unitPrice.unit,
		unitPrice.base,
		unitPrice.product,
		deliveryTime,
	] );
}

/**
 * Puts Germanized's legal checkboxes block in the place of WooCommerce's
 * terms block on the page at `path` (WooCommerce's checkout block), as
 * Germanized's installer does for the shop's checkout page
 * (WC_GZD_Install::adjust_checkout_block()).
 */
export function useGermanizedCheckboxes( host: Host, path: string ): void {
	host.php( `$page = get_page_by_path( ${ JSON.stringify(
		path.replace( /^\/|\/$/g, '' )
	) } );
$content = str_replace(
	array( 'woocommerce/checkout-terms-block', 'wp-block-woocommerce-checkout-terms-block' ),
	array( 'woocommerce-germanized/checkout-checkboxes', 'wp-block-woocommerce-germanized-checkout-checkboxes' ),
	$page->post_content
);
wp_update_post( array( 'ID' => $page->ID, 'post_content' => $content ) );` );
}
