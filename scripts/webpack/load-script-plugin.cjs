/**
 * How the magazine handle loads a lazy chunk's script: a script element
 * that removes itself once it ran or failed, and tells webpack's chunk
 * loader which (the loader then resolves the chunk or rejects with a
 * ChunkLoadError, as before). It replaces webpack's own loader, which also
 * looks for an equal script already in the page, sets nonces and charset
 * and runs a two-minute timer (about 0.2 KB of brotli in a handle every
 * article loads). A chunk is asked for once (webpack's loader keeps its
 * promise), so nothing here needs to find an earlier script. Only the
 * entries in ENTRIES: the magazine (5741 → 5540 bytes brotli) and the cart
 * (its chunks: the express area, the coupon form, the shipping calculator,
 * focus after a removal, DOMPurify; 9842 → 9648 bytes brotli, issue 43);
 * the other shop bundles keep webpack's loader. A chunk whose request
 * hangs then waits for the browser's own timeout, not webpack's 120 s.
 */
const { RuntimeGlobals, RuntimeModule } = require( 'webpack' );

const ENTRIES = [ 'magazine', 'cart' ];

class SmallLoadScript extends RuntimeModule {
	constructor() {
		super( 'kiosk load script' );
	}

	generate() {
		return `${ RuntimeGlobals.loadScript } = (url, done) => { var script = document.createElement('script'); script.src = url; script.onload = script.onerror = (event) => { script.onload = script.onerror = null; script.remove(); done(event); }; document.head.appendChild(script); };`;
	}
}

class LoadScriptPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'KioskLoadScript',
			( compilation ) => {
				compilation.hooks.runtimeRequirementInTree
					.for( RuntimeGlobals.loadScript )
					.tap( 'KioskLoadScript', ( chunk ) => {
						if ( ! ENTRIES.includes( chunk.name ) ) {
							return undefined;
						}
						compilation.addRuntimeModule(
							chunk,
							new SmallLoadScript()
						);
						// Handled: webpack's own loader is not added.
						return true;
					} );
			}
		);
	}
}

module.exports = LoadScriptPlugin;
