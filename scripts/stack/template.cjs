'use strict';
/**
 * The template every site starts from: WordPress installed in German, the
 * plugins and Kiosk activated, the demo seeded, dumped to
 * `.data/template/db.sql` with its uploads. Rebuilt only when what it is
 * made of changes (the releases, the stack scripts, the demo plugin, Kiosk's PHP).
 */
const { createHash } = require( 'node:crypto' );
const {
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} = require( 'node:fs' );
const { join, relative } = require( 'node:path' );
const { DEMO_PLUGIN, RELEASES, ROOT, TEMPLATE } = require( './paths.cjs' );
const { say, sh } = require( './run.cjs' );
const { PLUGIN_FILES, prepareSite, siteEnv, wpCli } = require( './site.cjs' );

const TEMPLATE_URL = 'http://localhost:8080';

function filesUnder( dir, out = [] ) {
	if ( ! existsSync( dir ) ) {
		return out;
	}
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			filesUnder( path, out );
		} else {
			out.push( path );
		}
	}
	return out;
}

/** A hash of everything the template is made of. */
function templateHash() {
	const hash = createHash( 'sha256' );
	hash.update( RELEASES.map( ( r ) => r.file ).join( ',' ) );
	const files = [
		...filesUnder( join( ROOT, 'scripts', 'stack' ) ),
		...filesUnder( DEMO_PLUGIN ),
		...filesUnder( join( ROOT, 'php' ) ),
		join( ROOT, 'kiosk.php' ),
	].sort();
	for ( const file of files ) {
		hash.update( relative( ROOT, file ) );
		hash.update( readFileSync( file ) );
	}
	return hash.digest( 'hex' ).slice( 0, 16 );
}

const templateDump = () => join( TEMPLATE, 'db.sql' );
const templateUploads = () => join( TEMPLATE, 'site', 'wp-content', 'uploads' );
const templateLanguages = () =>
	join( TEMPLATE, 'site', 'wp-content', 'languages' );

/** Builds the template when it is missing or stale, on the given MariaDB. */
async function ensureTemplate( mariadb ) {
	const hash = templateHash();
	const stamp = join( TEMPLATE, 'stamp' );
	if (
		existsSync( stamp ) &&
		readFileSync( stamp, 'utf8' ) === hash &&
		existsSync( templateDump() )
	) {
		return false;
	}
	const started = Date.now();
	say(
		'building the template site (WordPress install, plugins, demo content)'
	);
	const dir = join( TEMPLATE, 'site' );
	rmSync( TEMPLATE, { recursive: true, force: true } );
	mkdirSync( dir, { recursive: true } );
	prepareSite( dir );
	const db = 'kiosk_template';
	mariadb.query(
		`DROP DATABASE IF EXISTS ${ db }; CREATE DATABASE ${ db } CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
	);
	const env = siteEnv( { dir, url: TEMPLATE_URL, db, dbHost: mariadb.host } );
	wpCli( env, 'install.php', [], { KIOSK_CLI_INSTALLING: '1' } );
	say(
		'activating WooCommerce, Contact Form 7, Event Tickets, Kiosk, the demo plugin'
	);
	wpCli( env, 'activate.php', [ 'kiosk', ...PLUGIN_FILES ] );
	say( 'seeding the demo content' );
	process.stderr.write( wpCli( env, 'seed.php' ) );
	await warmUp( env );
	mariadb.dump( db, `${ templateDump() }.tmp` );
	renameSync( `${ templateDump() }.tmp`, templateDump() );
	writeFileSync( stamp, hash );
	say(
		`template built in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
	);
	return true;
}

/**
 * One request each to the front end and to admin-ajax.php, so that the
 * plugins' one-time work on their first admin request (WooCommerce's and
 * Event Tickets' set-up after activation: about 12 s) is done once, in the
 * template, not in every site made from it.
 */
async function warmUp( env ) {
	const { freePort, startServer } = require( './server.cjs' );
	const port = await freePort();
	const server = await startServer( {
		env: { ...env, KIOSK_SITE_URL: `http://localhost:${ port }` },
		port,
		workers: 2,
	} );
	try {
		const started = Date.now();
		await fetch( `${ server.url }/` );
		await fetch( `${ server.url }/wp-admin/admin-ajax.php`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'action=kiosk_warm_up',
		} );
		say(
			`warmed up in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
		);
	} finally {
		await server.stop();
	}
}

/**
 * Creates a new site from the template: folder, uploads and the compiled
 * language packs (hard links: no site writes to them, and prepareSite()
 * does not compile again what is as new as its .po, one `php` a pack per
 * site otherwise), and database.
 */
function createSite( mariadb, { dir, db, url } ) {
	rmSync( dir, { recursive: true, force: true } );
	mkdirSync( join( dir, 'wp-content' ), { recursive: true } );
	sh( 'cp', [
		'-al',
		templateUploads(),
		join( dir, 'wp-content', 'uploads' ),
	] );
	if ( existsSync( templateLanguages() ) ) {
		sh( 'cp', [
			'-al',
			templateLanguages(),
			join( dir, 'wp-content', 'languages' ),
		] );
	}
	prepareSite( dir );
	mariadb.query(
		`DROP DATABASE IF EXISTS ${ db }; CREATE DATABASE ${ db } CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
	);
	mariadb.load( db, templateDump() );
	return siteEnv( { dir, url, db, dbHost: mariadb.host } );
}

/**
 * A new site as a shop owner has it before Kiosk: WordPress installed in
 * German with WooCommerce, Contact Form 7 and Event Tickets active and the
 * default theme; no Kiosk, no demo plugin, no demo content. Built from
 * scratch (about 20 s), not from the template.
 */
async function createOwnerSite( mariadb, { dir, db, url } ) {
	rmSync( dir, { recursive: true, force: true } );
	mkdirSync( dir, { recursive: true } );
	prepareSite( dir, { withKiosk: false, withDemo: false } );
	mariadb.query(
		`DROP DATABASE IF EXISTS ${ db }; CREATE DATABASE ${ db } CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
	);
	const env = siteEnv( { dir, url, db, dbHost: mariadb.host } );
	wpCli( env, 'install.php', [], { KIOSK_CLI_INSTALLING: '1' } );
	wpCli( env, 'activate.php', [
		'twentytwentyfive',
		...PLUGIN_FILES.filter( ( file ) => ! file.startsWith( 'kiosk' ) ),
	] );
	await warmUp( env );
	return env;
}

module.exports = {
	createOwnerSite,
	templateHash,
	templateDump,
	templateUploads,
	ensureTemplate,
	createSite,
};
