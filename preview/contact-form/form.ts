/**
 * The contact form of the 'Kontakt' page, described once as Contact Form 7
 * tags: the markup, the SWV schema and the server validation all come
 * from this description.
 */
import type { SwvRule, SwvSchema } from '../../src/contact-form/swv/types';

export const FORM_ID = 7;
export const FORM_TITLE = 'Kontaktformular';
export const CONTAINER_POST = 12;
export const PLUGIN_VERSION = '6.1';
export const LOCALE = 'de_DE';
export const HONEYPOT = 'kiosk-hp-website';

/** German messages, as Contact Form 7's de_DE (formal) has them. */
export const MESSAGES = {
	mail_sent_ok: 'Vielen Dank für Ihre Nachricht. Sie wurde gesendet.',
	mail_sent_ng:
		'Beim Versuch, Ihre Nachricht zu senden, ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
	validation_error:
		'Ein oder mehrere Felder haben einen Fehler. Bitte überprüfen Sie sie und versuchen Sie es erneut.',
	spam: 'Beim Versuch, Ihre Nachricht zu senden, ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
	accept_terms:
		'Sie müssen den Bedingungen zustimmen, bevor Sie Ihre Nachricht senden.',
	invalid_required: 'Bitte füllen Sie dieses Feld aus.',
	invalid_too_long: 'Dieses Feld hat eine zu lange Eingabe.',
	invalid_too_short: 'Dieses Feld hat eine zu kurze Eingabe.',
	invalid_email: 'Bitte geben Sie eine E-Mail-Adresse ein.',
	invalid_url: 'Bitte geben Sie eine URL ein.',
	invalid_tel: 'Bitte geben Sie eine Telefonnummer ein.',
	invalid_enum: 'Bitte wählen Sie eine der angebotenen Optionen.',
	invalid_maxitems: 'Bitte wählen Sie höchstens eine Option.',
	quiz_answer_not_correct: 'Die Antwort auf das Quiz ist nicht korrekt.',
};

export type FieldType =
	| 'text'
	| 'email'
	| 'tel'
	| 'url'
	| 'textarea'
	| 'checkbox'
	| 'acceptance'
	| 'quiz';

/** One form tag. */
export interface FormField {
	type: FieldType;
	name: string;
	label: string;
	required?: boolean;
	minlength?: number;
	maxlength?: number;
	autocomplete?: string;
	/** Checkbox options; the free-text one last. */
	options?: string[];
	freeText?: boolean;
	exclusive?: boolean;
	/** Counter counting down from maxlength. */
	counter?: boolean;
}

export const FIELDS: FormField[] = [
	{
		type: 'text',
		name: 'your-name',
		label: 'Ihr Name',
		required: true,
		maxlength: 400,
		autocomplete: 'name',
	},
	{
		type: 'email',
		name: 'your-email',
		label: 'Ihre E-Mail-Adresse',
		required: true,
		maxlength: 400,
		autocomplete: 'email',
	},
	{
		type: 'text',
		name: 'your-subject',
		label: 'Betreff',
		required: true,
		maxlength: 200,
	},
	{
		type: 'tel',
		name: 'your-phone',
		label: 'Telefon (optional)',
		maxlength: 40,
		autocomplete: 'tel',
	},
	{
		type: 'url',
		name: 'your-website',
		label: 'Website (optional)',
		maxlength: 400,
		autocomplete: 'url',
	},
	{
		type: 'checkbox',
		name: 'topic',
		label: 'Worum geht es?',
		required: true,
		exclusive: true,
		freeText: true,
		options: [
			'Leserbrief',
			'Abo und Shop',
			'Veranstaltungen',
			'Anderes Thema',
		],
	},
	{
		type: 'textarea',
		name: 'your-message',
		label: 'Ihre Nachricht',
		required: true,
		minlength: 20,
		maxlength: 2000,
		counter: true,
	},
	{
		type: 'acceptance',
		name: 'consent',
		label: 'Ich bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage gespeichert werden (siehe Datenschutzerklärung).',
	},
	{ type: 'quiz', name: 'quiz-math', label: 'Sicherheitsfrage' },
];

/** The SWV rules of one field. */
function rulesOf( field: FormField ): SwvRule[] {
	const rules: SwvRule[] = [];
	const add = (
		rule: string,
		error: string,
		extra: Partial< SwvRule > = {}
	) => rules.push( { rule, field: field.name, error, ...extra } );
	if (
		field.required &&
		field.type !== 'acceptance' &&
		field.type !== 'quiz'
	) {
		add( 'required', MESSAGES.invalid_required );
	}
	if ( field.type === 'email' ) {
		add( 'email', MESSAGES.invalid_email );
	}
	if ( field.type === 'url' ) {
		add( 'url', MESSAGES.invalid_url );
	}
	if ( field.type === 'tel' ) {
		add( 'tel', MESSAGES.invalid_tel );
	}
	if ( field.type === 'checkbox' && field.options ) {
		add( 'enum', MESSAGES.invalid_enum, { accept: field.options } );
		if ( field.exclusive ) {
			add( 'maxitems', MESSAGES.invalid_maxitems, { threshold: '1' } );
		}
	}
	if ( field.minlength ) {
		add( 'minlength', MESSAGES.invalid_too_short, {
			threshold: String( field.minlength ),
		} );
	}
	if ( field.maxlength ) {
		add( 'maxlength', MESSAGES.invalid_too_long, {
			threshold: String( field.maxlength ),
		} );
	}
	return rules;
}

/** The form's SWV schema, as `GET …/feedback/schema` answers it. */
export function buildSchema( fields: FormField[] = FIELDS ): SwvSchema {
	return {
		version: 'Contact Form 7 SWV Schema 2024-10',
		locale: LOCALE,
		rules: fields.flatMap( rulesOf ),
	};
}
