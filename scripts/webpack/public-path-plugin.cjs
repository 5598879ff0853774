/**
 * Where a bundle loads its lazy chunks from: the folder of the script that
 * is running (`document.currentScript`), else the plugin's build folder
 * from the inline settings. It replaces webpack's automatic public path
 * (which also serves workers and scans every script element), about 125
 * bytes of brotli in each bundle that has lazy chunks, and only those: the
 * runtime asks for the public path only where a chunk can be loaded.
 */
const { RuntimeGlobals, RuntimeModule } = require( 'webpack' );

class CurrentScriptPublicPath extends RuntimeModule {
	constructor() {
		super( 'kiosk public path', RuntimeModule.STAGE_BASIC );
	}

	generate() {
		// (mini-css-extract-plugin also runs this in Node, at build time.)
		return `${ RuntimeGlobals.publicPath } = typeof document > 'u' ? '' : ((document.currentScript || {}).src || ((window.kioskSettings || {}).pluginUrl || '') + '/build/x').replace(/[?#].*$/, '').replace(/[^/]*$/, '');`;
	}
}

class PublicPathPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'KioskPublicPath',
			( compilation ) => {
				compilation.hooks.runtimeRequirementInTree
					.for( RuntimeGlobals.publicPath )
					.tap( 'KioskPublicPath', ( chunk ) => {
						compilation.addRuntimeModule(
							chunk,
							new CurrentScriptPublicPath()
						);
						// Handled: webpack's own public path module is not added.
						return true;
					} );
			}
		);
	}
}

module.exports = PublicPathPlugin;
