'use strict';
/**
 * The releases (paths.cjs), verified against SHA256SUMS and unpacked once into
 * `.data/stack/`. Without `../shared/wordpress-stack/`, the same files are
 * downloaded from wordpress.org (and the run says so).
 */
const { createHash } = require( 'node:crypto' );
const {
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} = require( 'node:fs' );
const { join } = require( 'node:path' );
const {
	CORE,
	PLUGINS,
	RELEASES,
	SHARED_STACK,
	STACK,
} = require( './paths.cjs' );
const { say, sh } = require( './run.cjs' );

const sha256 = ( file ) =>
	createHash( 'sha256' ).update( readFileSync( file ) ).digest( 'hex' );

function expectedSums() {
	const file = join( SHARED_STACK, 'SHA256SUMS' );
	if ( ! existsSync( file ) ) {
		return null;
	}
	return Object.fromEntries(
		readFileSync( file, 'utf8' )
			.trim()
			.split( '\n' )
			.map( ( line ) => line.trim().split( /\s+/ ).reverse() )
	);
}

async function archive( release, sums ) {
	const shared = join( SHARED_STACK, release.file );
	if ( existsSync( shared ) ) {
		const actual = sha256( shared );
		if ( sums && sums[ release.file ] !== actual ) {
			throw new Error(
				`${ release.file }: checksum ${ actual } does not match SHA256SUMS`
			);
		}
		return shared;
	}
	const downloads = join( STACK, 'downloads' );
	const file = join( downloads, release.file );
	if ( ! existsSync( file ) ) {
		say(
			`${ SHARED_STACK } has no ${ release.file }: downloading ${ release.url }`
		);
		mkdirSync( downloads, { recursive: true } );
		const response = await fetch( release.url ).catch( ( error ) => {
			throw new Error(
				`${ release.file } is neither in ${ SHARED_STACK } nor downloadable from wordpress.org (${ error.cause?.code || error.message }). Put the releases in ../shared/wordpress-stack/ beside the clone.`
			);
		} );
		if ( ! response.ok ) {
			throw new Error( `${ release.url }: HTTP ${ response.status }` );
		}
		writeFileSync( file, Buffer.from( await response.arrayBuffer() ) );
	}
	if (
		sums &&
		sums[ release.file ] &&
		sums[ release.file ] !== sha256( file )
	) {
		throw new Error( `${ release.file }: checksum does not match` );
	}
	return file;
}

/** Unpacks what is not unpacked at its version yet. */
async function ensureArchives() {
	const sums = expectedSums();
	mkdirSync( PLUGINS, { recursive: true } );
	for ( const release of RELEASES ) {
		const target =
			release.name === 'wordpress' ? CORE : join( PLUGINS, release.name );
		const stamp = join( target, '.kiosk-release' );
		if (
			existsSync( stamp ) &&
			readFileSync( stamp, 'utf8' ) === release.file
		) {
			continue;
		}
		const file = await archive( release, sums );
		say( `unpacking ${ release.file }` );
		const tmp = `${ target }.tmp`;
		rmSync( tmp, { recursive: true, force: true } );
		mkdirSync( tmp, { recursive: true } );
		if ( file.endsWith( '.tar.gz' ) ) {
			sh( 'tar', [ 'xzf', file, '-C', tmp ] );
		} else {
			sh( 'unzip', [ '-q', file, '-d', tmp ] );
		}
		rmSync( target, { recursive: true, force: true } );
		renameSync( join( tmp, release.name ), target );
		rmSync( tmp, { recursive: true, force: true } );
		writeFileSync( stamp, release.file );
	}
}

module.exports = { ensureArchives, archive, expectedSums };
