/**
 * Unit and component tests: src/ and demo test folders (contract
 * tests put "@jest-environment node" in the file) and tests/unit/.
 */
const path = require( 'path' );
const base = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...base,
	rootDir: __dirname,
	reporters: [ 'default' ],
	testEnvironment: 'jsdom',
	roots: [
		'<rootDir>/src',
		'<rootDir>/tests/unit',
		'<rootDir>/tests/contract',
	],
	testMatch: [
		'**/test/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
	],
	testPathIgnorePatterns: [ '/node_modules/', '/build/', '/.data/' ],
	moduleNameMapper: {
		'^@kiosk/api$': '<rootDir>/src/api/index.ts',
		'^@kiosk/data$': '<rootDir>/src/data/index.ts',
		'^@kiosk/checkout-data$': '<rootDir>/src/data/checkout-index.ts',
		'^@kiosk/registry$': '<rootDir>/src/registry/index.ts',
		'^@kiosk/types$': '<rootDir>/src/types/store-api.ts',
		'\\.(css|scss)$': path.join( __dirname, 'tests/unit/style-stub.js' ),
	},
	setupFilesAfterEnv: [ path.join( __dirname, 'tests/unit/setup.ts' ) ],
	testTimeout: 20000,
};
