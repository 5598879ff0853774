/**
 * Racing shoppers on the real stack (issue 18, part 3): many carts fighting
 * over the last items, a doubled place order, many quantity changes at once.
 * Most racers are node clients of the Store API with carts of their own
 * (20 Chromiums would not fit on the machine); one real page shows what a
 * shopper who lost the race sees.
 */
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { fillGuestAddress, waitForCustomerUpdate } from '../checkout/helpers';
import { StoreClient } from './store-client';

const site = siteForThisFile();

/** Orders (not drafts) whose billing email ends with `domain`. */
function ordersFor( domain: string ): number[] {
	return JSON.parse(
		site.host.php( `$ids = wc_get_orders( array( 'limit' => -1, 'return' => 'ids', 'status' => array_diff( array_keys( wc_get_order_statuses() ), array( 'wc-checkout-draft' ) ) ) );
echo wp_json_encode( array_values( array_filter( $ids, static fn ( $id ) => str_ends_with( wc_get_order( $id )->get_billing_email(), ${ JSON.stringify( domain ) } ) ) ) );` )
	);
}

function stockOf( id: number ): string {
	return site.host
		.php( `echo wc_get_product( ${ id } )->get_stock_quantity();` )
		.trim();
}

it( '20 guests check out the last 3 items at once: exactly 3 orders, 17 German out-of-stock answers', async () => {
	const id = site.host.postId( 'sonderheft-architektur' );
	expect( stockOf( id ) ).toBe( '3' );
	const racers = Array.from(
		{ length: 20 },
		() => new StoreClient( site.host.url )
	);
	for ( const racer of racers ) {
		expect( ( await racer.addItem( id ) ).status ).toBe( 201 );
	}
	const answers = await Promise.all(
		racers.map( ( racer, i ) => racer.checkout( `gast${ i }@race.example` ) )
	);
	const placed = answers.filter( ( a ) => a.status === 200 );
	const refused = answers.filter( ( a ) => a.status !== 200 );
	for ( const answer of refused ) {
		process.stderr.write(
			`refused: ${ answer.status } ${ String( answer.body.code ) } ${ String( answer.body.message ) }\n`
		);
	}
	const orders = ordersFor( '@race.example' );
	process.stderr.write(
		`race: 20 guests, 3 in stock -> ${ orders.length } orders, ${ refused.length } out-of-stock messages\n`
	);
	expect( orders ).toHaveLength( 3 );
	expect( placed ).toHaveLength( 3 );
	expect( refused ).toHaveLength( 17 );
	expect( stockOf( id ) ).toBe( '0' );
} );
