/**
 * Contact Form 7's REST routes: schema, feedback (multipart), refill.
 * Multipart is registered inside this plugin's own scope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { restError } from '../wp/rest';
import type { HostContext } from '../host-module';
import type { FieldValue } from '../../src/contact-form/swv/types';
import { buildSchema, FORM_ID } from './form';
import { newQuestion } from './quiz';
import { judge, mailFields, postedDataHash, type Posted } from './submission';
import { deliver } from './outbox';

const BASE = '/wp-json/contact-form-7/v1/contact-forms/:id';
const LIMITS = {
	fieldNameSize: 100,
	fieldSize: 100_000,
	fields: 60,
	fileSize: 1_000_000,
	files: 5,
	parts: 70,
};

class BadRequest extends Error {}

/** Reads a multipart or urlencoded body into name → values. */
async function readPosted( request: FastifyRequest ): Promise< Posted > {
	const posted: Posted = Object.create( null );
	const add = ( name: string, value: FieldValue ) => {
		( posted[ name ] = posted[ name ] || [] ).push( value );
	};
	if ( request.isMultipart() ) {
		for await ( const part of request.parts() ) {
			if ( part.type === 'file' ) {
				let size = 0;
				for await ( const chunk of part.file ) {
					size += ( chunk as Buffer ).length;
				}
				if ( part.file.truncated ) {
					throw new BadRequest( 'file too large' );
				}
				add( part.fieldname, {
					name: part.filename,
					size,
					type: part.mimetype,
				} );
			} else {
				add(
					part.fieldname,
					typeof part.value === 'string'
						? part.value
						: String( part.value ?? '' )
				);
			}
		}
		return posted;
	}
	const body = request.body;
	if ( body && typeof body === 'object' && ! Array.isArray( body ) ) {
		for ( const [ name, value ] of Object.entries(
			body as Record< string, unknown >
		) ) {
			( Array.isArray( value ) ? value : [ value ] ).forEach( ( item ) =>
				add(
					name,
					typeof item === 'string' || typeof item === 'number'
						? String( item )
						: ''
				)
			);
		}
	}
	return posted;
}

function notFound( reply: FastifyReply ) {
	return restError(
		reply,
		404,
		'wpcf7_not_found',
		'Das angeforderte Kontaktformular wurde nicht gefunden.'
	);
}

const isForm = ( id: unknown ) =>
	typeof id === 'string' && /^\d+$/.test( id ) && Number( id ) === FORM_ID;

/** Registers the routes. */
export async function registerRoutes(
	app: FastifyInstance,
	context: HostContext,
	secret: () => string
) {
	await app.register( async ( scope ) => {
		await scope.register( multipart, {
			limits: LIMITS,
			throwFileSizeLimit: true,
		} );

		scope.get( `${ BASE }/feedback/schema`, async ( request, reply ) => {
			if ( ! isForm( ( request.params as { id: string } ).id ) ) {
				return notFound( reply );
			}
			return buildSchema();
		} );

		scope.get( `${ BASE }/refill`, async ( request, reply ) => {
			if ( ! isForm( ( request.params as { id: string } ).id ) ) {
				return notFound( reply );
			}
			return { quiz: { 'quiz-math': newQuestion( secret() ) } };
		} );

		scope.post( `${ BASE }/feedback`, async ( request, reply ) => {
			if ( ! isForm( ( request.params as { id: string } ).id ) ) {
				return notFound( reply );
			}
			let posted: Posted;
			try {
				posted = await readPosted( request );
			} catch ( error ) {
				const status = ( error as { statusCode?: number } ).statusCode;
				return restError(
					reply,
					status === 413 ? 413 : 400,
					'rest_invalid_request',
					'Die Formulardaten konnten nicht gelesen werden.'
				);
			}
			const unitTag = ( posted._wpcf7_unit_tag || [] )[ 0 ];
			if (
				typeof unitTag !== 'string' ||
				! /^wpcf7-f\d+-(?:p\d+-)?o\d+$/.test( unitTag )
			) {
				return restError(
					reply,
					400,
					'wpcf7_unit_tag_not_found',
					'Es gibt kein gültiges Unit-Tag.'
				);
			}
			const verdict = judge( posted, unitTag, secret() );
			const fields = mailFields( posted );
			let status: string = verdict.status;
			let message = verdict.message;
			let hash = '';
			if ( verdict.status === 'mail_sent' ) {
				hash = postedDataHash( fields );
				try {
					deliver(
						context.db,
						context.dataDir,
						FORM_ID,
						fields,
						hash,
						context.now()
					);
				} catch ( error ) {
					request.log.error( error );
					status = 'mail_failed';
					message =
						'Beim Versuch, Ihre Nachricht zu senden, ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.';
					hash = '';
				}
			}
			return {
				contact_form_id: FORM_ID,
				status,
				message,
				posted_data_hash: hash,
				into: `#${ unitTag }`,
				invalid_fields: verdict.invalid_fields,
				quiz: { 'quiz-math': newQuestion( secret() ) },
			};
		} );
	} );
}
