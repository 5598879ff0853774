/**
 * Checks a JSON value against a TypeScript type declared in a source file,
 * through the compiler's own type checker: every property the type declares
 * must be present (unless optional) with a value of its type; literal unions
 * must match one literal; properties the type does not declare are allowed
 * (the server may send more than the client reads).
 */
import ts from 'typescript';

export interface ShapeChecker {
	/** The problems found, as `path: what`; empty when the value fits. */
	check: ( typeName: string, value: unknown ) => string[];
	/** The names the file exports. */
	exported: string[];
}

const MAX_DEPTH = 24;

/** Compiles `file` once and returns a checker for its exported types. */
export function createShapeChecker( file: string ): ShapeChecker {
	const program = ts.createProgram( [ file ], {
		strict: true,
		target: ts.ScriptTarget.ES2020,
		module: ts.ModuleKind.ESNext,
		moduleResolution: ts.ModuleResolutionKind.Node10,
		skipLibCheck: true,
		noEmit: true,
	} );
	const checker = program.getTypeChecker();
	const source = program.getSourceFile( file );
	const moduleSymbol = source && checker.getSymbolAtLocation( source );
	if ( ! moduleSymbol ) {
		throw new Error( `cannot read ${ file }` );
	}
	const exports = checker.getExportsOfModule( moduleSymbol );

	const describe = ( type: ts.Type ) => checker.typeToString( type );

	function walk(
		value: unknown,
		type: ts.Type,
		path: string,
		depth: number
	): string[] {
		if ( depth > MAX_DEPTH ) {
			return [];
		}
		const flags = type.flags;
		if ( flags & ( ts.TypeFlags.Any | ts.TypeFlags.Unknown ) ) {
			return [];
		}
		if ( type.isUnion() ) {
			const attempts = type.types.map( ( member ) =>
				walk( value, member, path, depth + 1 )
			);
			if ( attempts.some( ( errors ) => errors.length === 0 ) ) {
				return [];
			}
			// Name the closest member's problems, or the union itself.
			const best = attempts.reduce( ( a, b ) =>
				a.length <= b.length ? a : b
			);
			return best.length === 1 && best[ 0 ].startsWith( `${ path }:` )
				? [
						`${ path }: ${ JSON.stringify( value ) } is not ${ describe( type ) }`,
					]
				: best;
		}
		if ( type.isStringLiteral() || type.isNumberLiteral() ) {
			return value === type.value
				? []
				: [
						`${ path }: ${ JSON.stringify( value ) } is not ${ describe( type ) }`,
					];
		}
		if ( flags & ts.TypeFlags.BooleanLiteral ) {
			const expected = describe( type ) === 'true';
			return value === expected
				? []
				: [ `${ path }: expected ${ expected }` ];
		}
		if ( flags & ts.TypeFlags.StringLike ) {
			return typeof value === 'string'
				? []
				: [
						`${ path }: expected a string, got ${ JSON.stringify( value ) }`,
					];
		}
		if ( flags & ts.TypeFlags.NumberLike ) {
			return typeof value === 'number'
				? []
				: [
						`${ path }: expected a number, got ${ JSON.stringify( value ) }`,
					];
		}
		if ( flags & ts.TypeFlags.BooleanLike ) {
			return typeof value === 'boolean'
				? []
				: [
						`${ path }: expected a boolean, got ${ JSON.stringify( value ) }`,
					];
		}
		if ( flags & ts.TypeFlags.Null ) {
			return value === null ? [] : [ `${ path }: expected null` ];
		}
		if ( flags & ( ts.TypeFlags.Undefined | ts.TypeFlags.Void ) ) {
			return value === undefined ? [] : [ `${ path }: expected nothing` ];
		}
		if ( checker.isArrayType( type ) || checker.isTupleType( type ) ) {
			if ( ! Array.isArray( value ) ) {
				return [
					`${ path }: expected an array (${ describe( type ) }), got ${ JSON.stringify( value )?.slice( 0, 80 ) }`,
				];
			}
			const [ element ] = checker.getTypeArguments(
				type as ts.TypeReference
			);
			return element
				? value.flatMap( ( item, i ) =>
						walk( item, element, `${ path }[${ i }]`, depth + 1 )
					)
				: [];
		}
		if ( flags & ts.TypeFlags.Object || type.isIntersection() ) {
			if ( type.getCallSignatures().length ) {
				return [];
			}
			if (
				typeof value !== 'object' ||
				value === null ||
				Array.isArray( value )
			) {
				return [
					`${ path }: expected an object (${ describe( type ) }), got ${ JSON.stringify( value )?.slice( 0, 80 ) }`,
				];
			}
			const record = value as Record< string, unknown >;
			const errors: string[] = [];
			const declared = new Set< string >();
			for ( const property of checker.getPropertiesOfType( type ) ) {
				declared.add( property.name );
				const propertyType = checker.getTypeOfSymbol( property );
				const optional =
					( property.flags & ts.SymbolFlags.Optional ) !== 0;
				if ( ! ( property.name in record ) ) {
					if ( ! optional ) {
						errors.push( `${ path }.${ property.name }: missing` );
					}
					continue;
				}
				errors.push(
					...walk(
						record[ property.name ],
						optional
							? checker.getNonNullableType( propertyType )
							: propertyType,
						`${ path }.${ property.name }`,
						depth + 1
					).filter(
						() =>
							! (
								optional &&
								record[ property.name ] === undefined
							)
					)
				);
			}
			for ( const info of checker.getIndexInfosOfType( type ) ) {
				for ( const [ key, item ] of Object.entries( record ) ) {
					if ( ! declared.has( key ) ) {
						errors.push(
							...walk(
								item,
								info.type,
								`${ path }.${ key }`,
								depth + 1
							)
						);
					}
				}
			}
			return errors;
		}
		return [];
	}

	return {
		exported: exports.map( ( symbol ) => symbol.name ),
		check( typeName, value ) {
			const symbol = exports.find( ( s ) => s.name === typeName );
			if ( ! symbol ) {
				throw new Error( `${ file } exports no type ${ typeName }` );
			}
			return walk(
				value,
				checker.getDeclaredTypeOfSymbol( symbol ),
				typeName,
				0
			);
		},
	};
}
