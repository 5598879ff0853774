/**
 * Prints script tags the way WordPress does: handles resolved through the
 * `*.asset.php` manifests into dependency order, core handles from the
 * vendor build, and each Kiosk handle's de_DE translations loaded into
 * `wp.i18n` right before it (as `wp_set_script_translations` does).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ScriptInfo {
	handle: string;
	src: string;
	deps: string[];
	version: string;
	/** The translations JSON for this script, if any. */
	translations?: string;
	/** The stylesheet emitted next to the script, if any. */
	style?: string;
}

export const PLUGIN_URL = '/wp-content/plugins/kiosk';
export const CORE_URL = '/wp-includes/js/dist';

function parseAsset( file: string ): { deps: string[]; version: string } {
	const text = readFileSync( file, 'utf8' );
	const deps = text.match( /'dependencies'\s*=>\s*array\(([^)]*)\)/ );
	const version = text.match( /'version'\s*=>\s*'([^']*)'/ );
	return {
		deps: deps
			? [ ...deps[ 1 ].matchAll( /'([^']+)'/g ) ].map( ( m ) => m[ 1 ] )
			: [],
		version: version ? version[ 1 ] : '',
	};
}

/** Reads manifests from `build/` and resolves handles into ordered scripts. */
export function createScriptRegistry( rootDir: string, locale = 'de_DE' ) {
	const buildDir = join( rootDir, 'build' );
	const cache = new Map<
		string,
		{ mtime: number; info: ScriptInfo | null }
	>();

	function locate( handle: string ): {
		asset: string;
		src: string;
		rel: string;
		css?: string;
	} {
		if ( handle.startsWith( 'kiosk-' ) ) {
			const name = handle.slice( 6 );
			return {
				asset: join( buildDir, `${ name }.asset.php` ),
				src: `${ PLUGIN_URL }/build/${ name }.js`,
				rel: `build/${ name }.js`,
				css: join( buildDir, `${ name }.css` ),
			};
		}
		return {
			asset: join( buildDir, 'vendor', `${ handle }.asset.php` ),
			src: `${ CORE_URL }/${ handle }.js`,
			rel: '',
		};
	}

	function info( handle: string ): ScriptInfo | null {
		const place = locate( handle );
		const mtime = existsSync( place.asset )
			? statSync( place.asset ).mtimeMs
			: -1;
		const hit = cache.get( handle );
		if ( hit && hit.mtime === mtime ) {
			return hit.info;
		}
		let result: ScriptInfo | null = null;
		if ( mtime >= 0 ) {
			const { deps, version } = parseAsset( place.asset );
			result = {
				handle,
				src: `${ place.src }?ver=${ version }`,
				deps,
				version,
			};
			if ( place.rel ) {
				const md5 = createHash( 'md5' )
					.update( place.rel )
					.digest( 'hex' );
				const json = join(
					rootDir,
					'languages',
					`kiosk-${ locale }-${ md5 }.json`
				);
				if ( existsSync( json ) ) {
					result.translations = readFileSync( json, 'utf8' );
				}
				if ( place.css && existsSync( place.css ) ) {
					result.style = `${ PLUGIN_URL }/build/${ handle.slice( 6 ) }.css?ver=${ version }`;
				}
			}
		}
		cache.set( handle, { mtime, info: result } );
		return result;
	}

	/** Resolves handles and their dependencies, dependencies first. Unknown handles are reported. */
	function resolve( handles: string[] ): {
		scripts: ScriptInfo[];
		missing: string[];
	} {
		const ordered: ScriptInfo[] = [];
		const seen = new Set< string >();
		const missing: string[] = [];
		const visit = ( handle: string ) => {
			if ( seen.has( handle ) ) {
				return;
			}
			seen.add( handle );
			const script = info( handle );
			if ( ! script ) {
				missing.push( handle );
				return;
			}
			script.deps.forEach( visit );
			ordered.push( script );
		};
		handles.forEach( visit );
		return { scripts: ordered, missing };
	}

	return { resolve, info };
}

export type ScriptRegistry = ReturnType< typeof createScriptRegistry >;

/** Serialises a value for an inline script, safe inside `<script>`. */
export function inlineJson( value: unknown ): string {
	return JSON.stringify( value )
		.replace( /</g, '\\u003c' )
		.replace( /\u2028/g, '\\u2028' )
		.replace( /\u2029/g, '\\u2029' );
}

/** The script tags for resolved scripts, with translations and core's inline set-up. */
export function printScripts(
	scripts: ScriptInfo[],
	settings: Record< string, unknown > | null
): string {
	const out: string[] = [];
	let settingsPrinted = false;
	for ( const script of scripts ) {
		if (
			script.handle.startsWith( 'kiosk-' ) &&
			settings &&
			! settingsPrinted
		) {
			out.push(
				`<script id="kiosk-settings-js">window.kioskSettings=${ inlineJson( settings ) };</script>`
			);
			settingsPrinted = true;
		}
		if ( script.translations ) {
			out.push(
				`<script id="${ script.handle }-js-translations">(function(domain,translations){var d=translations.locale_data[domain]||translations.locale_data.messages;d[""].domain=domain;wp.i18n.setLocaleData(d,domain);})("kiosk",${ script.translations.trim() });</script>`
			);
		}
		out.push(
			`<script src="${ script.src }" id="${ script.handle }-js"></script>`
		);
		if ( script.handle === 'wp-i18n' ) {
			out.push(
				`<script id="wp-i18n-js-after">wp.i18n.setLocaleData({"text direction\\u0004ltr":["ltr"]});</script>`
			);
		}
	}
	return out.join( '\n' );
}
