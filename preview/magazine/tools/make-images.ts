/**
 * Writes the demo images (small SVGs) and the local video placeholder page
 * to preview/assets/uploads/magazine/. Run: node --import tsx preview/magazine/tools/make-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLES, CATEGORIES, GALLERY } from '../content';

const OUT = join( __dirname, '..', '..', 'assets', 'uploads', 'magazine' );

function shade( hex: string, amount: number ): string {
	const n = parseInt( hex.slice( 1 ), 16 );
	const c = [ n >> 16, ( n >> 8 ) & 255, n & 255 ].map( ( v ) =>
		Math.max( 0, Math.min( 255, Math.round( v + amount ) ) )
	);
	return (
		'#' + c.map( ( v ) => v.toString( 16 ).padStart( 2, '0' ) ).join( '' )
	);
}

function svg(
	width: number,
	height: number,
	color: string,
	seed: number
): string {
	const shapes: string[] = [];
	for ( let i = 0; i < 5; i++ ) {
		const x = ( seed * 97 + i * 263 ) % width;
		const y = ( seed * 53 + i * 151 ) % height;
		const r = 60 + ( ( seed * 31 + i * 71 ) % 160 );
		shapes.push(
			`<circle cx="${ x }" cy="${ y }" r="${ r }" fill="${ shade( color, 30 + i * 12 ) }" opacity=".45"/>`
		);
	}
	const hill = `<path d="M0 ${ height * 0.75 } Q ${ width * 0.3 } ${ height * 0.55 } ${ width * 0.6 } ${ height * 0.72 } T ${ width } ${ height * 0.66 } V ${ height } H0Z" fill="${ shade( color, -35 ) }"/>`;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${ width }" height="${ height }" viewBox="0 0 ${ width } ${ height }"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ shade( color, 60 ) }"/><stop offset="1" stop-color="${ color }"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${ shapes.join( '' ) }${ hill }</svg>\n`;
}

mkdirSync( join( OUT, 'video' ), { recursive: true } );
const colors = Object.fromEntries(
	CATEGORIES.map( ( c ) => [ c.slug, c.color ] )
);
ARTICLES.forEach( ( article, index ) => {
	writeFileSync(
		join( OUT, `artikel-${ index + 1 }.svg` ),
		svg( 1200, 675, colors[ article.category ], index + 1 )
	);
} );
const galleryColors = [
	'#2d6a8e',
	'#a0522d',
	'#2e7d5b',
	'#7a3e8e',
	'#b5651d',
	'#3b6e3b',
];
GALLERY.forEach( ( image, index ) => {
	writeFileSync(
		join( OUT, `${ image.file }.svg` ),
		svg( 1200, 800, galleryColors[ index ], 40 + index )
	);
} );
writeFileSync(
	join( OUT, 'video', 'platzhalter.html' ),
	`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Video-Platzhalter</title><style>html,body{margin:0;height:100%;background:#111;color:#eee;font:16px system-ui,sans-serif;display:grid;place-items:center;text-align:center}</style></head><body><p>Video-Platzhalter<br><span id="v"></span></p><script>document.getElementById('v').textContent=new URLSearchParams(location.search).get('v')||''</script></body></html>\n`
);
