import { createLayoutHold } from '../layout-hold';

describe( 'layout hold', () => {
	it( 'runs a change at once when not held', () => {
		const hold = createLayoutHold();
		const change = jest.fn();
		hold.run( 'a', change );
		expect( change ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps changes while held and runs them on release, in order', () => {
		const hold = createLayoutHold();
		const ran: string[] = [];
		hold.press();
		hold.run( 'a', () => ran.push( 'a' ) );
		hold.run( 'b', () => ran.push( 'b' ) );
		expect( ran ).toEqual( [] );
		hold.release();
		expect( ran ).toEqual( [ 'a', 'b' ] );
		expect( hold.isHeld() ).toBe( false );
	} );

	it( "runs only a field's last change, in its first place", () => {
		const hold = createLayoutHold();
		const ran: string[] = [];
		hold.press();
		hold.run( 'a', () => ran.push( 'a1' ) );
		hold.run( 'b', () => ran.push( 'b' ) );
		hold.run( 'a', () => ran.push( 'a2' ) );
		hold.release();
		expect( ran ).toEqual( [ 'a2', 'b' ] );
	} );

	it( 'runs a change once: a second release has nothing left', () => {
		const hold = createLayoutHold();
		const change = jest.fn();
		hold.press();
		hold.run( 'a', change );
		hold.release();
		hold.release();
		expect( change ).toHaveBeenCalledTimes( 1 );
	} );
} );
