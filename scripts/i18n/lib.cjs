/**
 * Kiosk's i18n pipeline, shared by `npm run i18n` and the translation test:
 * extracts source strings (TypeScript through the compiler API, PHP by
 * pattern, block.json fields with WordPress's contexts), writes the POT, merges the German translations and writes the
 * JSON files WordPress loads for scripts (`kiosk-de_DE-{md5}.json`).
 */
const { createHash } = require( 'crypto' );
const fs = require( 'fs' );
const path = require( 'path' );
const ts = require( 'typescript' );
const { readPoText } = require( './read-po.cjs' );

// gettext-parser is ESM: loaded only when writing files (node 20.19+ can require it).
const gettext = () => require( 'gettext-parser' );

const ROOT = path.resolve( __dirname, '..', '..' );
const DOMAIN = 'kiosk';
const LOCALE = 'de_DE';
const LANG_DIR = path.join( ROOT, 'languages' );
const FRAGMENTS = path.join( LANG_DIR, LOCALE );
const PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';

/** Calls: name → positions of [msgid, msgid_plural, context, domain]. */
const JS_CALLS = {
	__: { id: 0, domain: 1 },
	_x: { id: 0, ctx: 1, domain: 2 },
	_n: { id: 0, plural: 1, domain: 3 },
	_nx: { id: 0, plural: 1, ctx: 3, domain: 4 },
};

function walkFiles( dir, test, out = [] ) {
	if ( ! fs.existsSync( dir ) ) {
		return out;
	}
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			if (
				! [ 'node_modules', 'test', '__tests__', 'vendor' ].includes(
					entry.name
				)
			) {
				walkFiles( full, test, out );
			}
		} else if ( test( full ) ) {
			out.push( full );
		}
	}
	return out;
}

function key( entry ) {
	return `${ entry.msgctxt || '' }\u0004${ entry.msgid }`;
}

function addEntry( map, entry, reference, comment ) {
	const k = key( entry );
	const existing = map.get( k );
	if ( existing ) {
		existing.references.add( reference );
		if ( comment ) {
			existing.comments.add( comment );
		}
		return;
	}
	map.set( k, {
		...entry,
		references: new Set( [ reference ] ),
		comments: new Set( comment ? [ comment ] : [] ),
	} );
}

function literal( node ) {
	if ( ! node ) {
		return null;
	}
	if (
		ts.isStringLiteral( node ) ||
		ts.isNoSubstitutionTemplateLiteral( node )
	) {
		return node.text;
	}
	return null;
}

function translatorComment( source, node ) {
	let current = node;
	for ( let depth = 0; current && depth < 6; depth++ ) {
		const ranges =
			ts.getLeadingCommentRanges( source.text, current.getFullStart() ) ||
			[];
		for ( const range of ranges ) {
			const text = source.text.slice( range.pos, range.end );
			const match = text.match( /translators:\s*([\s\S]*?)(\*\/)?$/ );
			if ( match ) {
				return (
					'translators: ' +
					match[ 1 ]
						.replace( /\s*\*\/$/, '' )
						.replace( /\s+/g, ' ' )
						.trim()
				);
			}
		}
		current = current.parent;
	}
	return '';
}

