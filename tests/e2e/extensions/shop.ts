/**
 * The Germanized sites' product and how a shopper puts it in the cart:
 * from the shop's grid, then the header's cart button counts it.
 */
import type { Page } from 'playwright-core';
import { addFromShopGrid } from '../support/shopper';

/** The product Germanized's unit price and delivery time are set on. */
export const BOOK = 'Die Stadt und das Meer';

/** Adds the book from the shop's grid and waits for the header's count. */
export async function addBook( page: Page, siteUrl: string ): Promise< void > {
	await page.goto( `${ siteUrl }/shop/` );
	await addFromShopGrid( page, BOOK, 1 );
}
