/**
 * Evaluates an SWV schema against form values. Text rules pass on an
 * empty value (only `required`/`requiredfile`/`minitems` catch emptiness);
 * each field reports its first failure, as Contact Form 7 does.
 */
import {
	fileAccepted,
	isDate,
	isNumber,
	isTel,
	isTime,
	isUrl,
	isoWeekday,
	onStep,
} from './checks';
import { isEmail } from '../../shared/rules/email';
import type {
	FieldSource,
	FieldValue,
	FileLike,
	SwvError,
	SwvRule,
	SwvSchema,
} from './types';

const isFile = ( value: FieldValue ): value is FileLike =>
	typeof value === 'object' && value !== null;

function values( source: FieldSource, field: string ): FieldValue[] {
	return [ ...source.getAll( field ), ...source.getAll( `${ field }[]` ) ];
}

function texts( source: FieldSource, field: string ): string[] {
	return values( source, field )
		.filter( ( value ): value is string => typeof value === 'string' )
		.map( ( value ) => value.trim() )
		.filter( ( value ) => value !== '' );
}

function files( source: FieldSource, field: string ): FileLike[] {
	return values( source, field )
		.filter( isFile )
		.filter( ( file ) => file.size > 0 || file.name !== '' );
}

const num = ( value: unknown ): number => Number( value );
const every = ( list: string[], test: ( value: string ) => boolean ) =>
	list.every( test );

type Check = ( rule: SwvRule, source: FieldSource ) => boolean;

/** Each rule type: true when the values pass. */
export const CHECKS: Record< string, Check > = {
	required: ( rule, source ) => texts( source, rule.field || '' ).length > 0,
	requiredfile: ( rule, source ) =>
		files( source, rule.field || '' ).length > 0,
	email: ( rule, source ) =>
		every( texts( source, rule.field || '' ), isEmail ),
	url: ( rule, source ) => every( texts( source, rule.field || '' ), isUrl ),
	tel: ( rule, source ) => every( texts( source, rule.field || '' ), isTel ),
	number: ( rule, source ) =>
		every( texts( source, rule.field || '' ), isNumber ),
	date: ( rule, source ) =>
		every( texts( source, rule.field || '' ), isDate ),
	time: ( rule, source ) =>
		every( texts( source, rule.field || '' ), isTime ),
	file: ( rule, source ) => {
		const accept = ( rule.accept || [] ).map( String );
		return (
			accept.length === 0 ||
			files( source, rule.field || '' ).every( ( file ) =>
				fileAccepted( file, accept )
			)
		);
	},
	enum: ( rule, source ) => {
		const accept = ( rule.accept || [] ).map( String );
		return every( texts( source, rule.field || '' ), ( value ) =>
			accept.includes( value )
		);
	},
	dayofweek: ( rule, source ) => {
		const accept = ( rule.accept || [] ).map( Number );
		return every(
			texts( source, rule.field || '' ),
			( value ) =>
				isDate( value ) && accept.includes( isoWeekday( value ) )
		);
	},
	minitems: ( rule, source ) =>
		texts( source, rule.field || '' ).length >= num( rule.threshold ),
	maxitems: ( rule, source ) =>
		texts( source, rule.field || '' ).length <= num( rule.threshold ),
	minlength: ( rule, source ) => {
		const total = texts( source, rule.field || '' ).join( '' ).length;
		return total === 0 || total >= num( rule.threshold );
	},
	maxlength: ( rule, source ) =>
		texts( source, rule.field || '' ).join( '' ).length <=
		num( rule.threshold ),
	minnumber: ( rule, source ) =>
		every(
			texts( source, rule.field || '' ),
			( value ) =>
				! isNumber( value ) || num( value ) >= num( rule.threshold )
		),
	maxnumber: ( rule, source ) =>
		every(
			texts( source, rule.field || '' ),
			( value ) =>
				! isNumber( value ) || num( value ) <= num( rule.threshold )
		),
	mindate: ( rule, source ) =>
		every(
			texts( source, rule.field || '' ),
			( value ) => ! isDate( value ) || value >= String( rule.threshold )
		),
	maxdate: ( rule, source ) =>
		every(
			texts( source, rule.field || '' ),
			( value ) => ! isDate( value ) || value <= String( rule.threshold )
		),
	minfilesize: ( rule, source ) =>
		files( source, rule.field || '' ).every(
			( file ) => file.size >= num( rule.threshold )
		),
	maxfilesize: ( rule, source ) =>
		files( source, rule.field || '' ).every(
			( file ) => file.size <= num( rule.threshold )
		),
	stepnumber: ( rule, source ) =>
		every(
			texts( source, rule.field || '' ),
			( value ) =>
				! isNumber( value ) ||
				onStep(
					num( value ),
					num( rule.base ?? 0 ),
					num( rule.interval )
				)
		),
};

/** Checks one rule; returns the failure or null. Unknown rule types pass. */
export function checkRule(
	rule: SwvRule,
	source: FieldSource
): SwvError | null {
	const own = { field: rule.field || '', error: rule.error || '' };
	if ( rule.rule === 'all' ) {
		for ( const child of rule.rules || [] ) {
			const failure = checkRule( child, source );
			if ( failure ) {
				return {
					field: failure.field || own.field,
					error: failure.error || own.error,
				};
			}
		}
		return null;
	}
	if ( rule.rule === 'any' ) {
		const children = rule.rules || [];
		return children.length === 0 ||
			children.some( ( child ) => ! checkRule( child, source ) )
			? null
			: own;
	}
	const check = CHECKS[ rule.rule ];
	return ! check || check( rule, source ) ? null : own;
}

/** The fields a rule reads (its own and its children's). */
export function ruleFields( rule: SwvRule ): string[] {
	return [
		...( rule.field ? [ rule.field ] : [] ),
		...( rule.rules || [] ).flatMap( ruleFields ),
	];
}

/**
 * Validates values against a schema. With `fields`, only the rules that
 * touch those fields run (validation of one field on change). Returns the
 * first failure per field, in schema order.
 */
export function validate(
	schema: SwvSchema,
	source: FieldSource,
	fields?: string[]
): Map< string, string > {
	const errors = new Map< string, string >();
	for ( const rule of schema.rules || [] ) {
		if (
			fields &&
			! ruleFields( rule ).some( ( field ) => fields.includes( field ) )
		) {
			continue;
		}
		const failure = checkRule( rule, source );
		if ( failure && ! errors.has( failure.field ) ) {
			errors.set( failure.field, failure.error );
		}
	}
	return errors;
}

/** A field source over a plain map of values (server side, tests). */
export function mapSource(
	map: Record< string, FieldValue | FieldValue[] | undefined >
): FieldSource {
	return {
		getAll: ( name ) => {
			const value = Object.prototype.hasOwnProperty.call( map, name )
				? map[ name ]
				: undefined;
			if ( value === undefined ) {
				return [];
			}
			return Array.isArray( value ) ? value : [ value ];
		},
	};
}