/** Extracts kiosk strings from one TS/JS file. */
function extractScript( file, map ) {
	const text = fs.readFileSync( file, 'utf8' );
	const source = ts.createSourceFile(
		file,
		text,
		ts.ScriptTarget.Latest,
		true
	);
	const rel = path.relative( ROOT, file ).split( path.sep ).join( '/' );
	const visit = ( node ) => {
		if ( ts.isCallExpression( node ) ) {
			const callee = node.expression;
			let name = '';
			if ( ts.isIdentifier( callee ) ) {
				name = callee.text;
			} else if ( ts.isPropertyAccessExpression( callee ) ) {
				name = callee.name.text;
			}
			const spec = JS_CALLS[ name ];
			if ( spec ) {
				const args = node.arguments;
				const domain = literal( args[ spec.domain ] );
				const msgid = literal( args[ spec.id ] );
				if ( domain === DOMAIN && msgid !== null ) {
					const entry = { msgid };
					if ( spec.plural !== undefined ) {
						entry.msgid_plural =
							literal( args[ spec.plural ] ) || '';
					}
					if ( spec.ctx !== undefined ) {
						entry.msgctxt = literal( args[ spec.ctx ] ) || '';
					}
					const line =
						source.getLineAndCharacterOfPosition( node.getStart() )
							.line + 1;
					addEntry(
						map,
						entry,
						`${ rel }:${ line }`,
						translatorComment( source, node )
					);
				}
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
}

const PHP_STRING = `('(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*")`;
const PHP_DOMAIN = `\\s*['"]${ DOMAIN }['"]\\s*`;
const PHP_PATTERNS = [
	{
		re: new RegExp(
			`\\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\\(\\s*${ PHP_STRING }\\s*,${ PHP_DOMAIN }\\)`,
			'g'
		),
		map: ( m ) => ( { msgid: m[ 1 ] } ),
	},
	{
		re: new RegExp(
			`\\b(?:_x|_ex|esc_html_x|esc_attr_x)\\(\\s*${ PHP_STRING }\\s*,\\s*${ PHP_STRING }\\s*,${ PHP_DOMAIN }\\)`,
			'g'
		),
		map: ( m ) => ( { msgid: m[ 1 ], msgctxt: m[ 2 ] } ),
	},
	{
		re: new RegExp(
			`\\b_n\\(\\s*${ PHP_STRING }\\s*,\\s*${ PHP_STRING }\\s*,[^;]*?,${ PHP_DOMAIN }\\)`,
			'g'
		),
		map: ( m ) => ( { msgid: m[ 1 ], msgid_plural: m[ 2 ] } ),
	},
];

function unquotePhp( value ) {
	if ( value === undefined ) {
		return undefined;
	}
	const body = value.slice( 1, -1 );
	return value[ 0 ] === "'"
		? body.replace( /\\(['\\])/g, '$1' )
		: body
				.replace( /\\(["\\$])/g, '$1' )
				.replace( /\\n/g, '\n' )
				.replace( /\\t/g, '\t' );
}

/** Extracts kiosk strings from one PHP file. */
function extractPhp( file, map ) {
	const text = fs.readFileSync( file, 'utf8' );
	const rel = path.relative( ROOT, file ).split( path.sep ).join( '/' );
	for ( const { re, map: toEntry } of PHP_PATTERNS ) {
		for ( const match of text.matchAll( re ) ) {
			const raw = toEntry( match );
			const entry = { msgid: unquotePhp( raw.msgid ) };
			if ( raw.msgctxt ) {
				entry.msgctxt = unquotePhp( raw.msgctxt );
			}
			if ( raw.msgid_plural ) {
				entry.msgid_plural = unquotePhp( raw.msgid_plural );
			}
			const line = text.slice( 0, match.index ).split( '\n' ).length;
			const before = text.slice(
				Math.max( 0, match.index - 300 ),
				match.index
			);
			const comment = ( before.match(
				/translators:\s*([^*\n]*)[^\n]*\n[^\n]*$/
			) || [] )[ 1 ];
			addEntry(
				map,
				entry,
				`${ rel }:${ line }`,
				comment ? `translators: ${ comment.trim() }` : ''
			);
		}
	}
}

/**
 * The translatable fields of block.json and their gettext contexts, as
 * WordPress reads them (wp-includes/block-i18n.json) and WP-CLI's make-pot
 * extracts them.
 */
const BLOCK_JSON_I18N = {
	title: 'block title',
	description: 'block description',
	keywords: [ 'block keyword' ],
	styles: [ { label: 'block style label' } ],
	variations: [
		{
			title: 'block variation title',
			description: 'block variation description',
			keywords: [ 'block variation keyword' ],
		},
	],
};

/** Walks a block.json value along the i18n schema; calls add( string, context ). */
function walkBlockI18n( schema, value, add ) {
	if ( typeof schema === 'string' ) {
		if ( typeof value === 'string' && value !== '' ) {
			add( value, schema );
		}
		return;
	}
	if ( Array.isArray( schema ) ) {
		if ( Array.isArray( value ) ) {
			value.forEach( ( item ) =>
				walkBlockI18n( schema[ 0 ], item, add )
			);
		}
		return;
	}
	if ( value && typeof value === 'object' ) {
		for ( const [ field, sub ] of Object.entries( schema ) ) {
			walkBlockI18n( sub, value[ field ], add );
		}
	}
}

/** Extracts the translatable strings of one block.json whose textdomain is kiosk. */
function extractBlockJson( file, map ) {
	const metadata = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	if ( metadata.textdomain !== DOMAIN ) {
		return;
	}
	const rel = path.relative( ROOT, file ).split( path.sep ).join( '/' );
	walkBlockI18n( BLOCK_JSON_I18N, metadata, ( msgid, msgctxt ) =>
		addEntry( map, { msgid, msgctxt }, rel, '' )
	);
}

/** Every block.json of the plugin: the main block and those under src/. */
function blockJsonFiles() {
	const files = walkFiles(
		path.join( ROOT, 'src' ),
		( f ) => path.basename( f ) === 'block.json'
	);
	if ( fs.existsSync( path.join( ROOT, 'block.json' ) ) ) {
		files.unshift( path.join( ROOT, 'block.json' ) );
	}
	return files;
}

/** All source strings: Map key → { msgid, msgctxt?, msgid_plural?, references, comments }. */
function extract() {
	const map = new Map();
	walkFiles(
		path.join( ROOT, 'src' ),
		( f ) => /\.(t|j)sx?$/.test( f ) && ! /\.test\.|\.d\.ts$/.test( f )
	).forEach( ( f ) => extractScript( f, map ) );
	blockJsonFiles().forEach( ( f ) => extractBlockJson( f, map ) );
	const phpFiles = walkFiles( path.join( ROOT, 'php' ), ( f ) =>
		f.endsWith( '.php' )
	);
	if ( fs.existsSync( path.join( ROOT, 'kiosk.php' ) ) ) {
		phpFiles.push( path.join( ROOT, 'kiosk.php' ) );
	}
	phpFiles.forEach( ( f ) => extractPhp( f, map ) );
	return map;
}

function readPo( file ) {
	if ( ! fs.existsSync( file ) ) {
		return [];
	}
	return readPoText( fs.readFileSync( file, 'utf8' ) );
}

/** German translations: the merged catalogue first, the per-area fragments win. */
function readTranslations() {
	const out = new Map();
	const files = [ path.join( LANG_DIR, `${ DOMAIN }-${ LOCALE }.po` ) ];
	if ( fs.existsSync( FRAGMENTS ) ) {
		fs.readdirSync( FRAGMENTS )
			.filter( ( f ) => f.endsWith( '.po' ) )
			.sort()
			.forEach( ( f ) => files.push( path.join( FRAGMENTS, f ) ) );
	}
	for ( const file of files ) {
		for ( const entry of readPo( file ) ) {
			if ( entry.msgstr && entry.msgstr.some( ( s ) => s !== '' ) ) {
				out.set( key( entry ), entry.msgstr );
			}
		}
	}
	return out;
}

function catalogue( strings, translations ) {
	const groups = {};
	const sorted = [ ...strings.values() ].sort( ( a, b ) =>
		key( a ).localeCompare( key( b ) )
	);
	for ( const s of sorted ) {
		const ctx = s.msgctxt || '';
		groups[ ctx ] = groups[ ctx ] || {};
		const empty = s.msgid_plural ? [ '', '' ] : [ '' ];
		const msgstr =
			( translations && translations.get( key( s ) ) ) || empty;
		groups[ ctx ][ s.msgid ] = {
			msgid: s.msgid,
			...( s.msgctxt ? { msgctxt: s.msgctxt } : {} ),
			...( s.msgid_plural ? { msgid_plural: s.msgid_plural } : {} ),
			msgstr,
			comments: {
				reference: [ ...s.references ].sort().join( '\n' ),
				...( s.comments.size
					? { extracted: [ ...s.comments ].join( '\n' ) }
					: {} ),
			},
		};
	}
	groups[ '' ] = groups[ '' ] || {};
	groups[ '' ][ '' ] = { msgid: '', msgstr: [ '' ] };
	return groups;
}

function headers( language ) {
	return {
		'Project-Id-Version': 'Kiosk 0.1.0',
		'Report-Msgid-Bugs-To': '',
		'MIME-Version': '1.0',
		'Content-Type': 'text/plain; charset=UTF-8',
		'Content-Transfer-Encoding': '8bit',
		'X-Domain': DOMAIN,
		...( language
			? { Language: language, 'Plural-Forms': PLURAL_FORMS }
			: {} ),
	};
}

/** Which source files make up each script (from build/i18n-map.json). */
function scriptSources() {
	const file = path.join( ROOT, 'build', 'i18n-map.json' );
	return fs.existsSync( file )
		? JSON.parse( fs.readFileSync( file, 'utf8' ) )
		: {};
}

/** The md5 WordPress uses in the JSON file name for a script path relative to the plugin root. */
function jsonFileName( scriptPath ) {
	return `${ DOMAIN }-${ LOCALE }-${ createHash( 'md5' ).update( scriptPath ).digest( 'hex' ) }.json`;
}

function writeJson( strings, translations ) {
	fs.readdirSync( LANG_DIR )
		.filter(
			( f ) =>
				f.startsWith( `${ DOMAIN }-${ LOCALE }-` ) &&
				f.endsWith( '.json' )
		)
		.forEach( ( f ) => fs.unlinkSync( path.join( LANG_DIR, f ) ) );
	const written = [];
	for ( const [ entry, files ] of Object.entries( scriptSources() ) ) {
		const sources = new Set( files );
		const messages = {
			'': {
				domain: 'messages',
				lang: LOCALE,
				'plural-forms': PLURAL_FORMS,
			},
		};
		let count = 0;
		for ( const s of strings.values() ) {
			const used = [ ...s.references ].some( ( ref ) =>
				sources.has( ref.replace( /:\d+$/, '' ) )
			);
			const msgstr = translations.get( key( s ) );
			if ( used && msgstr ) {
				messages[
					s.msgctxt ? `${ s.msgctxt }\u0004${ s.msgid }` : s.msgid
				] = msgstr;
				count++;
			}
		}
		if ( count === 0 ) {
			continue;
		}
		const scriptPath = `build/${ entry }.js`;
		const name = jsonFileName( scriptPath );
		const json = {
			'translation-revision-date': '2026-11-21 00:00+0000',
			generator: 'kiosk-i18n',
			source: scriptPath,
			domain: 'messages',
			locale_data: { messages },
		};
		fs.writeFileSync(
			path.join( LANG_DIR, name ),
			JSON.stringify( json ) + '\n'
		);
		written.push( { script: scriptPath, file: name, count } );
	}
	return written;
}

/** Runs the whole pipeline; returns a summary. */
function run( { json = true } = {} ) {
	fs.mkdirSync( LANG_DIR, { recursive: true } );
	const { po, mo } = gettext();
	const strings = extract();
	const translations = readTranslations();
	fs.writeFileSync(
		path.join( LANG_DIR, `${ DOMAIN }.pot` ),
		po.compile( {
			charset: 'utf-8',
			headers: headers( '' ),
			translations: catalogue( strings, null ),
		} )
	);
	const german = {
		charset: 'utf-8',
		headers: headers( LOCALE ),
		translations: catalogue( strings, translations ),
	};
	fs.writeFileSync(
		path.join( LANG_DIR, `${ DOMAIN }-${ LOCALE }.po` ),
		po.compile( german )
	);
	fs.writeFileSync(
		path.join( LANG_DIR, `${ DOMAIN }-${ LOCALE }.mo` ),
		mo.compile( german )
	);
	const missing = [ ...strings.values() ]
		.filter( ( s ) => ! translations.get( key( s ) ) )
		.map( ( s ) => s.msgid );
	return {
		strings: strings.size,
		missing,
		json: json ? writeJson( strings, translations ) : [],
	};
}

module.exports = {
	extract,
	extractBlockJson,
	blockJsonFiles,
	readTranslations,
	run,
	key,
	jsonFileName,
	ROOT,
};
