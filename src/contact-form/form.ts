/**
 * One Contact Form 7 form: schema validation on change, submit, the
 * status machine, reset and refill, and the control behaviours.
 * `initForm(form)` returns its teardown.
 */
import { validate } from './swv/validate';
import type { SwvSchema } from './swv/types';
import { eventFor, getStatus, setStatus } from './status';
import {
	clearFieldError,
	clearResponse,
	focusResponse,
	setFieldError,
	setResponse,
} from './field-errors';
import {
	applyExclusive,
	normalizeUrl,
	updateAcceptance,
	updateCounters,
	updateFreeText,
} from './controls';
import { applyRefill } from './refill';
import { addSpinners, setBusy } from './busy';
import { failureMessage, genericFailure } from './failure';
import { IMMEDIATE, type PointerGuard } from './pointer-guard';
import { fieldName, readUnit } from './unit';
import type { FeedbackResponse, Requests } from './request';

/**
 * Enhances one form; returns the teardown. Field tips go through `guard`,
 * so a tip never moves the control a pressed pointer is about to click.
 */
export function initForm(
	form: HTMLFormElement,
	requests: Requests,
	guard: Pick< PointerGuard, 'run' > = IMMEDIATE
): () => void {
	const unit = readUnit( form );
	if ( ! unit ) {
		return () => {};
	}
	const container = form.closest( '.wpcf7' ) || form;
	let schema: SwvSchema | null = null;
	let submitting = false;
	let stopped = false;
	const listeners: Array< [ string, EventListener ] > = [];
	const on = ( type: string, listener: EventListener ) => {
		form.addEventListener( type, listener );
		listeners.push( [ type, listener ] );
	};
	const fire = ( name: string, detail: Record< string, unknown > ) =>
		container.dispatchEvent(
			new CustomEvent( name, { bubbles: true, detail } )
		);
	const detailOf = (
		formData: FormData,
		extra: Record< string, unknown > = {}
	) => ( {
		...unit,
		status: getStatus( form ),
		inputs: Array.from( formData, ( [ name, value ] ) => ( {
			name,
			value,
		} ) ),
		formData,
		...extra,
	} );

	setStatus( form, 'init' );
	container.classList.replace( 'no-js', 'js' );
	form.setAttribute( 'novalidate', 'novalidate' );
	updateAcceptance( form );
	updateFreeText( form );
	updateCounters( form );
	const removeSpinners = addSpinners( form );

	// Fields changed before the schema arrived are checked when it does.
	const early = new Set< string >();
	// Validated when the tip may change, so the values are the latest.
	const check = ( rules: SwvSchema, field: string ) =>
		guard.run( field, () => {
			if ( stopped ) {
				return;
			}
			const errors = validate( rules, new FormData( form ), [ field ] );
			errors.forEach( ( message, name ) =>
				setFieldError( form, name, message )
			);
			if ( ! errors.has( field ) ) {
				clearFieldError( form, field );
			}
		} );

	requests
		.schema( unit.contactFormId )
		.then( ( result ) => {
			schema = result && Array.isArray( result.rules ) ? result : null;
			if ( schema && ! stopped ) {
				const rules = schema;
				early.forEach( ( field ) => check( rules, field ) );
			}
			early.clear();
		} )
		.catch( ( error ) => console.error( error ) );

	on( 'change', ( event ) => {
		const target = event.target as HTMLInputElement;
		if ( ! target || ! target.name ) {
			return;
		}
		if ( target.type === 'checkbox' ) {
			applyExclusive( target );
		}
		if (
			target.type === 'url' ||
			target.classList.contains( 'wpcf7-validates-as-url' )
		) {
			target.value = normalizeUrl( target.value );
		}
		updateAcceptance( form );
		updateFreeText( form );
		updateCounters( form );
		const field = fieldName( target );
		if ( ! field || target.classList.contains( 'wpcf7-free-text' ) ) {
			return;
		}
		if ( schema ) {
			check( schema, field );
		} else {
			early.add( field );
		}
	} );
	on( 'input', () => updateCounters( form ) );

	on( 'submit', ( event ) => {
		event.preventDefault();
		if ( submitting ) {
			return;
		}
		submit(
			( event as SubmitEvent ).submitter as
				HTMLButtonElement | HTMLInputElement | null
		);
	} );

	on( 'reset', () => {
		// After the browser has restored the defaults.
		setTimeout( () => {
			if ( ! stopped ) {
				reset();
			}
		} );
	} );

	async function submit(
		submitter: HTMLButtonElement | HTMLInputElement | null
	) {
		const formData = new FormData( form );
		if ( submitter && submitter.name ) {
			formData.append( submitter.name, submitter.value );
		}
		submitting = true;
		clearResponse( form );
		setBusy( form, true );
		setStatus( form, 'submitting' );
		fire( 'wpcf7beforesubmit', detailOf( formData ) );
		let response: FeedbackResponse | null;
		try {
			response = await requests.feedback( unit!.contactFormId, formData );
		} catch ( error ) {
			done();
			failed( error, failureMessage( error ) );
			return;
		}
		done();
		if ( ! response || typeof response.status !== 'string' ) {
			// A 204 or an empty body: no answer to show, so the generic one.
			failed( response, genericFailure() );
			return;
		}
		const status = setStatus( form, response.status );
		const detail = detailOf( formData, {
			status: response.status,
			apiResponse: response,
		} );
		const hash = form.querySelector< HTMLInputElement >(
			'input[name="_wpcf7_posted_data_hash"]'
		);
		if ( hash && typeof response.posted_data_hash === 'string' ) {
			hash.value = response.posted_data_hash;
		}
		( response.invalid_fields || [] ).forEach( ( invalid ) => {
			if ( invalid && typeof invalid.field === 'string' ) {
				setFieldError(
					form,
					invalid.field,
					String( invalid.message ?? '' ),
					invalid.idref
				);
			}
		} );
		const message = String( response.message ?? '' );
		// A sent form's message gets focus below, which reads it: the live
		// region stays quiet then, or a screen reader hears it twice.
		setResponse( form, message, status !== 'sent' );
		applyRefill( form, response );
		fire( eventFor( response.status ), detail );
		fire( 'wpcf7submit', detail );
		if ( status === 'sent' ) {
			form.reset();
			// The reset unticks the consent box, which disables the focused button.
			if ( ! focusResponse( form ) ) {
				setResponse( form, message );
			}
			return;
		}
		focusFirstError();
	}

	function done() {
		submitting = false;
		setBusy( form, false );
	}

	/** The detail goes to the console; the visitor reads `message`. */
	function failed( detail: unknown, message: string ) {
		console.error( detail );
		setStatus( form, 'failed' );
		setResponse( form, message );
	}

	function focusFirstError() {
		const first = form.querySelector< HTMLElement >(
			'[aria-invalid="true"]'
		);
		first?.focus();
	}

	async function reset() {
		const before = getStatus( form );
		const formData = new FormData( form );
		setStatus( form, 'resetting' );
		form.querySelectorAll< HTMLElement >(
			'.wpcf7-form-control-wrap[data-name]'
		).forEach( ( wrap ) =>
			clearFieldError( form, wrap.dataset.name || '' )
		);
		updateAcceptance( form );
		updateFreeText( form );
		updateCounters( form );
		let refill = null;
		try {
			refill = await requests.refill( unit!.contactFormId );
			applyRefill( form, refill );
		} catch ( error ) {
			console.error( error );
		}
		setStatus( form, before === 'sent' ? 'sent' : 'init' );
		fire( 'wpcf7reset', detailOf( formData, { apiResponse: refill } ) );
	}

	return () => {
		stopped = true;
		removeSpinners();
		listeners.forEach( ( [ type, listener ] ) =>
			form.removeEventListener( type, listener )
		);
	};
}
