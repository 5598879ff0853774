/**
 * Inline SVG icons of the theme (no icon font), hidden from assistive tech.
 */
const PATHS = {
	menu: 'M3 6h18M3 12h18M3 18h18',
	search: 'M10.5 3a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zM16 16l5 5',
	chevron: 'M6 9l6 6 6-6',
	up: 'M6 15l6-6 6 6',
	left: 'M15 6l-6 6 6 6',
	right: 'M9 6l6 6-6 6',
	popup: 'M14 4h6v6M20 4l-8 8M18 14v6H4V6h6',
	close: 'M6 6l12 12M18 6L6 18',
	share: 'M4 12v8h16v-8M12 3v12M7 8l5-5 5 5',
	pause: 'M9 5v14M15 5v14',
	play: 'M7 4.5v15L19 12z',
};

export type IconName = keyof typeof PATHS;

/** An inline SVG icon (stroke, currentColor). */
export function icon( name: IconName ): string {
	return `<svg class="kiosk-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${ PATHS[ name ] }" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
