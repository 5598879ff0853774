/**
 * Writes build/i18n-map.json: for each entry, the source files bundled into
 * it and its lazy chunks. The i18n script uses it to put each string into
 * the JSON file of every script that can show it.
 */
const path = require( 'path' );

function collect( module, files, root ) {
	if ( module.modules ) {
		module.modules.forEach( ( inner ) => collect( inner, files, root ) );
	}
	const resource =
		module.resource || ( module.rootModule && module.rootModule.resource );
	if ( resource ) {
		const rel = path
			.relative( root, resource.split( '?' )[ 0 ] )
			.split( path.sep )
			.join( '/' );
		if ( rel.startsWith( 'src/' ) ) {
			files.add( rel );
		}
	}
}

class I18nMapPlugin {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'I18nMapPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'I18nMapPlugin',
						stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
					},
					() => {
						const map = {};
						for ( const [
							name,
							entrypoint,
						] of compilation.entrypoints ) {
							const chunks = new Set();
							for ( const chunk of entrypoint.chunks ) {
								chunks.add( chunk );
								chunk
									.getAllAsyncChunks()
									.forEach( ( async ) =>
										chunks.add( async )
									);
							}
							const files = new Set();
							for ( const chunk of chunks ) {
								for ( const module of compilation.chunkGraph.getChunkModulesIterable(
									chunk
								) ) {
									collect( module, files, compiler.context );
								}
							}
							map[ name ] = [ ...files ].sort();
						}
						compilation.emitAsset(
							'i18n-map.json',
							new sources.RawSource(
								JSON.stringify( map, null, 1 )
							)
						);
					}
				);
			}
		);
	}
}

module.exports = I18nMapPlugin;
