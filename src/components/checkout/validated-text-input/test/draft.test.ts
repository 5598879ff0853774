import { DRAFT_DELAY, createDraft, flushDrafts } from '../draft';

describe( 'createDraft', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'writes the last typed value once, after the pause', () => {
		const write = jest.fn();
		const draft = createDraft( write );
		draft.type( 'B' );
		draft.type( 'Be' );
		jest.advanceTimersByTime( DRAFT_DELAY - 1 );
		expect( write ).not.toHaveBeenCalled();
		expect( draft.held() ).toBe( true );
		draft.type( 'Ber' );
		jest.advanceTimersByTime( DRAFT_DELAY - 1 );
		expect( write ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( write.mock.calls ).toEqual( [ [ 'Ber' ] ] );
		expect( draft.held() ).toBe( false );
	} );

	it( 'writes at once when asked to, and a flush with nothing held writes nothing', () => {
		const write = jest.fn();
		const draft = createDraft( write );
		draft.type( 'a' );
		draft.type( 'ab', true );
		expect( write.mock.calls ).toEqual( [ [ 'ab' ] ] );
		draft.flush();
		jest.advanceTimersByTime( DRAFT_DELAY );
		expect( write ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'flushDrafts writes every held value through the runner, each once', () => {
		const first = jest.fn();
		const second = jest.fn();
		const idle = jest.fn();
		createDraft( first ).type( 'Erika' );
		createDraft( second ).type( 'Köln' );
		createDraft( idle );
		const run = jest.fn( ( write: () => void ) => write() );
		flushDrafts( run );
		expect( run ).toHaveBeenCalledTimes( 2 );
		expect( first.mock.calls ).toEqual( [ [ 'Erika' ] ] );
		expect( second.mock.calls ).toEqual( [ [ 'Köln' ] ] );
		flushDrafts();
		jest.advanceTimersByTime( DRAFT_DELAY );
		expect( first ).toHaveBeenCalledTimes( 1 );
		expect( second ).toHaveBeenCalledTimes( 1 );
		expect( idle ).not.toHaveBeenCalled();
	} );
} );
