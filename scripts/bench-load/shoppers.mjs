/**
 * Shoppers: guests at once, each with a cart of its own (Cart-Token), adding
 * a book, applying SOMMER10 and placing the order through the balancer (so
 * over both nodes). Each step's time is kept; every answer is checked.
 */
import { Shopper } from '../../tests/e2e/production/support/store.ts';

const percentile = ( values, p ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted.length
		? sorted[
				Math.min(
					sorted.length - 1,
					Math.ceil( ( p / 100 ) * sorted.length ) - 1
				)
			]
		: null;
};

/** @param {{ url: string, product: number, count: number }} options */
export async function shoppers( { url, product, count } ) {
	const steps = { add: [], coupon: [], order: [] };
	const errors = [];
	const nodes = {};
	const orders = [];
	const timed = async ( step, run, ok ) => {
		const started = performance.now();
		let answer;
		try {
			answer = await run();
		} catch ( error ) {
			// An answer that is not the Store API's (a gateway timeout's page): an error of this step.
			steps[ step ].push( performance.now() - started );
			errors.push( `${ step }: ${ error.message.split( '\n' )[ 0 ] }` );
			return { status: 0, node: '', body: {} };
		}
		steps[ step ].push( performance.now() - started );
		nodes[ answer.node ] = ( nodes[ answer.node ] || 0 ) + 1;
		if ( ! ok( answer ) ) {
			errors.push(
				`${ step }: ${ answer.status } ${ JSON.stringify( answer.body ).slice( 0, 200 ) }`
			);
		}
		return answer;
	};
	const started = performance.now();
	await Promise.all(
		Array.from( { length: count }, async ( _, i ) => {
			const shopper = new Shopper( url );
			await shopper.request( '/cart' );
			await timed(
				'add',
				() => shopper.addItem( product ),
				( a ) => a.status === 201 && a.body.items_count === 1
			);
			await timed(
				'coupon',
				() => shopper.applyCoupon( 'SOMMER10' ),
				( a ) => a.status === 200
			);
			const email = `leser-${ i }@example.com`;
			const order = await timed(
				'order',
				() => shopper.checkout( email ),
				( a ) => a.status === 200 && a.body.status === 'on-hold'
			);
			if ( order.status === 200 ) {
				orders.push( { id: order.body.order_id, email } );
			}
		} )
	);
	const ms = ( v ) => ( v === null ? null : Math.round( v ) );
	return {
		count,
		seconds: ( performance.now() - started ) / 1000,
		steps: Object.fromEntries(
			Object.entries( steps ).map( ( [ step, times ] ) => [
				step,
				{
					p50: ms( percentile( times, 50 ) ),
					p99: ms( percentile( times, 99 ) ),
				},
			] )
		),
		nodes,
		errors,
		orders,
	};
}
