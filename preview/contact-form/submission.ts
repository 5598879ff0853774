/**
 * Server side of a submission: the same SWV rules as the client (never
 * trusting it), then the quiz, acceptance and spam checks, in Contact
 * Form 7's order: validation_failed, acceptance_missing, spam, mail.
 */
import { createHash } from 'node:crypto';
import { validate, mapSource } from '../../src/contact-form/swv/validate';
import type { FieldValue } from '../../src/contact-form/swv/types';
import { buildSchema, FIELDS, HONEYPOT, MESSAGES } from './form';
import { answerHash, knownHash } from './quiz';

export type Posted = Record< string, FieldValue[] >;

export interface InvalidField {
	field: string;
	message: string;
	idref: string | null;
	error_id: string;
}

export interface Verdict {
	status: 'validation_failed' | 'acceptance_missing' | 'spam' | 'mail_sent';
	message: string;
	invalid_fields: InvalidField[];
}

const SCHEMA = buildSchema();

const first = ( posted: Posted, name: string ): string => {
	const value = ( posted[ name ] || [] )[ 0 ];
	return typeof value === 'string' ? value : '';
};

/** A field's error entry, as CF7 builds it. */
function invalid(
	unitTag: string,
	field: string,
	message: string
): InvalidField {
	return {
		field,
		message,
		idref: null,
		error_id: `${ unitTag }-ve-${ field }`.replace( /[^0-9a-z_-]+/gi, '' ),
	};
}

/** Checks a posted form. */
export function judge(
	posted: Posted,
	unitTag: string,
	secret: string
): Verdict {
	const errors = validate( SCHEMA, mapSource( posted ) );
	const invalidFields = [ ...errors ].map( ( [ field, message ] ) =>
		invalid( unitTag, field, message )
	);
	let spam = first( posted, HONEYPOT ) !== '';
	for ( const field of FIELDS.filter( ( f ) => f.type === 'quiz' ) ) {
		const hash = first( posted, `_wpcf7_quiz_answer_${ field.name }` );
		if ( ! knownHash( secret, hash ) ) {
			spam = true;
			continue;
		}
		if (
			answerHash( secret, first( posted, field.name ) ) !== hash &&
			! errors.has( field.name )
		) {
			invalidFields.push(
				invalid( unitTag, field.name, MESSAGES.quiz_answer_not_correct )
			);
		}
	}
	const topics = posted[ 'topic[]' ] || [];
	if (
		topics.includes( 'Anderes Thema' ) &&
		first( posted, 'topic_free_text' ).trim() === '' &&
		! errors.has( 'topic' )
	) {
		invalidFields.push(
			invalid( unitTag, 'topic', MESSAGES.invalid_required )
		);
	}
	if ( invalidFields.length ) {
		return {
			status: 'validation_failed',
			message: MESSAGES.validation_error,
			invalid_fields: invalidFields,
		};
	}
	const unaccepted = FIELDS.filter( ( f ) => f.type === 'acceptance' ).some(
		( f ) => first( posted, f.name ) === ''
	);
	if ( unaccepted ) {
		return {
			status: 'acceptance_missing',
			message: MESSAGES.accept_terms,
			invalid_fields: [],
		};
	}
	if ( spam ) {
		return { status: 'spam', message: MESSAGES.spam, invalid_fields: [] };
	}
	return {
		status: 'mail_sent',
		message: MESSAGES.mail_sent_ok,
		invalid_fields: [],
	};
}

/** The posted data a mail carries (form fields only). */
export function mailFields( posted: Posted ): Record< string, string > {
	const out: Record< string, string > = {};
	for ( const field of FIELDS ) {
		if ( field.type === 'quiz' || field.type === 'acceptance' ) {
			continue;
		}
		const raw =
			field.type === 'checkbox'
				? posted[ `${ field.name }[]` ] || []
				: posted[ field.name ] || [];
		let value = raw
			.filter( ( v ): v is string => typeof v === 'string' )
			.join( ', ' )
			.trim();
		if (
			field.freeText &&
			raw.includes( ( field.options || [] ).slice( -1 )[ 0 ] )
		) {
			value = `${ value }: ${ first( posted, `${ field.name }_free_text` ).trim() }`;
		}
		out[ field.name ] = value;
	}
	return out;
}

/** CF7's posted_data_hash: a hash of the mail fields. */
export function postedDataHash( fields: Record< string, string > ): string {
	return createHash( 'md5' )
		.update( JSON.stringify( fields ) )
		.digest( 'hex' );
}
