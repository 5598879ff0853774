/**
 * Where the real stack lives on this machine. Everything is under `.data/`
 * (never committed); deleting it starts fresh.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
export const DATA = process.env.KIOSK_DATA_DIR
	? resolve( process.env.KIOSK_DATA_DIR )
	: join( ROOT, '.data' );

/** The releases Kiosk targets, as wordpress.org names their archives. */
export const RELEASES = [
	{
		name: 'wordpress',
		version: '7.0.4',
		file: 'wordpress-7.0.4.tar.gz',
		url: 'https://wordpress.org/wordpress-7.0.4.tar.gz',
	},
	{
		name: 'woocommerce',
		version: '10.0.2',
		file: 'woocommerce.10.0.2.zip',
		url: 'https://downloads.wordpress.org/plugin/woocommerce.10.0.2.zip',
	},
	{
		name: 'contact-form-7',
		version: '6.1.6',
		file: 'contact-form-7.6.1.6.zip',
		url: 'https://downloads.wordpress.org/plugin/contact-form-7.6.1.6.zip',
	},
	{
		name: 'event-tickets',
		version: '5.28.5.1',
		file: 'event-tickets.5.28.5.1.zip',
		url: 'https://downloads.wordpress.org/plugin/event-tickets.5.28.5.1.zip',
	},
];

/** `../shared/wordpress-stack/`, beside the clone. */
export const SHARED_STACK = resolve( ROOT, '..', 'shared', 'wordpress-stack' );

export const STACK = join( DATA, 'stack' );
/** WordPress core, shared by every site (wp-config.php picks the site from the environment). */
export const CORE = join( STACK, 'wordpress' );
/** The three plugins, unpacked once; sites link to them. */
export const PLUGINS = join( STACK, 'plugins' );
/** Kiosk's plugin and theme, unpacked from dist/*.zip. */
export const KIOSK_INSTALL = join( STACK, 'kiosk' );
/** The template: a database dump and uploads every new site starts from. */
export const TEMPLATE = join( DATA, 'template' );
/** The `npm start` site and its database server. */
export const DEV_SITE = join( DATA, 'site' );
export const DEV_DB = join( DATA, 'mariadb' );
/** Mail the demo plugin captured, one file a message. */
export const MAIL = join( DATA, 'mail' );

export const PHP_DIR = join( ROOT, 'scripts', 'stack', 'php' );
export const DEMO_PLUGIN = join( ROOT, 'demo', 'kiosk-demo' );
