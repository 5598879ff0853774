import { reducer } from '../reducers';
import * as actions from '../actions';
import * as selectors from '../selectors';
import { revealValidationErrors } from '../thunks';
import { DEFAULT_STATE } from '../default-state';
import { fakeThunkArgs } from '../../test/fake-thunk-args';

const withError = reducer(
	DEFAULT_STATE,
	actions.setValidationErrors( { email: { message: 'Bad' } } )
);

describe( 'validation store', () => {
	it( 'adds errors hidden by default', () => {
		expect( withError.validationErrors.email ).toEqual( {
			message: 'Bad',
			hidden: true,
		} );
		expect( selectors.hasValidationErrors( withError ) ).toBe( true );
	} );
	it( 'keeps the same state when nothing changes', () => {
		expect(
			reducer(
				withError,
				actions.setValidationErrors( { email: { message: 'Bad' } } )
			)
		).toBe( withError );
		expect(
			reducer( withError, actions.clearValidationError( 'other' ) )
		).toBe( withError );
	} );
	it( 'shows an error on blur and hides it again', () => {
		const shown = reducer(
			Object.freeze( withError ),
			actions.showValidationError( 'email' )
		);
		expect( shown.validationErrors.email.hidden ).toBe( false );
		expect( selectors.getValidationErrorId( shown, 'email' ) ).toBe(
			'validate-error-email'
		);
		expect( selectors.getValidationErrorId( withError, 'email' ) ).toBe(
			''
		);
		expect(
			reducer( shown, actions.hideValidationError( 'email' ) )
				.validationErrors.email.hidden
		).toBe( true );
	} );
	it( 'shows all errors at once', () => {
		const two = reducer(
			withError,
			actions.setValidationErrors( { city: { message: 'X' } } )
		);
		const shown = reducer( two, actions.showAllValidationErrors() );
		expect(
			Object.values( shown.validationErrors ).every( ( e ) => ! e.hidden )
		).toBe( true );
	} );
	it( 'clears one, some or all errors', () => {
		const two = reducer(
			withError,
			actions.setValidationErrors( { city: { message: 'X' } } )
		);
		expect(
			Object.keys(
				reducer( two, actions.clearValidationError( 'email' ) )
					.validationErrors
			)
		).toEqual( [ 'city' ] );
		expect(
			reducer( two, actions.clearValidationErrors( [ 'email', 'city' ] ) )
				.validationErrors
		).toEqual( {} );
		expect(
			reducer( two, actions.clearValidationErrors() ).validationErrors
		).toEqual( {} );
		expect( selectors.getValidationError( two, 'city' )?.message ).toBe(
			'X'
		);
	} );
	it( 'reveals errors on submit and reports them', () => {
		const dispatch = { showAllValidationErrors: jest.fn() };
		expect(
			revealValidationErrors()(
				fakeThunkArgs( {
					select: {
						hasValidationErrors: () => true,
						getValidationErrors: () => ( {} ),
					},
					dispatch,
				} )
			)
		).toBe( true );
		expect( dispatch.showAllValidationErrors ).toHaveBeenCalled();
		expect(
			revealValidationErrors()(
				fakeThunkArgs( {
					select: {
						hasValidationErrors: () => false,
						getValidationErrors: () => ( {} ),
					},
					dispatch,
				} )
			)
		).toBe( false );
	} );
} );
