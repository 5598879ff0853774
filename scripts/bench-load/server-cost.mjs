/**
 * Kiosk's own server cost on the production-shaped stack: the requests no
 * page cache can answer (the Store API's, per visitor) counted in CPU
 * instructions under `valgrind --tool=callgrind`, with Kiosk's plugin
 * active and deactivated, as `npm run bench:server` counts them on the
 * `php -S` stack. Here WordPress runs with node a's wp-content, so with
 * Redis as its object cache. An instruction count does not depend on how
 * busy the machine is; latencies do.
 *
 * "Without Kiosk" is the shop as an owner runs it without Kiosk (as in
 * bench:server): the plugin deactivated and the cart and checkout pages set
 * to WooCommerce's own blocks. One PHP CLI process a request
 * (scripts/bench/store-request.php), its opcache in files filled by one
 * run without valgrind first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WOO_PAGES_PHP } from '../../tests/e2e/support/measure.ts';
import { countInstructions } from '../bench/count-instructions.mjs';

/** A cart with two of the demo's books (its Cart-Token), through the balancer. */
async function openCart( url, ids ) {
	const base = `${ url }/wp-json/wc/store/v1`;
	const first = await fetch( `${ base }/cart` );
	await first.arrayBuffer();
	const token = first.headers.get( 'Cart-Token' );
	for ( const id of ids ) {
		const added = await fetch( `${ base }/cart/add-item`, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				'Cart-Token': token,
			},
			body: JSON.stringify( { id, quantity: 1 } ),
		} );
		await added.arrayBuffer();
		if ( added.status !== 201 ) {
			throw new Error( `add-item answered ${ added.status }` );
		}
	}
	return token;
}

/**
 * @param {{ url: string, php: (code: string) => string }} stack
 * @return {Promise<Record<string, { with: number, without: number, added: number }>>} Millions of instructions per request.
 */
export async function serverCost( stack ) {
	const ids = JSON.parse(
		stack.php(
			`echo wp_json_encode( array_map( 'wc_get_product_id_by_sku', array( 'KIOSK-1', 'KIOSK-2' ) ) );`
		)
	);
	stack.php( WOO_PAGES_PHP );
	const pages = JSON.parse(
		stack.php(
			`echo wp_json_encode( array( 'kiosk' => array( wc_get_page_id( 'cart' ), wc_get_page_id( 'checkout' ) ), 'woo' => array( get_page_by_path( 'wc-warenkorb' )->ID, get_page_by_path( 'wc-kasse' )->ID ) ) );`
		)
	);
	const toggle = ( on ) => {
		const [ cart, checkout ] = on ? pages.kiosk : pages.woo;
		stack.php(
			`${
				on
					? "activate_plugin( 'kiosk/kiosk.php' );"
					: "deactivate_plugins( 'kiosk/kiosk.php' );"
			} update_option( 'woocommerce_cart_page_id', ${ Number(
				cart
			) } ); update_option( 'woocommerce_checkout_page_id', ${ Number(
				checkout
			) } );`
		);
	};
	// Each side its own carts of the same two books (add-item grows the one it
	// is given), all opened now: no request goes over HTTP once the counting,
	// minutes long under valgrind, has begun.
	const requests = {};
	for ( const side of [ 'with', 'without' ] ) {
		requests[ side ] = {
			'GET /cart': {
				method: 'GET',
				path: '/wp-json/wc/store/v1/cart',
				token: await openCart( stack.url, ids ),
			},
			'POST /cart/add-item': {
				method: 'POST',
				path: `/wp-json/wc/store/v1/cart/add-item?id=${ ids[ 0 ] }&quantity=1`,
				token: await openCart( stack.url, ids ),
			},
		};
	}
	const cacheDir = mkdtempSync( join( tmpdir(), 'kiosk-load-opcache-' ) );
	const counts = {};
	try {
		for ( const kiosk of [ true, false ] ) {
			toggle( kiosk );
			const side = kiosk ? 'with' : 'without';
			for ( const [ name, request ] of Object.entries(
				requests[ side ]
			) ) {
				( counts[ name ] ||= {} )[ side ] =
					Math.round(
						countInstructions( stack, cacheDir, request ) / 1e5
					) / 10;
			}
		}
	} finally {
		toggle( true );
		rmSync( cacheDir, { recursive: true, force: true } );
	}
	for ( const value of Object.values( counts ) ) {
		value.added =
			Math.round( ( value.with / value.without - 1 ) * 10000 ) / 100;
	}
	return counts;
}
