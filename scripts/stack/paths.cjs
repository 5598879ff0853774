'use strict';
/**
 * Where the real stack lives on this machine. Everything is under `.data/`
 * (never committed); deleting it starts fresh.
 */
const { join, resolve } = require( 'node:path' );

const ROOT = resolve( __dirname, '..', '..' );
const DATA = process.env.KIOSK_DATA_DIR
	? resolve( process.env.KIOSK_DATA_DIR )
	: join( ROOT, '.data' );

/** The releases Kiosk targets, as wordpress.org names their archives. */
const RELEASES = [
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
	{
		// Unpacked beside the others but active on no site of the template:
		// a test file activates it on its own site (tests/e2e/support/germanized.ts).
		name: 'woocommerce-germanized',
		version: '4.0.9',
		file: 'woocommerce-germanized.4.0.9.zip',
		url: 'https://downloads.wordpress.org/plugin/woocommerce-germanized.4.0.9.zip',
	},
];

/** `../shared/wordpress-stack/`, beside the clone. */
const SHARED_STACK = resolve( ROOT, '..', 'shared', 'wordpress-stack' );

const STACK = join( DATA, 'stack' );
/** WordPress core, shared by every site (wp-config.php picks the site from the environment). */
const CORE = join( STACK, 'wordpress' );
/** The plugins, unpacked once; sites link to them. */
const PLUGINS = join( STACK, 'plugins' );
/** Kiosk's plugin and theme, unpacked from dist/*.zip. */
const KIOSK_INSTALL = join( STACK, 'kiosk' );
/** The template: a database dump and uploads every new site starts from. */
const TEMPLATE = join( DATA, 'template' );
/** The `npm start` site and its database server. */
const DEV_SITE = join( DATA, 'site' );
const DEV_DB = join( DATA, 'mariadb' );
/** Mail the demo plugin captured, one file a message. */
const MAIL = join( DATA, 'mail' );

const PHP_DIR = join( ROOT, 'scripts', 'stack', 'php' );
const DEMO_PLUGIN = join( ROOT, 'demo', 'kiosk-demo' );

module.exports = {
	ROOT,
	DATA,
	RELEASES,
	SHARED_STACK,
	STACK,
	CORE,
	PLUGINS,
	KIOSK_INSTALL,
	TEMPLATE,
	DEV_SITE,
	DEV_DB,
	MAIL,
	PHP_DIR,
	DEMO_PLUGIN,
};
