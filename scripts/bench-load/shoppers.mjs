/**
 * Shoppers: guests at once, each with a cart of its own (Cart-Token), adding
 * a book, applying SOMMER10 and placing the order through the balancer (so
 * over both nodes). Each step's time is kept; every answer is checked.
 *
 * A checkout Kiosk refuses because many orders are placed at once (409
 * kiosk_checkout_busy: "please place the order again in a moment", the cart
 * kept) is placed again after a pause, as its message tells the shopper, at
 * most BUSY_TRIES times; those retries are counted, not errors. Whether a
 * shopper whose checkout failed has an order after all ("placed, answer
 * lost") is for orders.mjs to find out in the database, by email.
 */
import { Shopper } from '../../tests/e2e/production/support/store.ts';

const BUSY_TRIES = 5;
const BUSY_PAUSE_MS = 2000;

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

const isBusy = ( answer ) =>
	answer.status === 409 && answer.body.code === 'kiosk_checkout_busy';

/**
 * @param {{ url: string, product: number, count: number }} options
 * @return {Promise<object>} Times per step, the nodes that answered, the
 *   errors, the answered orders ({ id, email }) and every shopper's email.
 */
export async function shoppers( { url, product, count } ) {
	const steps = { add: [], coupon: [], order: [] };
	const errors = [];
	const nodes = {};
	const orders = [];
	const emails = [];
	let busyRetries = 0;
	const timed = async ( step, run, ok ) => {
		const started = performance.now();
		let answer;
		try {
			answer = await run();
		} catch ( error ) {
			// An answer that is not the Store API's (a gateway's error page): an error of this step.
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
	const placeOrder = async ( shopper, email ) => {
		for ( let attempt = 1; ; attempt++ ) {
			const answer = await timed(
				'order',
				() => shopper.checkout( email ),
				( a ) =>
					( a.status === 200 && a.body.status === 'on-hold' ) ||
					( isBusy( a ) && attempt < BUSY_TRIES )
			);
			if ( ! isBusy( answer ) || attempt >= BUSY_TRIES ) {
				return answer;
			}
			busyRetries++;
			await new Promise( ( r ) => setTimeout( r, BUSY_PAUSE_MS ) );
		}
	};
	const started = performance.now();
	await Promise.all(
		Array.from( { length: count }, async ( _, i ) => {
			const shopper = new Shopper( url );
			const email = `leser-${ i }@example.com`;
			emails.push( email );
			// addItem() opens the cart (its Cart-Token) first: part of the step.
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
			const order = await placeOrder( shopper, email );
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
		busyRetries,
		errors,
		orders,
		emails,
	};
}
