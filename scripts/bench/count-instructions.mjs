/**
 * One Store API request's CPU instructions, shared by `npm run bench:server`
 * and `npm run bench:load` (its server-cost step).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );

/**
 * Counts the instructions of one Store API request served in a PHP CLI
 * process under `valgrind --tool=callgrind` (scripts/bench/store-request.php),
 * from inside the site so that it inherits the site's environment. opcache
 * keeps its compiled files in `cacheDir`, as a server's opcache would; one
 * run without valgrind fills it first.
 */
export function countInstructions( host, cacheDir, { method, path, token } ) {
	const php = [
		'php',
		'-d memory_limit=512M',
		'-d opcache.enable_cli=1',
		'-d opcache.jit=off',
		`-d opcache.file_cache=${ cacheDir }`,
		'-d opcache.file_cache_only=1',
		'-d opcache.validate_timestamps=0',
		join( root, 'scripts', 'bench', 'store-request.php' ),
	].join( ' ' );
	const out = host.php(
		`putenv( ${ JSON.stringify( `BENCH_METHOD=${ method }` ) } );
putenv( ${ JSON.stringify( `BENCH_PATH=${ path }` ) } );
putenv( ${ JSON.stringify( `BENCH_CART_TOKEN=${ token }` ) } );
shell_exec( ${ JSON.stringify( `${ php } > /dev/null 2>&1` ) } );
echo shell_exec( ${ JSON.stringify(
			`valgrind --tool=callgrind --callgrind-out-file=/dev/null ${ php } 2>&1 > /dev/null`
		) } );`
	);
	const match = /Collected\s*:\s*(\d+)/.exec( out );
	if ( ! match ) {
		throw new Error( `callgrind counted nothing:\n${ out }` );
	}
	return Number( match[ 1 ] );
}
