import { createRegistry } from '@wordpress/data';
import reducer, { DEFAULT_STATE } from '../reducer';
import { noticesStore } from '..';
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

	it( 'numbers notices without an id, keeping a given id out of the count', () => {
		let state = reducer( frozen(), actions.createInfoNotice( 'a' ) );
		state = reducer(
			deepFreeze( state ),
			actions.createInfoNotice( 'b', { id: 'own' } )
		);
		state = reducer( deepFreeze( state ), actions.createInfoNotice( 'c' ) );
		expect( selectors.getNotices( state ).map( ( n ) => n.id ) ).toEqual( [
			'kiosk-notice-1',
			'own',
			'kiosk-notice-2',
		] );
	} );

	it( 'numbers the notices of each registry on its own', () => {
		const ids = [ createRegistry(), createRegistry() ].map(
			( registry ) => {
				registry.register( noticesStore );
				void registry
					.dispatch( noticesStore )
					.createErrorNotice( 'Fehler' );
				return registry
					.select( noticesStore )
					.getNotices()
					.map( ( n ) => n.id );
			}
		);
		expect( ids ).toEqual( [ [ 'kiosk-notice-1' ], [ 'kiosk-notice-1' ] ] );
	} );
} );
