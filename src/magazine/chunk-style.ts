/**
 * The stylesheet of a lazily loaded magazine chunk (build/<name>.css,
 * which the build writes beside the entries). The build leaves webpack's
 * own CSS-chunk loader out (webpack.config.js: about 0.3 KB of brotli in
 * the magazine handle, which every article loads); this is the part of it
 * the three chunks with a stylesheet need.
 */
/* eslint-disable camelcase -- webpack's own name for the build's URL */
declare const __webpack_public_path__: string;

/** Links `build/<name>.css` once; resolves when it loaded, rejects when it cannot. */
export function chunkStyle( name: string ): Promise< void > {
	const href =
		( typeof __webpack_public_path__ === 'string'
			? __webpack_public_path__
			: '' ) +
		name +
		'.css';
	return new Promise( ( resolve, reject ) => {
		if ( document.querySelector( `link[href="${ href }"]` ) ) {
			resolve();
			return;
		}
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.href = href;
		link.onload = () => resolve();
		link.onerror = () => {
			link.remove();
			reject( new Error( href ) );
		};
		document.head.appendChild( link );
	} );
}
