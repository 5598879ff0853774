/**
 * Renders the contact form the way Contact Form 7 prints it, so the
 * client works the same on the preview host and on a real site.
 */
import { esc } from '../wp/page';
import {
	CONTAINER_POST,
	FIELDS,
	FORM_ID,
	FORM_TITLE,
	HONEYPOT,
	LOCALE,
	PLUGIN_VERSION,
	type FormField,
} from './form';

/** The unit tag of the form on the page. */
export const UNIT_TAG = `wpcf7-f${ FORM_ID }-p${ CONTAINER_POST }-o1`;

const controlId = ( name: string ) => `${ UNIT_TAG }-${ name }`;

function requiredMark( field: FormField ): string {
	return field.required
		? ' <span class="kiosk-required">(Pflichtfeld)</span>'
		: '';
}

function textControl( field: FormField ): string {
	const type = field.type === 'textarea' ? 'textarea' : field.type;
	const classes = [ 'wpcf7-form-control', `wpcf7-${ type }` ];
	if ( field.required ) {
		classes.push( `wpcf7-validates-as-required` );
	}
	if ( type !== 'text' && type !== 'textarea' ) {
		classes.push( `wpcf7-validates-as-${ type }` );
	}
	const attributes = [
		`id="${ controlId( field.name ) }"`,
		`class="${ classes.join( ' ' ) }"`,
		`name="${ esc( field.name ) }"`,
		field.maxlength ? `maxlength="${ field.maxlength }"` : '',
		field.minlength ? `minlength="${ field.minlength }"` : '',
		field.autocomplete ? `autocomplete="${ field.autocomplete }"` : '',
		field.required ? 'aria-required="true"' : '',
		'aria-invalid="false"',
	].filter( Boolean );
	const control =
		type === 'textarea'
			? `<textarea cols="40" rows="8" ${ attributes.join( ' ' ) }></textarea>`
			: `<input size="40" type="${ type }" value="" ${ attributes.join( ' ' ) }>`;
	const counter = field.counter
		? `<p class="kiosk-counter"><span class="wpcf7-character-count down" data-target-name="${ esc( field.name ) }" data-starting-value="${ field.maxlength }" data-current-value="${ field.maxlength }" data-maximum-value="${ field.maxlength }" data-minimum-value="${ field.minlength || '' }">${ field.maxlength }</span> Zeichen übrig (mindestens ${ field.minlength || 0 })</p>`
		: '';
	return `<p><label for="${ controlId( field.name ) }">${ esc( field.label ) }${ requiredMark( field ) }</label>
<span class="wpcf7-form-control-wrap" data-name="${ esc( field.name ) }">${ control }</span></p>${ counter }`;
}

function checkboxControl( field: FormField ): string {
	const options = field.options || [];
	const items = options
		.map( ( option, index ) => {
			const last = index === options.length - 1;
			const free = field.freeText && last;
			const classes = [
				'wpcf7-list-item',
				index === 0 ? 'first' : '',
				last ? 'last' : '',
				free ? 'has-free-text' : '',
			]
				.filter( Boolean )
				.join( ' ' );
			const freeInput = free
				? ` <input type="text" name="${ esc( field.name ) }_free_text" class="wpcf7-free-text" aria-label="${ esc( option ) }: bitte beschreiben" disabled>`
				: '';
			return `<span class="${ classes }"><label><input type="checkbox" name="${ esc( field.name ) }[]" value="${ esc( option ) }"><span class="wpcf7-list-item-label">${ esc( option ) }</span></label>${ freeInput }</span>`;
		} )
		.join( ' ' );
	const classes = [
		'wpcf7-form-control',
		'wpcf7-checkbox',
		field.exclusive ? 'wpcf7-exclusive-checkbox' : '',
		field.required ? 'wpcf7-validates-as-required' : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return `<fieldset class="kiosk-fieldset"><legend>${ esc( field.label ) }${ requiredMark( field ) }</legend>
<span class="wpcf7-form-control-wrap" data-name="${ esc( field.name ) }"><span id="${ controlId( field.name ) }" class="${ classes }">${ items }</span></span></fieldset>`;
}

function acceptanceControl( field: FormField ): string {
	return `<p><span class="wpcf7-form-control-wrap" data-name="${ esc( field.name ) }"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="${ esc( field.name ) }" value="1" aria-invalid="false"><span class="wpcf7-list-item-label">${ esc( field.label ) }</span></label></span></span></span></p>`;
}

function quizControl( field: FormField, quiz: [ string, string ] ): string {
	return `<p><span class="wpcf7-form-control-wrap" data-name="${ esc( field.name ) }"><label><span class="wpcf7-quiz-label">${ esc( quiz[ 0 ] ) }</span> <input size="8" class="wpcf7-form-control wpcf7-quiz" autocomplete="off" aria-required="true" aria-invalid="false" type="text" name="${ esc( field.name ) }" id="${ controlId( field.name ) }"></label><input type="hidden" name="_wpcf7_quiz_answer_${ esc( field.name ) }" value="${ esc( quiz[ 1 ] ) }"></span></p>`;
}

/** The whole unit: container, screen-reader response, form and response output. */
export function renderForm(
	quiz: [ string, string ],
	action = '/kontakt/'
): string {
	const fields = FIELDS.map( ( field ) => {
		switch ( field.type ) {
			case 'checkbox':
				return checkboxControl( field );
			case 'acceptance':
				return acceptanceControl( field );
			case 'quiz':
				return quizControl( field, quiz );
			default:
				return textControl( field );
		}
	} ).join( '\n' );
	return `<div class="wpcf7 no-js" id="${ UNIT_TAG }" lang="de-DE" dir="ltr" data-wpcf7-id="${ FORM_ID }">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="${ esc( action ) }#${ UNIT_TAG }" method="post" class="wpcf7-form init" aria-label="${ esc( FORM_TITLE ) }" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container">
<input type="hidden" name="_wpcf7" value="${ FORM_ID }">
<input type="hidden" name="_wpcf7_version" value="${ PLUGIN_VERSION }">
<input type="hidden" name="_wpcf7_locale" value="${ LOCALE }">
<input type="hidden" name="_wpcf7_unit_tag" value="${ UNIT_TAG }">
<input type="hidden" name="_wpcf7_container_post" value="${ CONTAINER_POST }">
<input type="hidden" name="_wpcf7_posted_data_hash" value="">
</fieldset>
${ fields }
<span class="wpcf7-form-control-wrap kiosk-hp" data-name="${ HONEYPOT }" aria-hidden="true"><input type="text" name="${ HONEYPOT }" value="" tabindex="-1" autocomplete="off"></span>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner inert-on-submitting" type="submit" value="Senden"><span class="wpcf7-spinner"></span></p>
<div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`;
}
