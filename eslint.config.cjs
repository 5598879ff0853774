/**
 * ESLint: @wordpress/scripts' config (WordPress coding standards and
 * Prettier), with Kiosk's adjustments: a short JSDoc on every export is
 * enough (STYLE.md), tests may declare their jest environment, and e2e
 * tests and scripts run in Node.
 */
const base = require( '@wordpress/scripts/config/eslint.config.cjs' );
const globals = require( 'globals' );

module.exports = [
	{
		ignores: [
			'build/**',
			'dist/**',
			'.data/**',
			'.data-*/**',
			'demo/kiosk-demo/build/**',
			'.cache/**',
			'bench/results/**',
			'test-results/**',
			'vendor/**',
			'languages/**',
		],
	},
	...base,
	{
		rules: {
			'jsdoc/require-param': 'off',
			'jsdoc/require-returns': 'off',
			'jsdoc/require-param-type': 'off',
			'jsdoc/check-tag-names': [
				'error',
				{ definedTags: [ 'jest-environment' ] },
			],
			'no-console': 'off',
			'import/no-extraneous-dependencies': 'off',
			'import/no-unresolved': 'off',
			'@wordpress/no-unsafe-wp-apis': 'off',
			// Store API fields are snake_case by contract.
			camelcase: [
				'error',
				{ properties: 'never', ignoreDestructuring: true },
			],
		},
	},
	{
		files: [ '**/test/**', 'tests/**', 'preview/**', 'scripts/**' ],
		languageOptions: { globals: { ...globals.node, ...globals.jest } },
		rules: {
			'@wordpress/i18n-text-domain': 'off',
			'@wordpress/i18n-no-collapsible-whitespace': 'off',
			// Server and test code: hashes and seeded generators use bit operations,
			// WordPress/WooCommerce shapes are snake_case, and e2e code reads the
			// page's focus inside page.evaluate().
			'no-bitwise': 'off',
			camelcase: 'off',
			'@wordpress/no-global-active-element': 'off',
		},
	},
];
