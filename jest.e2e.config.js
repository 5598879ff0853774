/**
 * End-to-end tests: Chromium (playwright-core) against the real stack
 * (WordPress, WooCommerce, CF7, Event Tickets on PHP and MariaDB). The
 * global setup assembles the stack once per run; each test file gets its
 * own site cloned from the template (tests/e2e/support/host.ts).
 */
const base = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	transform: base.transform,
	rootDir: __dirname,
	reporters: [ 'default' ],
	// Node's, with a report of open requests when a test fails.
	testEnvironment: '<rootDir>/tests/e2e/support/environment.cjs',
	roots: [ '<rootDir>/tests/e2e' ],
	testMatch: [ '**/*.e2e.ts' ],
	globalSetup: '<rootDir>/tests/e2e/support/global-setup.cjs',
	globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.cjs',
	// A net for a test that hangs, not a speed check: each wait in a test has
	// its own limit. Tests of 40–50 s on a quiet machine (the XSS search,
	// the owner's set-up and settings, the server-rendered cart, the
	// database outage) passed 120 s on a busy one.
	testTimeout: 5 * 60 * 1000,
	// Two files at a time on two cores. Three were tried on 25 Nov: the
	// suite took about as long (the CPU-bound admin fuzz doubled) and
	// load-sensitive checks (layout shift) failed. KIOSK_E2E_WORKERS
	// overrides it.
	maxWorkers: process.env.KIOSK_E2E_WORKERS
		? Number( process.env.KIOSK_E2E_WORKERS )
		: 2,
};
