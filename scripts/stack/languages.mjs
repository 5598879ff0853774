/**
 * Compiles the stand-in language packs (scripts/stack/languages/*.po) into a
 * site's wp-content/languages/, where WordPress looks for them: de_DE.po for
 * core, `<plugin>-de_DE.po` under plugins/.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

const require = createRequire( import.meta.url );
const SOURCE = join( ROOT, 'scripts', 'stack', 'languages' );

/** Writes the .mo files that are missing or older than their .po. */
export function installLanguagePacks( contentDir ) {
	const { po, mo } = require( 'gettext-parser' );
	const target = join( contentDir, 'languages' );
	mkdirSync( join( target, 'plugins' ), { recursive: true } );
	for ( const name of readdirSync( SOURCE ).filter( ( f ) => f.endsWith( '.po' ) ) ) {
		const source = join( SOURCE, name );
		const sub = name === 'de_DE.po' ? '' : 'plugins';
		const out = join( target, sub, name.replace( /\.po$/, '.mo' ) );
		if ( existsSync( out ) && statSync( out ).mtimeMs >= statSync( source ).mtimeMs ) {
			continue;
		}
		writeFileSync( out, mo.compile( po.parse( readFileSync( source ) ) ) );
	}
}
