/**
 * Prepares the WordPress the block-editor e2e tests run on
 * (tests/e2e/editor/), once, in .cache/wordpress-editor/wp/:
 *
 * - WordPress 6.7-alpha-58716 (a trunk build made just after 6.6 branched;
 *   Debian's own package is 6.1, older than Kiosk's minimum 6.6), PHP files
 *   from the build's zip and the static assets (JS, CSS, images, block.json
 *   files) from its public/ folder;
 * - the SQLite database integration plugin (so no MySQL server is needed);
 * - only the default theme (twentytwentyfour), to keep the per-test copy small.
 *
 * Both come from the npm package @wp-playground/wordpress-builds, pinned
 * below, fetched with `npm pack` through the npm registry (integrity checked)
 * and deleted once unpacked. PHP itself is Debian's (scripts/setup-php.sh).
 *
 * Idempotent: a stamp file names what was unpacked; when it matches, the
 * script returns at once. On failure it writes the reason to
 * .cache/wordpress-editor.error, which the e2e test quotes when it fails.
 *
 *   node scripts/setup-wordpress-editor.mjs [--force]
 */
import { spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@wp-playground/wordpress-builds';
const VERSION = '0.9.19';
const INTEGRITY =
	'sha512-dlqvh/MJDpE5W68vgPPKUjpip6zMuBh59L3D18ZX+pdwurC4q4ydrTww/3sTMV69BBcoH6kF93YtAtujNC5Mpw==';
// wp-nightly is 6.7-alpha-58716; wp-beta is 6.6-RC3, which Kiosk's version gate refuses.
const FLAVOUR = 'wp-nightly';
const THEME = 'twentytwentyfour';
// Bump when the unpacked layout changes, so existing caches are rebuilt.
const LAYOUT = 1;

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const cache = join( root, '.cache' );
const target = join( cache, 'wordpress-editor' );
const stampFile = join( target, '.stamp' );
const errorFile = join( cache, 'wordpress-editor.error' );
const stamp = `${ PACKAGE }@${ VERSION } ${ FLAVOUR } ${ THEME } layout ${ LAYOUT }\n`;

/** Files the e2e set-up needs; a missing one means the package changed. */
const NEEDED = [
	'wp/wp-settings.php',
	'wp/wp-includes/version.php',
	'wp/wp-admin/post-new.php',
	'wp/wp-includes/js/dist/block-editor.min.js',
	'wp/wp-includes/css/dist/block-editor/style.min.css',
	'wp/wp-admin/css/common.min.css',
	`wp/wp-content/themes/${ THEME }/theme.json`,
	'wp/wp-content/plugins/sqlite-database-integration/load.php',
	'wp/wp-content/plugins/sqlite-database-integration/db.copy',
];

function run( command, args, cwd ) {
	const result = spawnSync( command, args, {
		cwd,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	} );
	if ( result.status !== 0 ) {
		throw new Error(
			`'${ command } ${ args.join( ' ' ) }' failed (${
				result.status ?? result.error
			}):\n${ ( result.stderr || '' ).trim() }`
		);
	}
	return result.stdout;
}

function fetchPackage( work ) {
	const output = run(
		'npm',
		[
			'pack',
			`${ PACKAGE }@${ VERSION }`,
			'--json',
			'--pack-destination',
			work,
			'--loglevel=error',
		],
		work
	);
	// npm may print lifecycle noise before the JSON array.
	const [ info ] = JSON.parse( output.slice( output.indexOf( '[' ) ) );
	if ( info.integrity !== INTEGRITY ) {
		throw new Error(
			`${ PACKAGE }@${ VERSION } has integrity ${ info.integrity }, expected ${ INTEGRITY }`
		);
	}
	return { file: join( work, info.filename ), size: info.size };
}

function unpack( work, tarball ) {
	run(
		'tar',
		[
			'xzf',
			tarball,
			`package/src/wordpress/${ FLAVOUR }.zip`,
			`package/public/${ FLAVOUR }`,
			'package/src/sqlite-database-integration/sqlite-database-integration.zip',
		],
		work
	);
	rmSync( tarball );
	const wp = join( work, 'wp' );
	mkdirSync( wp );
	run(
		'unzip',
		[
			'-q',
			join( work, 'package/src/wordpress', `${ FLAVOUR }.zip` ),
			'-d',
			wp,
		],
		work
	);
	// The zip leaves out the static files; Playground serves them from public/.
	cpSync( join( work, 'package/public', FLAVOUR ), wp, { recursive: true } );
	// Playground's leftovers: its database, log and asset list.
	rmSync( join( wp, 'wp-content/database' ), {
		recursive: true,
		force: true,
	} );
	rmSync( join( wp, 'wp-content/debug.log' ), { force: true } );
	rmSync( join( wp, 'wordpress-remote-asset-paths' ), { force: true } );
	rmSync( join( wp, 'wp-config.php' ), { force: true } ); // written per test site
	const themes = join( wp, 'wp-content/themes' );
	for ( const theme of readdirSync( themes ) ) {
		if (
			theme !== THEME &&
			statSync( join( themes, theme ) ).isDirectory()
		) {
			rmSync( join( themes, theme ), { recursive: true } );
		}
	}
	const plugins = join( wp, 'wp-content/plugins' );
	run(
		'unzip',
		[
			'-q',
			join(
				work,
				'package/src/sqlite-database-integration/sqlite-database-integration.zip'
			),
			'-d',
			plugins,
		],
		work
	);
	const sqlite = readdirSync( plugins ).find( ( name ) =>
		name.startsWith( 'sqlite-database-integration' )
	);
	if ( ! sqlite ) {
		throw new Error( 'the SQLite integration zip held no plugin folder' );
	}
	renameSync(
		join( plugins, sqlite ),
		join( plugins, 'sqlite-database-integration' )
	);
	rmSync( join( work, 'package' ), { recursive: true, force: true } );
}

function main() {
	const force = process.argv.includes( '--force' );
	if (
		! force &&
		existsSync( stampFile ) &&
		readFileSync( stampFile, 'utf8' ) === stamp &&
		NEEDED.every( ( file ) => existsSync( join( target, file ) ) )
	) {
		rmSync( errorFile, { force: true } );
		return;
	}
	const started = Date.now();
	mkdirSync( cache, { recursive: true } );
	// Unpacked beside the target (same file system), then renamed into place.
	const work = mkdtempSync( join( cache, 'wordpress-editor-tmp-' ) );
	try {
		console.log(
			`setup-wordpress-editor: npm pack ${ PACKAGE }@${ VERSION }`
		);
		const { file, size } = fetchPackage( work );
		unpack( work, file );
		const missing = NEEDED.filter(
			( needed ) => ! existsSync( join( work, needed ) )
		);
		if ( missing.length ) {
			throw new Error(
				`${ PACKAGE }@${ VERSION } lacks ${ missing.join( ', ' ) }`
			);
		}
		writeFileSync( join( work, '.stamp' ), stamp );
		rmSync( target, { recursive: true, force: true } );
		renameSync( work, target );
		rmSync( errorFile, { force: true } );
		console.log(
			`setup-wordpress-editor: ${ target } (downloaded ${ (
				size /
				1024 /
				1024
			).toFixed( 1 ) } MB, ${ Math.round(
				( Date.now() - started ) / 1000
			) } s)`
		);
	} catch ( error ) {
		rmSync( work, { recursive: true, force: true } );
		writeFileSync(
			errorFile,
			`${ new Date().toISOString() } ${ error.message }\n`
		);
		console.error( `setup-wordpress-editor: ${ error.message }` );
		process.exitCode = 1;
	}
}

main();
