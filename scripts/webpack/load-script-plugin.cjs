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

/**
 * The JSONP chunk loader's failure, shorter: a plain Error naming the chunk
 * (webpack builds a ChunkLoadError with the event, its type and the script's
 * address, about 0.1 KB of brotli; nothing of Kiosk's reads them: a lazy
 * chunk that fails is caught or shown by an error boundary), and no script
 * key for the small loader above, which does not read it.
 *
 * @param {string} source The runtime module's generated source.
 */
function smallChunkError( source ) {
	const small = source
		.replace( /(?:var|const|let) error = new Error\(\);/, '' )
		.replace(
			/(?:var|const|let) errorType =[^]*?installedChunkData\[1\]\(error\);/,
			"installedChunkData[1](new Error('Loading chunk ' + chunkId + ' failed'));"
		)
		// The small loader takes the address and the callback only.
		.replace( ', "chunk-" + chunkId, chunkId);', ');' );
	if (
		small.includes( 'error' + '.name' ) ||
		small.length >= source.length
	) {
		throw new Error(
			"load-script-plugin: webpack's chunk loader changed; update smallChunkError()"
		);
	}
	return small;
}

class LoadScriptPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'KioskLoadScript',
			( compilation ) => {
				compilation.hooks.runtimeModule.tap(
					'KioskLoadScript',
					( module, chunk ) => {
						if (
							module.constructor.name !==
								'JsonpChunkLoadingRuntimeModule' ||
							! ENTRIES.includes( chunk.name )
						) {
							return;
						}
						const generate = module.generate.bind( module );
						module.generate = () => smallChunkError( generate() );
					}
				);
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
