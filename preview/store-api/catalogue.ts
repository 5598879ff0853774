/**
 * The German demo catalogue: books and magazine subscriptions (7 % VAT),
 * merchandise (19 %), with one product on sale, one with low stock, one
 * sold individually, one virtual e-paper, a variable T-shirt, one with
 * quantity limits, one sold out, and cross-sells. Prices include VAT.
 */
import type { Database } from 'better-sqlite3';

export type TaxClass = 'reduced' | 'standard';

/** A product as the host stores it. */
export interface ProductRecord {
	id: number;
	parent: number;
	slug: string;
	name: string;
	type: 'simple' | 'variable' | 'variation';
	sku: string;
	/** Regular price in cents, VAT included. */
	regularPrice: number;
	/** Sale price in cents, VAT included (null = not on sale). */
	salePrice: number | null;
	taxClass: TaxClass;
	/** Initial stock (null = not managed). */
	stock: number | null;
	soldIndividually: boolean;
	virtual: boolean;
	limits: { minimum: number; maximum: number; multiple_of: number };
	crossSells: number[];
	shortDescription: string;
	description: string;
	image: string;
	imageAlt: string;
	category: { id: number; name: string; slug: string };
	/** Variable products: attribute label, taxonomy and terms. */
	attribute?: { name: string; taxonomy: string; terms: string[] };
	/** Variations: the chosen term. */
	variationValue?: string;
	weight: number;
}

const BOOKS = { id: 11, name: 'Bücher', slug: 'buecher' };
const ABOS = { id: 12, name: 'Abonnements', slug: 'abonnements' };
const MERCH = { id: 13, name: 'Fanartikel', slug: 'fanartikel' };
const LIMITS = { minimum: 1, maximum: 99, multiple_of: 1 };

function product(
	fields: Partial< ProductRecord > &
		Pick<
			ProductRecord,
			'id' | 'slug' | 'name' | 'regularPrice' | 'taxClass' | 'category'
		>
): ProductRecord {
	return {
		parent: 0,
		type: 'simple',
		sku: `KIOSK-${ fields.id }`,
		salePrice: null,
		stock: null,
		soldIndividually: false,
		virtual: false,
		limits: LIMITS,
		crossSells: [],
		shortDescription: '',
		description: '',
		image: `${ fields.slug }.svg`,
		imageAlt: fields.name,
		weight: 300,
		...fields,
	};
}

const SIZES = [ 'S', 'M', 'L', 'XL' ];

