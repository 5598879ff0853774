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
