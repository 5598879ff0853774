/**
 * The checkout's first render writes its fields' validation entries in one
 * dispatch (withBatchedValidation), with the same store content as field
 * by field; outside it, a field writes its entry at once.
 */
import { render } from '@testing-library/react';
import { createRoot, flushSync } from '@wordpress/element';
import { dispatch, register, select, subscribe } from '@wordpress/data';
import { validationStore, VALIDATION_STORE_KEY } from '@kiosk/checkout-data';
import {
	batchValidation,
	useFieldValidation,
	withBatchedValidation,
	type FieldError,
} from '../use-validation-error';

if ( ! select( VALIDATION_STORE_KEY ) ) {
	register( validationStore );
}

const store = () =>
	select( VALIDATION_STORE_KEY ) as unknown as {
		getValidationError: ( id: string ) => FieldError | undefined;
	};
const actions = () =>
	dispatch( VALIDATION_STORE_KEY ) as unknown as {
		setValidationErrors: ( e: Record< string, FieldError > ) => void;
		clearValidationErrors: ( ids?: string[] ) => void;
	};

function Field( { id, message }: { id: string; message: string } ) {
	const { shown } = useFieldValidation( id, message );
	return <span data-id={ id }>{ shown }</span>;
}

const FIELDS = [
	{ id: 'email', message: 'Bitte E-Mail eingeben.' },
	{ id: 'first_name', message: 'Bitte Vornamen eingeben.' },
	{ id: 'city', message: 'Bitte Ort eingeben.' },
	{ id: 'company', message: '' },
];

function Form() {
	return (
		<>
			{ FIELDS.map( ( f ) => (
				<Field key={ f.id } { ...f } />
			) ) }
		</>
	);
}

/**
 * Renders as the checkout's mount does (flushSync, no act): Testing
 * Library marks the environment as an act one, which this is not.
 */
function withoutAct< T >( run: () => T ): T {
	const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
	const before = env.IS_REACT_ACT_ENVIRONMENT;
	env.IS_REACT_ACT_ENVIRONMENT = false;
	try {
		return run();
	} finally {
		env.IS_REACT_ACT_ENVIRONMENT = before;
	}
}

function mountBatched( container: HTMLElement ) {
	return withoutAct( () => {
		const root = createRoot( container );
		withBatchedValidation( () =>
			flushSync( () => root.render( <Form /> ) )
		);
		return root;
	} );
}

/** Store notifications while `run` runs. */
function notificationsDuring( run: () => void ): number {
	let count = 0;
	const unsubscribe = subscribe( () => count++, VALIDATION_STORE_KEY );
	try {
		run();
	} finally {
		unsubscribe();
	}
	return count;
}

beforeEach( () => {
	actions().clearValidationErrors();
	// A stale entry of a field that is valid now: cleared on mount.
	actions().setValidationErrors( {
		company: { message: 'Alt', hidden: true },
	} );
} );

it( 'writes the first render’s entries in one notification, hidden, and clears a valid field’s entry', () => {
	const container = document.createElement( 'div' );
	document.body.appendChild( container );
	let root: ReturnType< typeof createRoot > | undefined;
	const count = notificationsDuring( () => {
		root = mountBatched( container );
	} );
	expect( count ).toBe( 1 );
	for ( const f of FIELDS.slice( 0, 3 ) ) {
		expect( store().getValidationError( f.id ) ).toEqual( {
			message: f.message,
			hidden: true,
		} );
	}
	expect( store().getValidationError( 'company' ) ).toBeUndefined();
	withoutAct( () => root?.unmount() );
	container.remove();
} );

it( 'keeps a shown entry shown with its new message', () => {
	actions().setValidationErrors( {
		email: { message: 'Ungültig.', hidden: false },
	} );
	const container = document.createElement( 'div' );
	const root = mountBatched( container );
	expect( store().getValidationError( 'email' ) ).toEqual( {
		message: 'Bitte E-Mail eingeben.',
		hidden: false,
	} );
	withoutAct( () => root.unmount() );
} );

it( 'writes each field’s entry at once outside the first render', () => {
	const count = notificationsDuring( () => {
		render( <Form /> );
	} );
	expect( count ).toBeGreaterThan( 1 );
	expect( store().getValidationError( 'city' ) ).toEqual( {
		message: 'Bitte Ort eingeben.',
		hidden: true,
	} );
} );

it( 'collects the entries of a first render that spans tasks and writes them in one notification when told, once', () => {
	const container = document.createElement( 'div' );
	const write = batchValidation();
	// The render and its effects run (flushSync here stands for the slices
	// and the commit of the checkout's transition); nothing is written yet.
	const root = withoutAct( () => {
		const r = createRoot( container );
		flushSync( () => r.render( <Form /> ) );
		return r;
	} );
	expect( store().getValidationError( 'city' ) ).toBeUndefined();
	expect( store().getValidationError( 'company' ) ).toEqual( {
		message: 'Alt',
		hidden: true,
	} );
	expect( notificationsDuring( write ) ).toBe( 1 );
	expect( store().getValidationError( 'city' ) ).toEqual( {
		message: 'Bitte Ort eingeben.',
		hidden: true,
	} );
	expect( store().getValidationError( 'company' ) ).toBeUndefined();
	// Called again (a second commit of the wrapper): nothing more.
	expect( notificationsDuring( write ) ).toBe( 0 );
	// After it, a field writes its entry at once again.
	withoutAct( () =>
		flushSync( () =>
			root.render( <Field id="email" message="Ungültig." /> )
		)
	);
	expect( store().getValidationError( 'email' ) ).toEqual( {
		message: 'Ungültig.',
		hidden: true,
	} );
	withoutAct( () => root.unmount() );
} );
