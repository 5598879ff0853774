'use strict';
/**
 * Installs Kiosk's plugin and theme from `npm run package`'s zips into
 * `.data/stack/kiosk/`, as WordPress's upload screens unpack them.
 */
const { existsSync, mkdirSync, rmSync, renameSync } = require( 'node:fs' );
const { join } = require( 'node:path' );
const { KIOSK_INSTALL, ROOT } = require( './paths.cjs' );
const { say, sh } = require( './run.cjs' );

/** Packages (building when the sources changed) and unpacks both zips. */
function installKioskFromZips( { build = true } = {} ) {
	say( 'packaging Kiosk (npm run package)' );
	sh(
		process.execPath,
		[
			join( ROOT, 'scripts', 'package.mjs' ),
			...( build ? [] : [ '--no-build' ] ),
		],
		{
			cwd: ROOT,
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		}
	);
	for ( const [ zip, folder ] of [
		[ 'kiosk.zip', 'plugin' ],
		[ 'kiosk-theme.zip', 'theme' ],
	] ) {
		const file = join( ROOT, 'dist', zip );
		if ( ! existsSync( file ) ) {
			throw new Error( `${ file } is missing after npm run package` );
		}
		const target = join( KIOSK_INSTALL, folder );
		const tmp = `${ target }.tmp`;
		rmSync( tmp, { recursive: true, force: true } );
		mkdirSync( tmp, { recursive: true } );
		sh( 'unzip', [ '-q', file, '-d', tmp ] );
		rmSync( target, { recursive: true, force: true } );
		renameSync( tmp, target );
	}
}

module.exports = { installKioskFromZips };
