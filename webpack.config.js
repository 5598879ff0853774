/**
 * Kiosk's build: @wordpress/scripts' config with one entry per page-level
 * feature. `@wordpress/*`, react and react-dom are externals (WordPress
 * provides them as script handles); `@kiosk/data` and `@kiosk/registry` are
 * externals too, so every page has exactly one store and registry instance.
 */
const path = require( 'path' );
const TerserPlugin = require( 'terser-webpack-plugin' );
const MiniCSSExtractPlugin = require( 'mini-css-extract-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const {
	SHARED,
	WOOCOMMERCE,
	BRIDGE,
	existingEntries,
} = require( './scripts/webpack/entries.cjs' );
const I18nMapPlugin = require( './scripts/webpack/i18n-map-plugin.cjs' );
const PublicPathPlugin = require( './scripts/webpack/public-path-plugin.cjs' );
const LoadScriptPlugin = require( './scripts/webpack/load-script-plugin.cjs' );

const base = Array.isArray( defaultConfig )
	? defaultConfig[ 0 ]
	: defaultConfig;

function entryPoints() {
	const libraryFor = Object.fromEntries(
		Object.values( SHARED ).map( ( shared ) => [
			shared.entry,
			shared.global,
		] )
	);
	return Object.fromEntries(
		Object.entries( existingEntries( __dirname ) ).map(
			( [ name, file ] ) => [
				name,
				libraryFor[ name ]
					? {
							import: './' + file,
							library: {
								name: libraryFor[ name ],
								type: 'window',
							},
						}
					: './' + file,
			]
		)
	);
}

const kiosk = {
	...base,
	entry: entryPoints,
	output: {
		...base.output,
		chunkFilename: 'chunks/[name].[contenthash:8].js',
		clean: { keep: /^(fonts|images)\// },
		uniqueName: 'kiosk',
		enabledLibraryTypes: [ 'window' ],
	},
	optimization: {
		...base.optimization,
		// wp-scripts keeps `translators:` comments in the minified files for
		// tools that extract strings from built code. Kiosk's strings and
		// their comments come from the source (npm run i18n, into
		// languages/kiosk.pot), so the shipped files leave them out (about
		// 0.2 KB of brotli on the checkout).
		minimizer: [
			new TerserPlugin( {
				parallel: true,
				terserOptions: {
					output: { comments: false },
					compress: { passes: 2 },
					mangle: { reserved: [ '__', '_n', '_nx', '_x' ] },
				},
				extractComments: false,
			} ),
		],
		// wp-scripts splits `style.css` imports into `style-{entry}.css`; the
		// plugin and the preview host link `build/{entry}.css`, so keep them in
		// the entry's (or the lazy chunk's) own stylesheet.
		splitChunks: {
			...base.optimization.splitChunks,
			cacheGroups: {
				...base.optimization.splitChunks.cacheGroups,
				style: false,
				// A magazine chunk keeps its library (swiper, Leaflet,
				// PhotoSwipe) in one file instead of webpack's separate
				// vendor chunk: one request and one chunk's overhead less
				// where it loads, and shorter chunk maps in the handle.
				defaultVendors: {
					test: /[\\/]node_modules[\\/]/,
					priority: -10,
					reuseExistingChunk: true,
					chunks: ( chunk ) => ! chunk.name?.startsWith( 'magazine' ),
				},
			},
		},
	},
	resolve: {
		...base.resolve,
		alias: {
			...base.resolve.alias,
			'@kiosk/types': path.resolve( __dirname, 'src/types/store-api.ts' ),
			'@kiosk/checkout-data': path.resolve(
				__dirname,
				'src/data/checkout-index.ts'
			),
		},
	},
	plugins: [
		new PublicPathPlugin(),
		new LoadScriptPlugin(),
		new I18nMapPlugin(),
		...base.plugins.filter(
			( plugin ) =>
				! [
					'DependencyExtractionWebpackPlugin',
					'MiniCssExtractPlugin',
				].includes( plugin.constructor.name )
		),
		// The same stylesheets (build/<entry>.css, build/<chunk>.css) without
		// webpack's CSS-chunk loader in the entries: the magazine's lazy
		// chunks link their own (src/magazine/chunk-style.ts), and no other
		// lazy chunk has a stylesheet.
		new MiniCSSExtractPlugin( { filename: '[name].css', runtime: false } ),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal( request ) {
				const shared =
					SHARED[ request ] ??
					BRIDGE[ request ] ??
					WOOCOMMERCE[ request ];
				return shared ? shared.global : undefined;
			},
			requestToHandle( request ) {
				const shared =
					SHARED[ request ] ??
					BRIDGE[ request ] ??
					WOOCOMMERCE[ request ];
				return shared ? shared.handle : undefined;
			},
		} ),
	],
};

/**
 * The demo plugin's test-mode gateways (`demo/kiosk-demo/build/`): never
 * part of the product zips. They import `@woocommerce/blocks-registry` and
 * `@woocommerce/settings` (externals `wc.*`), as a payment plugin does.
 */
const demo = {
	...kiosk,
	entry: { gateways: './demo/kiosk-demo/src/entry.ts' },
	output: {
		...kiosk.output,
		path: path.resolve( __dirname, 'demo/kiosk-demo/build' ),
		clean: true,
		uniqueName: 'kiosk-demo',
	},
	// No i18n map (the demo's texts come from its PHP), no block.json copies.
	plugins: kiosk.plugins.filter(
		( plugin ) =>
			! [ 'I18nMapPlugin', 'CopyPlugin', 'PhpFilePathsPlugin' ].includes(
				plugin.constructor.name
			)
	),
};

module.exports = [ kiosk, demo ];
