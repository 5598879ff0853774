/**
 * The magazine's tables (WordPress posts and terms, simplified) and the
 * queries the pages use. Prepared statements with parameters only.
 */
import type { Database } from 'better-sqlite3';
import { ARTICLES, BODY, AUTHOR_QUOTES, CATEGORIES, GALLERY } from './content';
import { PAGES } from './legal';

export interface Category {
	id: number;
	slug: string;
	name: string;
	description: string;
}

export interface Post {
	id: number;
	type: 'post' | 'page';
	slug: string;
	title: string;
	excerpt: string;
	content: string;
	categoryId: number | null;
	categorySlug: string | null;
	categoryName: string | null;
	author: string;
	image: string;
	imageAlt: string;
	gallery: Array< { file: string; alt: string } >;
	publishedAt: number;
	modifiedAt: number;
	views: number;
	comments: number;
}

const DAY = 86400000;

/** Creates the tables. */
export function migrate( db: Database ): void {
	db.exec( `CREATE TABLE IF NOT EXISTS mag_categories (
		id INTEGER PRIMARY KEY AUTOINCREMENT,
		slug TEXT NOT NULL UNIQUE,
		name TEXT NOT NULL,
		description TEXT NOT NULL DEFAULT ''
	);
	CREATE TABLE IF NOT EXISTS mag_posts (
		id INTEGER PRIMARY KEY AUTOINCREMENT,
		type TEXT NOT NULL DEFAULT 'post',
		slug TEXT NOT NULL UNIQUE,
		title TEXT NOT NULL,
		excerpt TEXT NOT NULL DEFAULT '',
		content TEXT NOT NULL DEFAULT '',
		category_id INTEGER REFERENCES mag_categories(id),
		author TEXT NOT NULL DEFAULT '',
		image TEXT NOT NULL DEFAULT '',
		image_alt TEXT NOT NULL DEFAULT '',
		gallery TEXT NOT NULL DEFAULT '[]',
		published_at INTEGER NOT NULL,
		modified_at INTEGER NOT NULL,
		views INTEGER NOT NULL DEFAULT 0,
		comments INTEGER NOT NULL DEFAULT 0
	);
	CREATE INDEX IF NOT EXISTS mag_posts_category ON mag_posts (category_id, published_at);` );
}

function body(
	slug: string,
	excerpt: string,
	category: string,
	index: number
): string {
	const paragraphs = BODY[ category ];
	return [
		`<p><strong>${ excerpt }</strong></p>`,
		`<p>${ paragraphs[ 0 ] }</p>`,
		`<p>${ AUTHOR_QUOTES[ index % AUTHOR_QUOTES.length ] }</p>`,
		'<h2>Wie es weitergeht</h2>',
		`<p>${ paragraphs[ 1 ] }</p>`,
		`<p>${ paragraphs[ 2 ] }</p>`,
	].join( '\n' );
}

/** Fills the tables with the German demo content. */
export function seed( db: Database, now: number ): void {
	const insertCategory = db.prepare(
		'INSERT INTO mag_categories (slug, name, description) VALUES (?, ?, ?)'
	);
	const ids = new Map< string, number >();
	for ( const category of CATEGORIES ) {
		ids.set(
			category.slug,
			Number(
				insertCategory.run(
					category.slug,
					category.name,
					category.description
				).lastInsertRowid
			)
		);
	}
	const insertPost = db.prepare( `INSERT INTO mag_posts
		(type, slug, title, excerpt, content, category_id, author, image, image_alt, gallery, published_at, modified_at, views, comments)
		VALUES (@type, @slug, @title, @excerpt, @content, @category, @author, @image, @imageAlt, @gallery, @published, @modified, @views, @comments)` );
	const today = Math.floor( now / DAY ) * DAY + 7 * 3600000;
	ARTICLES.forEach( ( article, index ) => {
		const published = today - article.age * DAY - index * 60000;
		const gallery = [ 0, 1, 2, 3 ].map(
			( offset ) => GALLERY[ ( index + offset ) % GALLERY.length ]
		);
		insertPost.run( {
			type: 'post',
			slug: article.slug,
			title: article.title,
			excerpt: article.excerpt,
			content: body(
				article.slug,
				article.excerpt,
				article.category,
				index
			),
			category: ids.get( article.category ),
			author: article.author,
			image: `artikel-${ index + 1 }`,
			imageAlt: `Symbolbild: ${ article.title }`,
			gallery: JSON.stringify( gallery ),
			published,
			modified: published + 3600000,
			views: article.views,
			comments: article.comments,
		} );
	} );
	for ( const page of PAGES ) {
		insertPost.run( {
			type: 'page',
			slug: page.slug,
			title: page.title,
			excerpt: page.description,
			content: page.content,
			category: null,
			author: 'Redaktion',
			image: '',
			imageAlt: '',
			gallery: '[]',
			published: today - 30 * DAY,
			modified: today - 30 * DAY,
			views: 0,
			comments: 0,
		} );
	}
}

