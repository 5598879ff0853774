/**
 * A small JSON-schema subset for request bodies, with WordPress's error
 * shapes: `rest_missing_callback_param` for missing required parameters,
 * `rest_invalid_param` (with `data.params` and `data.details`) otherwise.
 * Unknown keys are refused.
 */
import type { FastifyReply } from 'fastify';
import { restError } from '../wp/rest';

export type Schema =
	| {
			type: 'string';
			maxLength?: number;
			enum?: readonly string[];
			pattern?: RegExp;
	  }
	| { type: 'integer'; minimum?: number; maximum?: number }
	| { type: 'boolean' }
	| { type: 'any' }
	| { type: 'null-or'; schema: Schema }
	| { type: 'union'; schemas: Schema[] }
	| { type: 'array'; items: Schema; maxItems?: number }
	| {
			type: 'object';
			properties: Record< string, Schema >;
			required?: string[];
			extraKeys?: RegExp;
			extraSchema?: Schema;
			maxKeys?: number;
	  };

export interface ValidationFailure {
	status: 400;
	code:
		| 'rest_missing_callback_param'
		| 'rest_invalid_param'
		| 'rest_invalid_json';
	message: string;
	data: Record< string, unknown >;
}

function describe( schema: Schema ): string {
	switch ( schema.type ) {
		case 'null-or':
			return `${ describe( schema.schema ) } oder null`;
		case 'union':
			return schema.schemas.map( describe ).join( ' oder ' );
		case 'integer':
			return 'integer';
		default:
			return schema.type;
	}
}

/** Returns a message for the first problem of `value` at `path`, or null. */
function check( value: unknown, schema: Schema, path: string ): string | null {
	switch ( schema.type ) {
		case 'any':
			return null;
		case 'null-or':
			return value === null ? null : check( value, schema.schema, path );
		case 'union':
			return schema.schemas.some(
				( option ) => check( value, option, path ) === null
			)
				? null
				: `${ path } ist nicht vom Typ ${ describe( schema ) }.`;
		case 'string':
			if ( typeof value !== 'string' ) {
				return `${ path } ist nicht vom Typ string.`;
			}
			if (
				schema.maxLength !== undefined &&
				value.length > schema.maxLength
			) {
				return `${ path } darf nicht länger als ${ schema.maxLength } Zeichen sein.`;
			}
			if ( schema.enum && ! schema.enum.includes( value ) ) {
				return `${ path } ist nicht eines von ${ schema.enum.join( ', ' ) }.`;
			}
			if ( schema.pattern && ! schema.pattern.test( value ) ) {
				return `${ path } entspricht nicht dem Muster ${ schema.pattern.source }.`;
			}
			return null;
		case 'integer':
			if ( typeof value !== 'number' || ! Number.isInteger( value ) ) {
				return `${ path } ist nicht vom Typ integer.`;
			}
			if ( schema.minimum !== undefined && value < schema.minimum ) {
				return `${ path } muss größer oder gleich ${ schema.minimum } sein.`;
			}
			if ( schema.maximum !== undefined && value > schema.maximum ) {
				return `${ path } muss kleiner oder gleich ${ schema.maximum } sein.`;
			}
			return null;
		case 'boolean':
			return typeof value === 'boolean'
				? null
				: `${ path } ist nicht vom Typ boolean.`;
		case 'array':
			if ( ! Array.isArray( value ) ) {
				return `${ path } ist nicht vom Typ array.`;
			}
			if (
				schema.maxItems !== undefined &&
				value.length > schema.maxItems
			) {
				return `${ path } darf höchstens ${ schema.maxItems } Elemente enthalten.`;
			}
			for ( let index = 0; index < value.length; index++ ) {
				const problem = check(
					value[ index ],
					schema.items,
					`${ path }[${ index }]`
				);
				if ( problem ) {
					return problem;
				}
			}
			return null;
		case 'object': {
			if (
				typeof value !== 'object' ||
				value === null ||
				Array.isArray( value )
			) {
				return `${ path } ist nicht vom Typ object.`;
			}
			const entries = Object.entries(
				value as Record< string, unknown >
			);
			if (
				schema.maxKeys !== undefined &&
				entries.length > schema.maxKeys
			) {
				return `${ path } hat zu viele Einträge.`;
			}
			for ( const key of schema.required || [] ) {
				if (
					( value as Record< string, unknown > )[ key ] === undefined
				) {
					return `${ path }[${ key }] ist ein Pflichtfeld.`;
				}
			}
			for ( const [ key, child ] of entries ) {
				let childSchema: Schema | null = null;
				if (
					Object.prototype.hasOwnProperty.call(
						schema.properties,
						key
					)
				) {
					childSchema = schema.properties[ key ];
				} else if ( schema.extraKeys?.test( key ) ) {
					childSchema = schema.extraSchema ?? { type: 'any' };
				}
				if ( ! childSchema ) {
					return `${ path }[${ key }] ist kein gültiger Parameter.`;
				}
				const problem = check(
					child,
					childSchema,
					`${ path }[${ key }]`
				);
				if ( problem ) {
					return problem;
				}
			}
			return null;
		}
	}
}

