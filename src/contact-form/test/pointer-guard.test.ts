import { CLICK_WAIT_MS, createPointerGuard } from '../pointer-guard';

const fire = ( type: string ) =>
	document.body.dispatchEvent( new Event( type, { bubbles: true } ) );

describe( 'pointer guard', () => {
	let teardown: () => void = () => {};
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		teardown();
		jest.useRealTimers();
	} );

	it( 'holds a change from the press until a macrotask after the click', () => {
		const guard = createPointerGuard( document );
		teardown = guard.init();
		const change = jest.fn();
		fire( 'pointerdown' );
		guard.run( 'a', change );
		fire( 'pointerup' );
		fire( 'click' );
		expect( change ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 0 );
		expect( change ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'hears the press before listeners that stop it from bubbling', () => {
		const guard = createPointerGuard( document );
		teardown = guard.init();
		const stop = ( event: Event ) => event.stopPropagation();
		document.body.addEventListener( 'pointerdown', stop );
		const change = jest.fn();
		fire( 'pointerdown' );
		guard.run( 'a', change );
		expect( change ).not.toHaveBeenCalled();
		document.body.removeEventListener( 'pointerdown', stop );
	} );

	it( 'a tap: the click may come a task after the finger is lifted', () => {
		const guard = createPointerGuard( document );
		teardown = guard.init();
		const change = jest.fn();
		fire( 'pointerdown' );
		fire( 'pointerup' );
		guard.run( 'a', change );
		jest.advanceTimersByTime( 50 );
		expect( change ).not.toHaveBeenCalled();
		fire( 'click' );
		jest.advanceTimersByTime( 0 );
		expect( change ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a press with no click (a drag) lets the change through after a while', () => {
		const guard = createPointerGuard( document );
		teardown = guard.init();
		const change = jest.fn();
		fire( 'pointerdown' );
		guard.run( 'a', change );
		fire( 'pointerup' );
		jest.advanceTimersByTime( CLICK_WAIT_MS - 1 );
		expect( change ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( change ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a cancelled pointer (a scroll) lets the change through', () => {
		const guard = createPointerGuard( document );
		teardown = guard.init();
		const change = jest.fn();
		fire( 'pointerdown' );
		guard.run( 'a', change );
		fire( 'pointercancel' );
		jest.advanceTimersByTime( 0 );
		expect( change ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a key lets waiting changes through at once, and keyboard changes are never held', () => {
		const guard = createPointerGuard( document );
		teardown = guard.init();
		const held = jest.fn();
		fire( 'pointerdown' );
		guard.run( 'a', held );
		fire( 'keydown' );
		expect( held ).toHaveBeenCalledTimes( 1 );
		const typed = jest.fn();
		guard.run( 'b', typed );
		expect( typed ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'listens only after init, and the teardown runs what waits and stops listening', () => {
		const guard = createPointerGuard( document );
		const before = jest.fn();
		fire( 'pointerdown' );
		guard.run( 'a', before );
		expect( before ).toHaveBeenCalledTimes( 1 );
		const stop = guard.init();
		const waiting = jest.fn();
		fire( 'pointerdown' );
		guard.run( 'a', waiting );
		stop();
		expect( waiting ).toHaveBeenCalledTimes( 1 );
		const after = jest.fn();
		fire( 'pointerdown' );
		guard.run( 'a', after );
		expect( after ).toHaveBeenCalledTimes( 1 );
	} );
} );
