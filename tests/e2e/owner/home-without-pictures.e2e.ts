/**
 * An owner's posts often have no pictures: the home page's carousel of
 * text-only stories keeps its buttons clear of the headlines and of each
 * other (they sat at 30 % of the slide's height, where a picture would be:
 * on the headline, and the „next“ button on the pause button), at 1280 px
 * and 390 px. The demo site with every post's picture removed.
 */
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';

const site = siteForThisFile();

interface Box {
	name: string;
	x: number;
	y: number;
	width: number;
	height: number;
}

const overlap = ( a: Box, b: Box ) =>
	a.x < b.x + b.width &&
	b.x < a.x + a.width &&
	a.y < b.y + b.height &&
	b.y < a.y + a.height;

test.each( [
	[ 1280, 900 ],
	[ 390, 844 ],
] )(
	'the carousel’s buttons cover neither a headline nor each other when no story has a picture (%i px)',
	async ( width, height ) => {
		site.host.php( `delete_post_meta_by_key( '_thumbnail_id' );` );
		const page = await newPage( site.browser, {
			viewport: { width, height },
		} );
		await page.goto( `${ site.host.url }/` );
		const slider = page.locator(
			'[data-kiosk-slider="header"].swiper-initialized'
		);
		await slider.waitFor();
		await slider.scrollIntoViewIfNeeded();
		const boxes: Box[] = await slider.evaluate( ( root ) => {
			const visible = ( element: Element ) => {
				const box = element.getBoundingClientRect();
				return (
					box.width > 0 &&
					box.height > 0 &&
					getComputedStyle( element ).visibility !== 'hidden'
				);
			};
			const box = ( name: string, element: Element ) => {
				const r = element.getBoundingClientRect();
				return {
					name,
					x: r.x,
					y: r.y,
					width: r.width,
					height: r.height,
				};
			};
			const rootBox = root.getBoundingClientRect();
			const out = [
				...root.querySelectorAll(
					'.kiosk-slider__prev, .kiosk-slider__next, .kiosk-slider__autoplay'
				),
			]
				.filter( visible )
				.map( ( element ) => box( element.className, element ) );
			// The headlines of the slides in view.
			root.querySelectorAll( '.kiosk-card__title' ).forEach(
				( title ) => {
					const r = title.getBoundingClientRect();
					if (
						visible( title ) &&
						r.x >= rootBox.x - 1 &&
						r.x + r.width <= rootBox.x + rootBox.width + 1
					) {
						out.push( box( 'headline', title ) );
					}
				}
			);
			return out;
		} );
		const buttons = boxes.filter( ( b ) => b.name !== 'headline' );
		expect( buttons.length ).toBeGreaterThanOrEqual( 2 );
		expect( boxes.some( ( b ) => b.name === 'headline' ) ).toBe( true );
		const clashes: string[] = [];
		boxes.forEach( ( a, i ) =>
			boxes.slice( i + 1 ).forEach( ( b ) => {
				if (
					( a.name !== 'headline' || b.name !== 'headline' ) &&
					overlap( a, b )
				) {
					clashes.push( `${ a.name } / ${ b.name }` );
				}
			} )
		);
		expect( clashes ).toEqual( [] );
		await page.context().close();
	}
);
