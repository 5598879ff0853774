/**
 * The `npm start` site: `.data/site/` on the MariaDB in `.data/mariadb/`,
 * created from the template on first start and kept afterwards.
 */

import { ensureArchives } from './archives.cjs';
import { installKioskFromZips } from './kiosk.cjs';
import { startMariaDb } from './mariadb.cjs';
import { DEV_DB, DEV_SITE, MAIL } from './paths.cjs';
import { ensureRuntime } from './runtime.cjs';
import { say } from './run.cjs';
import { prepareSite, siteEnv } from './site.cjs';
import { createSite, ensureTemplate } from './template.cjs';

const DB = 'kiosk_site';

/**
 * Assembles the stack and the dev site; returns its MariaDB and environment.
 *
 * @param {{ url: string, reset?: boolean, build?: boolean }} options
 */
export async function openDevSite( { url, reset = false, build = false } ) {
	ensureRuntime();
	await ensureArchives();
	if ( process.env.KIOSK_INSTALL !== 'link' ) {
		installKioskFromZips( { build } );
	}
	const mariadb = await startMariaDb( DEV_DB );
	await ensureTemplate( mariadb );
	const exists =
		mariadb.query( `SHOW DATABASES LIKE '${ DB }'` ).trim() !== '';
	let env;
	if ( reset || ! exists ) {
		say( `creating the site in ${ DEV_SITE } from the template` );
		env = createSite( mariadb, { dir: DEV_SITE, db: DB, url } );
	} else {
		prepareSite( DEV_SITE );
		env = siteEnv( { dir: DEV_SITE, url, db: DB, dbHost: mariadb.host } );
	}
	return { mariadb, env: { ...env, KIOSK_MAIL_DIR: MAIL } };
}
