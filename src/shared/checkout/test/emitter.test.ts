/**
 * The checkout's observer registry (WooCommerce Blocks' contract): order
 * by priority, unsubscribe, every response from emit, and emitWithAbort
 * stopping at the first error, failure or false.
 */
import { EVENTS, createEventBus, eventRegistration } from '../emitter';

test( 'observers run lowest priority first; unsubscribed ones do not run', async () => {
	const bus = createEventBus();
	const ran: string[] = [];
	const on = eventRegistration( bus );
	on.onCheckoutValidation( () => ran.push( 'default' ) );
	on.onCheckoutValidation( () => ran.push( 'late' ), 20 );
	on.onCheckoutValidation( () => ran.push( 'first' ), 0 );
	const off = on.onCheckoutValidation( () => ran.push( 'gone' ), 5 );
	off();
	await bus.emit( EVENTS.CHECKOUT_VALIDATION );
	expect( ran ).toEqual( [ 'first', 'default', 'late' ] );
} );

test( 'emit passes the data and returns every response; a throwing observer answers with an error', async () => {
	const bus = createEventBus();
	const error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	bus.subscribe( EVENTS.CHECKOUT_FAIL, ( data ) => ( { seen: data } ) );
	bus.subscribe( EVENTS.CHECKOUT_FAIL, () => {
		throw new Error( 'broken observer' );
	} );
	bus.subscribe( EVENTS.CHECKOUT_FAIL, async () => ( { type: 'success' } ) );
	await expect( bus.emit( EVENTS.CHECKOUT_FAIL, 7 ) ).resolves.toEqual( [
		{ seen: 7 },
		{ type: 'error' },
		{ type: 'success' },
	] );
	expect( error ).toHaveBeenCalledTimes( 1 );
	error.mockRestore();
} );

test( 'emitWithAbort stops at the first error, failure or false', async () => {
	for ( const stop of [ { type: 'error' }, { type: 'failure' }, false ] ) {
		const bus = createEventBus();
		const after = jest.fn();
		bus.subscribe( EVENTS.PAYMENT_SETUP, () => ( { type: 'success' } ) );
		bus.subscribe( EVENTS.PAYMENT_SETUP, () => stop );
		bus.subscribe( EVENTS.PAYMENT_SETUP, after );
		await expect(
			bus.emitWithAbort( EVENTS.PAYMENT_SETUP )
		).resolves.toEqual( [ { type: 'success' }, stop ] );
		expect( after ).not.toHaveBeenCalled();
	}
	const empty = createEventBus();
	await expect(
		empty.emitWithAbort( EVENTS.PAYMENT_SETUP )
	).resolves.toEqual( [] );
} );
