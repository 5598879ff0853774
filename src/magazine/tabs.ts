/**
 * Tabbed widgets (WAI-ARIA tabs, automatic activation): click, ←/→
 * (wrapping), Home and End.
 */
import { all, combine, each, listen, type Teardown } from './dom';

function initTabs( widget: HTMLElement ): Teardown {
	const tabs = all< HTMLElement >( widget, '[role="tab"]' );
	const panelOf = ( tab: HTMLElement ) =>
		document.getElementById( tab.getAttribute( 'aria-controls' ) || '' );
	const select = ( chosen: HTMLElement, focus: boolean ) => {
		tabs.forEach( ( tab ) => {
			const selected = tab === chosen;
			tab.setAttribute( 'aria-selected', String( selected ) );
			tab.tabIndex = selected ? 0 : -1;
			const panel = panelOf( tab );
			if ( panel ) {
				panel.hidden = ! selected;
			}
		} );
		if ( focus ) {
			chosen.focus();
		}
	};
	return combine(
		tabs.map( ( tab, index ) =>
			combine( [
				listen( tab, 'click', () => select( tab, false ) ),
				listen( tab, 'keydown', ( event ) => {
					const last = tabs.length - 1;
					const target = {
						ArrowRight: index === last ? 0 : index + 1,
						ArrowLeft: index === 0 ? last : index - 1,
						Home: 0,
						End: last,
					}[ event.key ];
					if ( target !== undefined ) {
						event.preventDefault();
						select( tabs[ target ], true );
					}
				} ),
			] )
		)
	);
}

/** Enhances every `[data-kiosk-tabs]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-tabs]', initTabs );
}
