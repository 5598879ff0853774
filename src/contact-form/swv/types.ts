/**
 * Contact Form 7's SWV ("schema-woven validation") schema format: the
 * server builds it from the form's tags; the client and the preview host
 * evaluate it with the same rules.
 */

/** A file as either side sees it (a browser `File` fits this shape). */
export interface FileLike {
	name: string;
	size: number;
	type: string;
}

export type FieldValue = string | FileLike;

/** One rule of the schema. `all`/`any` hold child rules. */
export interface SwvRule {
	rule: string;
	field?: string;
	error?: string;
	accept?: Array< string | number >;
	threshold?: string | number;
	base?: string | number;
	interval?: string | number;
	rules?: SwvRule[];
}

/** The schema of one contact form. */
export interface SwvSchema {
	version: string;
	locale: string;
	rules: SwvRule[];
}

/** Where rules read values from (`FormData` fits this). */
export interface FieldSource {
	getAll: ( name: string ) => FieldValue[];
}

/** A failed rule: the field at fault and its message. */
export interface SwvError {
	field: string;
	error: string;
}