/** Every product of the demo catalogue, variations included. */
export const CATALOGUE: ProductRecord[] = [
	product( {
		id: 1,
		slug: 'die-stadt-und-das-meer',
		name: 'Die Stadt und das Meer',
		regularPrice: 2200,
		taxClass: 'reduced',
		category: BOOKS,
		crossSells: [ 2, 5 ],
		shortDescription:
			'Der Roman unserer Kolumnistin über einen Sommer an der Ostsee.',
		description: 'Gebundene Ausgabe, 320 Seiten. Signiert von der Autorin.',
		weight: 550,
	} ),
	product( {
		id: 2,
		slug: 'kochen-mit-kiosk',
		name: 'Kochen mit Kiosk',
		regularPrice: 2990,
		salePrice: 2490,
		taxClass: 'reduced',
		category: BOOKS,
		crossSells: [ 6 ],
		shortDescription:
			'Die besten Rezepte aus zehn Jahren Kiosk-Küche – jetzt im Angebot.',
		description: 'Hardcover, 208 Seiten, durchgehend farbig bebildert.',
		weight: 800,
	} ),
	product( {
		id: 3,
		slug: 'jahresabo-kiosk-magazin',
		name: 'Jahresabo Kiosk Magazin',
		regularPrice: 8900,
		taxClass: 'reduced',
		category: ABOS,
		soldIndividually: true,
		crossSells: [ 4 ],
		shortDescription:
			'Zwölf Ausgaben frei Haus, jederzeit zum Ende der Laufzeit kündbar.',
		description: 'Das gedruckte Magazin, jeden Monat in Ihrem Briefkasten.',
		weight: 0,
	} ),
	product( {
		id: 4,
		slug: 'kiosk-e-paper',
		name: 'Kiosk E-Paper Monatsabo',
		regularPrice: 999,
		taxClass: 'reduced',
		category: ABOS,
		virtual: true,
		shortDescription:
			'Das Magazin als E-Paper für Tablet, Smartphone und Browser.',
		description: 'Digitaler Zugang, monatlich kündbar. Kein Versand.',
		weight: 0,
	} ),
	product( {
		id: 5,
		slug: 'sonderheft-architektur',
		name: 'Sonderheft Architektur',
		regularPrice: 1250,
		taxClass: 'reduced',
		category: BOOKS,
		stock: 3,
		shortDescription:
			'Restexemplare: das vergriffene Sonderheft über Bauen in der Stadt.',
		description: '96 Seiten, Klebebindung.',
		weight: 250,
	} ),
	product( {
		id: 6,
		slug: 'kiosk-tasse',
		name: 'Kiosk-Tasse',
		regularPrice: 1490,
		taxClass: 'standard',
		category: MERCH,
		stock: 40,
		crossSells: [ 9 ],
		shortDescription: 'Steinzeug-Tasse mit Logo, spülmaschinenfest.',
		description: '350 ml, hergestellt in Thüringen.',
		weight: 400,
	} ),
	product( {
		id: 7,
		slug: 'kiosk-t-shirt',
		name: 'Kiosk-T-Shirt',
		type: 'variable',
		regularPrice: 2490,
		taxClass: 'standard',
		category: MERCH,
		crossSells: [ 9 ],
		attribute: { name: 'Größe', taxonomy: 'pa_groesse', terms: SIZES },
		shortDescription: 'Bio-Baumwolle, fair produziert, in vier Größen.',
		description: 'Unisex-Schnitt, 180 g/m².',
		weight: 200,
	} ),
	product( {
		id: 8,
		slug: 'postkarten-set',
		name: 'Postkarten-Set',
		regularPrice: 600,
		taxClass: 'standard',
		category: MERCH,
		limits: { minimum: 2, maximum: 10, multiple_of: 2 },
		shortDescription:
			'Titelbilder als Postkarten, nur paarweise erhältlich (höchstens 10).',
		description: 'Je Set fünf Karten im Format DIN A6.',
		weight: 60,
	} ),
	product( {
		id: 9,
		slug: 'stoffbeutel',
		name: 'Stoffbeutel',
		regularPrice: 990,
		taxClass: 'standard',
		category: MERCH,
		stock: 120,
		shortDescription: 'Robuster Baumwollbeutel für den Weg zum Kiosk.',
		description: '38 × 42 cm, lange Henkel.',
		weight: 150,
	} ),
	product( {
		id: 10,
		slug: 'notizbuch',
		name: 'Notizbuch Recherche',
		regularPrice: 1190,
		taxClass: 'standard',
		category: MERCH,
		crossSells: [ 1 ],
		shortDescription: 'Punktraster, 160 Seiten, mit Gummiband.',
		description: 'Format A5, Recyclingpapier.',
		weight: 300,
	} ),
	product( {
		id: 11,
		slug: 'lesezeichen-set',
		name: 'Lesezeichen-Set',
		regularPrice: 450,
		taxClass: 'standard',
		category: MERCH,
		stock: 0,
		shortDescription: 'Drei Lesezeichen aus Messing – derzeit ausverkauft.',
		description: 'Handgefertigt in Berlin.',
		weight: 30,
	} ),
	...SIZES.map( ( size, index ) =>
		product( {
			id: 20 + index,
			parent: 7,
			type: 'variation',
			slug: 'kiosk-t-shirt',
			name: 'Kiosk-T-Shirt',
			sku: `KIOSK-7-${ size }`,
			regularPrice: 2490,
			taxClass: 'standard',
			category: MERCH,
			variationValue: size,
			stock: size === 'XL' ? 5 : 25,
			image: 'kiosk-t-shirt.svg',
			imageAlt: 'Kiosk-T-Shirt',
			shortDescription: 'Bio-Baumwolle, fair produziert, in vier Größen.',
			weight: 200,
		} )
	),
];

/** Writes the catalogue into a new database. */
export function seedCatalogue( db: Database ): void {
	const insert = db.prepare(
		'INSERT INTO shop_products (id, parent, slug, type, data, stock) VALUES (?, ?, ?, ?, ?, ?)'
	);
	for ( const record of CATALOGUE ) {
		insert.run(
			record.id,
			record.parent,
			record.slug,
			record.type,
			JSON.stringify( record ),
			record.stock
		);
	}
}
