/**
 * Helpers of the accessibility tests: readable axe results and the page
 * set-up shared by the axe, keyboard and small-screen tests.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import {
	MOBILE,
	prepare,
	type PageType,
	type Target,
} from '../support/measure';

/** The violations as lines `rule (impact): help — nodes`, for a readable failure. */
export async function axeReport(
	page: Page,
	selector?: string
): Promise< string[] > {
	const violations = await axeViolations( page, selector );
	return violations.map(
		( v ) =>
			`${ v.id } (${ v.impact }): ${ v.help } — ${ v.nodes.slice( 0, 5 ).join( ' | ' ) }${ v.nodes.length > 5 ? ` (+${ v.nodes.length - 5 })` : '' }`
	);
}

/** Opens a page type in a fresh context (with the cart or order it needs); fails clearly when it does not exist. */
export async function openPage(
	browser: Browser,
	baseUrl: string,
	targets: Target[],
	type: PageType,
	options: BrowserContextOptions = MOBILE
): Promise< Page > {
	const target = targets.find( ( t ) => t.type === type );
	if ( ! target?.path ) {
		throw new Error(
			`the ${ type } page was not found: ${ target?.error }`
		);
	}
	const context = await browser.newContext( options );
	const path = await prepare( context, baseUrl, target );
	const page = await context.newPage();
	const response = await page.goto( `${ baseUrl }${ path }`, {
		waitUntil: 'load',
	} );
	if ( ! response || response.status() >= 400 ) {
		await context.close();
		throw new Error(
			`the ${ type } page ${ path } answered ${ response?.status() }`
		);
	}
	await page
		.waitForLoadState( 'networkidle', { timeout: 10000 } )
		.catch( () => undefined );
	return page;
}