interface PostRow {
	id: number;
	type: 'post' | 'page';
	slug: string;
	title: string;
	excerpt: string;
	content: string;
	category_id: number | null;
	category_slug: string | null;
	category_name: string | null;
	author: string;
	image: string;
	image_alt: string;
	gallery: string;
	published_at: number;
	modified_at: number;
	views: number;
	comments: number;
}

const SELECT = `SELECT p.*, c.slug AS category_slug, c.name AS category_name
	FROM mag_posts p LEFT JOIN mag_categories c ON c.id = p.category_id`;

function toPost( row: PostRow ): Post {
	return {
		id: row.id,
		type: row.type,
		slug: row.slug,
		title: row.title,
		excerpt: row.excerpt,
		content: row.content,
		categoryId: row.category_id,
		categorySlug: row.category_slug,
		categoryName: row.category_name,
		author: row.author,
		image: row.image,
		imageAlt: row.image_alt,
		gallery: JSON.parse( row.gallery ),
		publishedAt: row.published_at,
		modifiedAt: row.modified_at,
		views: row.views,
		comments: row.comments,
	};
}

/** A page of results and the total count. */
export interface Paged {
	posts: Post[];
	total: number;
	pages: number;
}

/** The magazine's queries. */
export function createStore( db: Database ) {
	const q = {
		bySlug: db.prepare( `${ SELECT } WHERE p.slug = ?` ),
		byId: db.prepare( `${ SELECT } WHERE p.id = ? AND p.type = 'post'` ),
		latest: db.prepare(
			`${ SELECT } WHERE p.type = 'post' ORDER BY p.published_at DESC LIMIT ? OFFSET ?`
		),
		popular: db.prepare(
			`${ SELECT } WHERE p.type = 'post' ORDER BY p.views DESC LIMIT ?`
		),
		discussed: db.prepare(
			`${ SELECT } WHERE p.type = 'post' ORDER BY p.comments DESC LIMIT ?`
		),
		inCategory: db.prepare(
			`${ SELECT } WHERE p.type = 'post' AND p.category_id = ? ORDER BY p.published_at DESC LIMIT ? OFFSET ?`
		),
		countInCategory: db.prepare(
			`SELECT COUNT(*) AS n FROM mag_posts WHERE type = 'post' AND category_id = ?`
		),
		related: db.prepare(
			`${ SELECT } WHERE p.type = 'post' AND p.category_id = ? AND p.id <> ? ORDER BY p.published_at DESC LIMIT ?`
		),
		search: db.prepare(
			`${ SELECT } WHERE p.type = 'post' AND (p.title LIKE @q ESCAPE '\\' OR p.excerpt LIKE @q ESCAPE '\\' OR p.content LIKE @q ESCAPE '\\') ORDER BY p.published_at DESC LIMIT @limit OFFSET @offset`
		),
		countSearch: db.prepare(
			`SELECT COUNT(*) AS n FROM mag_posts p WHERE p.type = 'post' AND (p.title LIKE @q ESCAPE '\\' OR p.excerpt LIKE @q ESCAPE '\\' OR p.content LIKE @q ESCAPE '\\')`
		),
		categories: db.prepare(
			'SELECT id, slug, name, description FROM mag_categories ORDER BY id'
		),
		category: db.prepare(
			'SELECT id, slug, name, description FROM mag_categories WHERE slug = ?'
		),
	};
	const many = ( rows: unknown[] ) => ( rows as PostRow[] ).map( toPost );
	return {
		bySlug: ( slug: string ): Post | null => {
			const row = q.bySlug.get( slug ) as PostRow | undefined;
			return row ? toPost( row ) : null;
		},
		byId: ( id: number ): Post | null => {
			const row = q.byId.get( id ) as PostRow | undefined;
			return row ? toPost( row ) : null;
		},
		latest: ( limit: number, offset = 0 ) =>
			many( q.latest.all( limit, offset ) ),
		popular: ( limit: number ) => many( q.popular.all( limit ) ),
		discussed: ( limit: number ) => many( q.discussed.all( limit ) ),
		related: ( post: Post, limit: number ) =>
			many( q.related.all( post.categoryId, post.id, limit ) ),
		categories: () => q.categories.all() as Category[],
		category: ( slug: string ) =>
			( q.category.get( slug ) as Category | undefined ) ?? null,
		inCategory( category: Category, page: number, perPage: number ): Paged {
			const total = (
				q.countInCategory.get( category.id ) as { n: number }
			 ).n;
			return {
				posts: many(
					q.inCategory.all(
						category.id,
						perPage,
						( page - 1 ) * perPage
					)
				),
				total,
				pages: Math.max( 1, Math.ceil( total / perPage ) ),
			};
		},
		search( query: string, page: number, perPage: number ): Paged {
			const like = `%${ query.replace( /[\\%_]/g, ( c ) => '\\' + c ) }%`;
			const total = ( q.countSearch.get( { q: like } ) as { n: number } )
				.n;
			return {
				posts: many(
					q.search.all( {
						q: like,
						limit: perPage,
						offset: ( page - 1 ) * perPage,
					} )
				),
				total,
				pages: Math.max( 1, Math.ceil( total / perPage ) ),
			};
		},
	};
}

export type MagazineStore = ReturnType< typeof createStore >;
