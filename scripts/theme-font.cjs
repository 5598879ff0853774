'use strict';
/**
 * The theme's one web font, from the npm package that ships it
 * (@fontsource/source-serif-4): the Latin subset, bold, as WOFF2 (21 KB),
 * with its licence, into php/theme/fonts/ (not in Git; the build puts it
 * there and the theme's zip carries it).
 */
const { copyFileSync, mkdirSync } = require( 'node:fs' );
const { join } = require( 'node:path' );

const FILE = 'source-serif-4-latin-700-normal.woff2';

function copyThemeFont( root ) {
	const from = join( root, 'node_modules', '@fontsource', 'source-serif-4' );
	const to = join( root, 'php', 'theme', 'fonts' );
	mkdirSync( to, { recursive: true } );
	copyFileSync( join( from, 'files', FILE ), join( to, FILE ) );
	copyFileSync(
		join( from, 'LICENSE' ),
		join( to, 'LICENSE-source-serif-4.txt' )
	);
}

module.exports = { copyThemeFont, FILE };
