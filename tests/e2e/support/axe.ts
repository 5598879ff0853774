/**
 * Runs axe-core in the page at WCAG 2.1 A and AA.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
	require.resolve( 'axe-core/axe.min.js' ),
	'utf8'
);

export interface AxeViolation {
	id: string;
	impact: string | null;
	help: string;
	nodes: string[];
}

/** The WCAG 2.1 AA violations on the page (or inside `selector`). */
export async function axeViolations(
	page: Page,
	selector?: string
): Promise< AxeViolation[] > {
	await page.addScriptTag( { content: AXE_SOURCE } );
	return page.evaluate( async ( include ) => {
		const axe = (
			window as unknown as {
				axe: {
					run: (
						context: unknown,
						options: unknown
					) => Promise< {
						violations: Array< {
							id: string;
							impact: string | null;
							help: string;
							nodes: Array< { target: string[] } >;
						} >;
					} >;
				};
			}
		 ).axe;
		const result = await axe.run(
			include ? { include: [ include ] } : document,
			{
				runOnly: {
					type: 'tag',
					values: [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ],
				},
			}
		);
		return result.violations.map( ( v ) => ( {
			id: v.id,
			impact: v.impact,
			help: v.help,
			nodes: v.nodes.map( ( n ) => n.target.join( ' ' ) ),
		} ) );
	}, selector );
}
