'use strict';
/**
 * Compiles the stand-in language packs (scripts/stack/languages/*.po) into a
 * site's wp-content/languages/, where WordPress looks for them: de_DE.po for
 * core, `<plugin>-de_DE.po` under plugins/.
 */
const {
	existsSync,
	mkdirSync,
	readdirSync,
	rmSync,
	statSync,
} = require( 'node:fs' );
const { join } = require( 'node:path' );
const { CORE, PHP_DIR, ROOT } = require( './paths.cjs' );
const { sh } = require( './run.cjs' );

const SOURCE = join( ROOT, 'scripts', 'stack', 'languages' );

/** Writes the .mo files that are missing or older than their .po. */
function installLanguagePacks( contentDir ) {
	const target = join( contentDir, 'languages' );
	mkdirSync( join( target, 'plugins' ), { recursive: true } );
	for ( const name of readdirSync( SOURCE ).filter( ( f ) =>
		f.endsWith( '.po' )
	) ) {
		const source = join( SOURCE, name );
		const sub = name === 'de_DE.po' ? '' : 'plugins';
		const out = join( target, sub, name.replace( /\.po$/, '.mo' ) );
		if (
			existsSync( out ) &&
			statSync( out ).mtimeMs >= statSync( source ).mtimeMs
		) {
			continue;
		}
		// A new file, never one written through: a site's packs may be
		// hard links to the template's (template.cjs, createSite()).
		rmSync( out, { force: true } );
		sh( 'php', [ join( PHP_DIR, 'compile-mo.php' ), CORE, source, out ] );
	}
}

module.exports = { installLanguagePacks };
