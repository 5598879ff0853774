/**
 * Once per e2e run: assembles the real stack (Debian's PHP, MariaDB and
 * Chromium, the four releases, Kiosk from its zips, the template site) and
 * starts this run's own MariaDB in a scratch folder (in memory where the
 * machine allows, scripts/stack/scratch.cjs). Each test file then gets
 * its own site from the template (host.ts).
 */

const stack = ( name ) => require( `../../../scripts/stack/${ name }.cjs` );

module.exports = async () => {
	const started = Date.now();
	stack( 'runtime' ).ensureRuntime( { browser: true } );
	await stack( 'archives' ).ensureArchives();
	stack( 'kiosk' ).installKioskFromZips( { build: false } );
	const dir = stack( 'scratch' ).scratchDir( 'kiosk-e2e-db-' );
	const mariadb = await stack( 'mariadb' ).startMariaDb( dir );
	await stack( 'template' ).ensureTemplate( mariadb );
	process.env.KIOSK_E2E_DB_SOCKET = mariadb.socket;
	globalThis.__kioskE2e = { mariadb, dir };
	process.stderr.write(
		`\ne2e: real stack ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s\n`
	);
};
