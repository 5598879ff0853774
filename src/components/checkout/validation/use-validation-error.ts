/**
 * A field's entry in the `kiosk/validation` store, kept in step with the
 * field's message: the one typed way for form fields to report errors.
 */
import { useEffect } from '@wordpress/element';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { VALIDATION_STORE_KEY } from '../../../data/validation';

/** A field's validation error. */
export interface FieldError {
	message: string;
	hidden: boolean;
}

interface ValidationSelectors {
	getValidationError: ( id: string ) => FieldError | undefined;
}

/** The validation store's actions a field uses. */
export interface ValidationActions {
	setValidationErrors: (
		errors: Record< string, { message: string; hidden?: boolean } >
	) => void;
	clearValidationError: ( id: string ) => void;
	showValidationError: ( id: string ) => void;
}

/** Field `id`'s entry, through a registry's or useSelect's `select`. */
function entryOf(
	select: ( key: typeof VALIDATION_STORE_KEY ) => unknown,
	id: string
): FieldError | undefined {
	return (
		select( VALIDATION_STORE_KEY ) as ValidationSelectors
	 ).getValidationError( id );
}

type Registry = ReturnType< typeof useRegistry >;

/**
 * The messages the fields report while a batch is open (`withBatchedValidation`, `batchValidation`), by
 * field id (last one wins), with the registry each field's store is in.
 */
let batched: Map< string, { registry: Registry; message: string } > | null =
	null;

/**
 * Runs a synchronous first render (with its effects, as `flushSync` runs
 * them), then writes the entries its fields reported in one dispatch per
 * registry: every empty required field sets a hidden entry when the
 * checkout mounts, and one dispatch each made every subscriber of the
 * page select again that many times. Same store content at the end of the
 * task; nothing can read it in between.
 */
export function withBatchedValidation( render: () => void ): void {
	const write = batchValidation();
	try {
		render();
	} finally {
		write();
	}
}

/**
 * The same for a first render that spans several tasks (the checkout's
 * time-sliced mount): the fields' reports are collected from now on, and
 * written, one dispatch per registry, when the returned function is called
 * (once the first commit's effects ran, in the commit's task).
 */
export function batchValidation(): () => void {
	const outer = batched;
	const reports = new Map<
		string,
		{ registry: Registry; message: string }
	>();
	batched = reports;
	let written = false;
	return () => {
		if ( ! written ) {
			written = true;
			if ( batched === reports ) {
				batched = outer;
			}
			writeReports( reports );
		}
	};
}

/** The reported messages as one set and one clear per registry. */
function writeReports(
	reports: Map< string, { registry: Registry; message: string } >
): void {
	const byRegistry = new Map<
		Registry,
		{ set: Record< string, FieldError >; clear: string[] }
	>();
	reports.forEach( ( { registry, message }, id ) => {
		const group = byRegistry.get( registry ) ?? { set: {}, clear: [] };
		byRegistry.set( registry, group );
		const current = entryOf( registry.select, id );
		if ( message ) {
			group.set[ id ] = {
				message,
				hidden: current ? current.hidden : true,
			};
		} else if ( current ) {
			group.clear.push( id );
		}
	} );
	byRegistry.forEach( ( { set, clear }, registry ) => {
		const actions = registry.dispatch(
			VALIDATION_STORE_KEY
		) as unknown as ValidationActions & {
			clearValidationErrors: ( ids: string[] ) => void;
		};
		registry.batch( () => {
			if ( Object.keys( set ).length ) {
				actions.setValidationErrors( set );
			}
			if ( clear.length ) {
				actions.clearValidationErrors( clear );
			}
		} );
	} );
}

/**
 * Keeps a field's entry in the store in step with its current message: set
 * (hidden until blur or an explicit show) while there is one, cleared when
 * the field becomes valid or unmounts. Returns the message to show, if any.
 *
 * The field subscribes to the message it shows, not to its entry: the
 * hidden entry every empty required field sets when the checkout mounts
 * then renders no field a second time (it did, for each of them, in the
 * first frame's second commit).
 */
export function useFieldValidation(
	id: string,
	message: string
): { shown: string; show: () => void } {
	const registry = useRegistry();
	const shown = useSelect(
		( select ) => {
			const error = entryOf( select, id );
			return error && ! error.hidden ? error.message : '';
		},
		[ id ]
	);
	const { setValidationErrors, clearValidationError, showValidationError } =
		useDispatch( VALIDATION_STORE_KEY ) as unknown as ValidationActions;
	useEffect( () => {
		if ( batched ) {
			batched.set( id, { registry, message } );
			return;
		}
		if ( message ) {
			// A shown error stays shown with its new message.
			const current = entryOf( registry.select, id );
			setValidationErrors( {
				[ id ]: { message, hidden: current ? current.hidden : true },
			} );
		} else {
			clearValidationError( id );
		}
		// Only a new message (or field) changes what the store holds.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ id, message ] );
	useEffect(
		() => () => clearValidationError( id ),
		[ id, clearValidationError ]
	);
	return {
		shown,
		show: () => showValidationError( id ),
	};
}
