/**
 * tests/e2e/support/host.ts loaded through tsx's CommonJS hook: a static
 * ESM import of it leaves its `__dirname` (and so the project root) wrong.
 */
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );

/** `startHost`, `freePort`, `ROOT` of tests/e2e/support/host.ts. */
export const {
	startHost,
	freePort,
	ROOT,
} = require( '../../tests/e2e/support/host.ts' );

/**
 * The e2e run's global set-up and teardown: the real stack assembled, a
 * MariaDB of the bench's own (KIOSK_E2E_DB_SOCKET), removed afterwards.
 */
export const stackSetup = require( '../../tests/e2e/support/global-setup.cjs' );
export const stackTeardown = require( '../../tests/e2e/support/global-teardown.cjs' );
