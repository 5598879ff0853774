/**
 * The quiz: a simple German arithmetic question whose answer is checked
 * against an HMAC hash, so nothing is kept on the server (like CF7's
 * `wp_hash` of the answer).
 */
import { createHmac, randomInt } from 'node:crypto';

const NUMBER_WORDS = [
	'null',
	'eins',
	'zwei',
	'drei',
	'vier',
	'fünf',
	'sechs',
	'sieben',
	'acht',
	'neun',
	'zehn',
	'elf',
	'zwölf',
];

/** Canonical form of an answer: trimmed, lower case, number words as digits. */
export function canonicalAnswer( answer: string ): string {
	const value = answer.trim().toLowerCase().normalize( 'NFC' );
	const index = NUMBER_WORDS.indexOf( value );
	return index >= 0 ? String( index ) : value;
}

/** The hash of an answer. */
export function answerHash( secret: string, answer: string ): string {
	return createHmac( 'sha256', secret )
		.update( `wpcf7_quiz|${ canonicalAnswer( answer ) }` )
		.digest( 'hex' )
		.slice( 0, 32 );
}

/** A new question and the hash of its answer. */
export function newQuestion( secret: string ): [ string, string ] {
	const a = randomInt( 1, 7 );
	const b = randomInt( 1, 6 );
	return [
		`Wie viel ist ${ a } plus ${ b }?`,
		answerHash( secret, String( a + b ) ),
	];
}

/** Whether the hash belongs to any possible answer (a forged one is spam). */
export function knownHash( secret: string, hash: string ): boolean {
	for ( let sum = 2; sum <= 12; sum++ ) {
		if ( answerHash( secret, String( sum ) ) === hash ) {
			return true;
		}
	}
	return false;
}
