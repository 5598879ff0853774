import reducer, { DEFAULT_STATE } from '../reducer';
import * as actions from '../actions';
import * as selectors from '../selectors';
import { deepFreeze } from '../../cart/test/fixtures';

const frozen = () =>
	deepFreeze( JSON.parse( JSON.stringify( DEFAULT_STATE ) ) );

describe( 'notices store', () => {
	it( 'adds a notice to its context', () => {
		const state = reducer(
			frozen(),
			actions.createErrorNotice( 'Fehler', {
				context: 'kiosk/cart',
				id: 'a',
			} )
		);
		expect( selectors.getNotices( state, 'kiosk/cart' ) ).toEqual( [
			{
				id: 'a',
				status: 'error',
				content: 'Fehler',
				type: 'default',
				isDismissible: true,
				context: 'kiosk/cart',
			},
		] );
	} );

	it( 'removes duplicates by content', () => {
		let state = reducer( frozen(), actions.createErrorNotice( 'Gleich' ) );
		state = reducer(
			deepFreeze( state ),
			actions.createErrorNotice( 'Gleich' )
		);
		state = reducer(
			deepFreeze( state ),
			actions.createErrorNotice( 'Anders' )
		);
		expect(
			selectors.getNotices( state ).map( ( n ) => n.content )
		).toEqual( [ 'Gleich', 'Anders' ] );
	} );

	it( 'removes one notice or all of a context', () => {
		let state = reducer(
			frozen(),
			actions.createInfoNotice( 'a', { id: '1' } )
		);
		state = reducer(
			deepFreeze( state ),
			actions.createInfoNotice( 'b', { id: '2' } )
		);
		state = reducer( deepFreeze( state ), actions.removeNotice( '1' ) );
		expect( selectors.getNotices( state ).map( ( n ) => n.id ) ).toEqual( [
			'2',
		] );
		state = reducer( deepFreeze( state ), actions.removeAllNotices() );
		expect( selectors.getNotices( state ) ).toEqual( [] );
	} );

	it( 'clears the notices of every registered container on request', () => {
		let state = reducer(
			frozen(),
			actions.registerContainer( 'kiosk/cart' )
		);
		state = reducer(
			deepFreeze( state ),
			actions.registerContainer( 'kiosk/cart' )
		);
		expect( selectors.getRegisteredContainers( state ) ).toEqual( [
			'kiosk/cart',
		] );
		state = reducer(
			deepFreeze( state ),
			actions.createErrorNotice( 'x', { context: 'kiosk/cart' } )
		);
		state = reducer(
			deepFreeze( state ),
			actions.createErrorNotice( 'y' )
		);
		state = reducer(
			deepFreeze( state ),
			actions.createErrorNotice( 'z', { context: 'unregistered' } )
		);
		state = reducer( deepFreeze( state ), actions.clearAllNotices() );
		expect( selectors.getNotices( state, 'kiosk/cart' ) ).toHaveLength( 0 );
		expect( selectors.getNotices( state ) ).toHaveLength( 0 );
		expect( selectors.getNotices( state, 'unregistered' ) ).toHaveLength(
			1
		);
		state = reducer(
			deepFreeze( state ),
			actions.unregisterContainer( 'kiosk/cart' )
		);
		expect( selectors.getRegisteredContainers( state ) ).toEqual( [] );
	} );

	it( 'returns one shared empty list', () => {
		expect( selectors.getNotices( DEFAULT_STATE, 'a' ) ).toBe(
			selectors.getNotices( DEFAULT_STATE, 'b' )
		);
	} );
} );