/** Answers a validation failure as WordPress's REST error (`rest_invalid_param`, …). */
export function sendValidationFailure(
	reply: FastifyReply,
	failure: ValidationFailure
): FastifyReply {
	return restError(
		reply,
		failure.status,
		failure.code,
		failure.message,
		failure.data
	);
}

/** Validates a request body against an object schema of top-level parameters. */
export function validateBody(
	body: unknown,
	schema: Extract< Schema, { type: 'object' } >
): ValidationFailure | null {
	const input = body === undefined || body === '' ? {} : body;
	if (
		typeof input !== 'object' ||
		input === null ||
		Array.isArray( input )
	) {
		return {
			status: 400,
			code: 'rest_invalid_json',
			message: 'Ungültiger JSON-Body übermittelt.',
			data: {},
		};
	}
	const record = input as Record< string, unknown >;
	const missing = ( schema.required || [] ).filter(
		( key ) => record[ key ] === undefined
	);
	if ( missing.length ) {
		return {
			status: 400,
			code: 'rest_missing_callback_param',
			message: `Fehlende(r) Parameter: ${ missing.join( ', ' ) }`,
			data: { params: missing },
		};
	}
	const params: Record< string, string > = {};
	const details: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries( record ) ) {
		const child = Object.prototype.hasOwnProperty.call(
			schema.properties,
			key
		)
			? schema.properties[ key ]
			: null;
		const problem = child
			? check( value, child, key )
			: `${ key } ist kein gültiger Parameter.`;
		if ( problem ) {
			params[ key ] = problem;
			details[ key ] = {
				code: child
					? 'rest_invalid_type'
					: 'rest_additional_properties_forbidden',
				message: problem,
				data: null,
			};
		}
	}
	if ( Object.keys( params ).length ) {
		return {
			status: 400,
			code: 'rest_invalid_param',
			message: `Ungültige(r) Parameter: ${ Object.keys( params ).join( ', ' ) }`,
			data: { params, details },
		};
	}
	return null;
}

const text = ( maxLength = 200 ): Schema => ( { type: 'string', maxLength } );

/** Address schema (additional fields `namespace/key` allowed). */
export function addressSchema(
	billing: boolean
): Extract< Schema, { type: 'object' } > {
	const properties: Record< string, Schema > = {
		first_name: text(),
		last_name: text(),
		company: text(),
		address_1: text(),
		address_2: text(),
		city: text(),
		state: text( 100 ),
		postcode: text( 20 ),
		country: { type: 'string', pattern: /^([A-Z]{2})?$/ },
		phone: text( 40 ),
	};
	if ( billing ) {
		properties.email = text( 254 );
	}
	return {
		type: 'object',
		properties,
		extraKeys: /^[a-z0-9_-]+\/[a-z0-9_-]+$/i,
		extraSchema: {
			type: 'union',
			schemas: [ text( 500 ), { type: 'boolean' } ],
		},
		maxKeys: 40,
	};
}
