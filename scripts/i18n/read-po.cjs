/**
 * A small PO reader: msgctxt, msgid, msgid_plural, msgstr and msgstr[n],
 * with multi-line strings. (Writing .po/.mo uses gettext-parser.)
 */
function unquote( line ) {
	const match = line.match( /^"(.*)"\s*$/ );
	if ( ! match ) {
		return null;
	}
	return match[ 1 ].replace(
		/\\(n|t|"|\\)/g,
		( _, c ) => ( { n: '\n', t: '\t', '"': '"', '\\': '\\' } )[ c ]
	);
}

/** Parses PO text into entries { msgid, msgctxt?, msgid_plural?, msgstr: string[] } (header left out). */
function readPoText( text ) {
	const entries = [];
	let current = null;
	let field = null;
	const flush = () => {
		if ( current && current.msgid !== undefined && current.msgid !== '' ) {
			entries.push( current );
		}
		current = null;
		field = null;
	};
	for ( const raw of text.split( /\r?\n/ ) ) {
		const line = raw.trim();
		if ( line === '' ) {
			flush();
			continue;
		}
		if ( line.startsWith( '#' ) ) {
			continue;
		}
		const keyword = line.match(
			/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/
		);
		if ( keyword ) {
			if (
				keyword[ 1 ] === 'msgctxt' ||
				( keyword[ 1 ] === 'msgid' && current && current.msgstr.length )
			) {
				flush();
			}
			current = current || { msgstr: [] };
			const value = unquote( keyword[ 3 ] );
			if ( keyword[ 1 ].startsWith( 'msgstr' ) ) {
				const index = keyword[ 2 ] ? Number( keyword[ 2 ] ) : 0;
				current.msgstr[ index ] = value;
				field = { msgstr: index };
			} else {
				current[ keyword[ 1 ] ] = value;
				field = keyword[ 1 ];
			}
			continue;
		}
		const continued = unquote( line );
		if ( continued !== null && current && field !== null ) {
			if ( typeof field === 'object' ) {
				current.msgstr[ field.msgstr ] += continued;
			} else {
				current[ field ] += continued;
			}
		}
	}
	flush();
	return entries;
}

module.exports = { readPoText };
