/**
 * The full handle's behaviours start in turns (start.ts initInTurns()):
 * the first turn at once, each later one in a task of its own, and a
 * teardown before a turn's task cancels that turn.
 */
import { initInTurns, nextTask } from '../start';
import { MAGAZINE_BEHAVIOURS, MAGAZINE_TURNS } from '../behaviours';
import type { Init } from '../dom';

/** A behaviour that records its start and its teardown in `log`. */
const behaviour =
	( name: string, log: string[] ): Init =>
	() => {
		log.push( `start ${ name }` );
		return () => log.push( `stop ${ name }` );
	};

describe( 'behaviours in turns', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'starts the first turn at once and each later turn in its own task, in order', () => {
		const log: string[] = [];
		const tasks: Array< () => void > = [];
		const teardown = initInTurns(
			[
				[ behaviour( 'a', log ), behaviour( 'b', log ) ],
				[ behaviour( 'c', log ) ],
				[ behaviour( 'd', log ) ],
			],
			document,
			( run ) => {
				tasks.push( run );
				return () => undefined;
			}
		);
		expect( log ).toEqual( [ 'start a', 'start b' ] );
		expect( tasks ).toHaveLength( 2 );
		tasks[ 0 ]();
		expect( log ).toEqual( [ 'start a', 'start b', 'start c' ] );
		tasks[ 1 ]();
		teardown();
		expect( log ).toEqual( [
			'start a',
			'start b',
			'start c',
			'start d',
			'stop a',
			'stop b',
			'stop c',
			'stop d',
		] );
	} );

	it( 'a teardown before a turn’s task leaves that turn unstarted (zero timeouts)', () => {
		jest.useFakeTimers();
		const log: string[] = [];
		const teardown = initInTurns(
			[ [ behaviour( 'a', log ) ], [ behaviour( 'b', log ) ] ],
			document,
			nextTask
		);
		teardown();
		jest.runAllTimers();
		expect( log ).toEqual( [ 'start a', 'stop a' ] );
	} );

	it( 'the later turns run after the current task, not within it', () => {
		jest.useFakeTimers();
		const log: string[] = [];
		initInTurns( [ [], [ behaviour( 'later', log ) ] ] );
		expect( log ).toEqual( [] );
		jest.advanceTimersByTime( 0 );
		expect( log ).toEqual( [ 'start later' ] );
	} );

	it( 'the full handle starts the frame and the widgets that wait for the reader first, and every behaviour once', () => {
		expect( MAGAZINE_TURNS[ 0 ] ).toHaveLength( 10 );
		expect( MAGAZINE_TURNS.slice( 1 ).map( ( t ) => t.length ) ).toEqual( [
			1, 1, 1, 1,
		] );
		expect( new Set( MAGAZINE_BEHAVIOURS ).size ).toBe( 14 );
	} );
} );
