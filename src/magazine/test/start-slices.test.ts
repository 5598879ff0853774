/**
 * The behaviours start in slices of at most SLICE_MS per task, in their
 * order (issue 43: one task for every start was a long task).
 */
import type { Init } from '../dom';
import { SLICE_MS, initBehavioursInSlices } from '../start';

function setUp( costs: number[] ) {
	let clock = 0;
	const order: number[] = [];
	const undone: number[] = [];
	const behaviours: Init[] = costs.map( ( cost, n ) => () => {
		order.push( n );
		clock += cost;
		return () => undone.push( n );
	} );
	const queue: Array< () => void > = [];
	const teardown = initBehavioursInSlices(
		behaviours,
		document,
		( next ) => queue.push( next ),
		() => clock
	);
	return { order, undone, queue, teardown };
}

describe( 'starting the behaviours in slices', () => {
	it( 'starts cheap behaviours in one task', () => {
		const { order, queue } = setUp( [ 1, 1, 1 ] );
		expect( order ).toEqual( [ 0, 1, 2 ] );
		expect( queue ).toHaveLength( 0 );
	} );

	it( 'leaves the rest to the next task once a slice has used its time, in order', () => {
		const { order, queue } = setUp( [ 2, SLICE_MS, 1, SLICE_MS + 3, 1 ] );
		expect( order ).toEqual( [ 0, 1 ] );
		expect( queue ).toHaveLength( 1 );
		queue.shift()!();
		expect( order ).toEqual( [ 0, 1, 2, 3 ] );
		queue.shift()!();
		expect( order ).toEqual( [ 0, 1, 2, 3, 4 ] );
		expect( queue ).toHaveLength( 0 );
	} );

	it( 'undoes what started and starts nothing more after the teardown', () => {
		const { order, undone, queue, teardown } = setUp( [ SLICE_MS, 1 ] );
		expect( order ).toEqual( [ 0 ] );
		teardown();
		expect( undone ).toEqual( [ 0 ] );
		queue.shift()!();
		expect( order ).toEqual( [ 0 ] );
	} );
} );
