/**
 * End-to-end tests: Chromium (playwright-core) against a preview host
 * started per test file on a free port with a throw-away database.
 */
const base = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	transform: base.transform,
	rootDir: __dirname,
	reporters: [ 'default' ],
	testEnvironment: 'node',
	roots: [ '<rootDir>/tests/e2e' ],
	testMatch: [ '**/*.e2e.ts' ],
	testTimeout: 120000,
	maxWorkers: process.env.KIOSK_E2E_WORKERS ? Number( process.env.KIOSK_E2E_WORKERS ) : 2,
};
