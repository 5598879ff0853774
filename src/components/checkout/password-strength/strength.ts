/**
 * Password strength (SPEC section 5): a 0–4 score from zxcvbn-ts when it
 * has loaded, else from the fallback thresholds of length and diversity.
 */
import { __ } from '@wordpress/i18n';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** The label for a score. */
export function strengthLabel( score: StrengthScore ): string {
	return [
		__( 'Too weak', 'kiosk' ),
		__( 'Weak', 'kiosk' ),
		__( 'Medium', 'kiosk' ),
		__( 'Strong', 'kiosk' ),
		__( 'Very strong', 'kiosk' ),
	][ score ];
}

const CLASSES = [
	/[a-z]/,
	/[A-Z]/,
	/[0-9]/,
	/[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/,
];

/** How many character classes (lowercase, uppercase, number, symbol) a password uses. */
export function characterClasses( password: string ): number {
	return CLASSES.filter( ( pattern ) => pattern.test( password ) ).length;
}

/** Diversity for the fallback: the classes used, counting any other character as a symbol. */
function diversity( password: string ): number {
	const other =
		/[^a-zA-Z0-9]/.test( password ) && ! CLASSES[ 3 ].test( password )
			? 1
			: 0;
	return characterClasses( password ) + other;
}

/** Fallback thresholds: [score, minimum length, minimum diversity], strongest first. */
export const FALLBACK_THRESHOLDS: Array< [ StrengthScore, number, number ] > = [
	[ 4, 20, 4 ],
	[ 3, 12, 4 ],
	[ 2, 8, 2 ],
	[ 1, 4, 1 ],
];

/** The score without a strength library. */
export function fallbackScore( password: string ): StrengthScore {
	const variety = diversity( password );
	const hit = FALLBACK_THRESHOLDS.find(
		( [ , length, minimum ] ) =>
			password.length >= length && variety >= minimum
	);
	return hit ? hit[ 0 ] : 0;
}

/**
 * The four-class helper: 0 Too weak; 1 Weak (2 classes, length 6);
 * 2 Medium (4 classes, length 8); 3 Strong (4 classes, length 10).
 */
export function characterClassLevel( password: string ): 0 | 1 | 2 | 3 {
	const classes = characterClasses( password );
	if ( classes >= 4 && password.length >= 10 ) {
		return 3;
	}
	if ( classes >= 4 && password.length >= 8 ) {
		return 2;
	}
	if ( classes >= 2 && password.length >= 6 ) {
		return 1;
	}
	return 0;
}

type Scorer = ( password: string ) => StrengthScore;
let scorer: Scorer | null = null;
let loading: Promise< Scorer | null > | null = null;

/** Loads zxcvbn-ts (with the German dictionary) on first use; resolves null when it cannot load. */
export function loadScorer(): Promise< Scorer | null > {
	if ( ! loading ) {
		loading = Promise.all( [
			import( /* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/core' ),
			import(
				/* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/language-common'
			),
			import( /* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/language-de' ),
		] )
			.then( ( [ core, common, de ] ) => {
				core.zxcvbnOptions.setOptions( {
					graphs: common.adjacencyGraphs,
					dictionary: { ...common.dictionary, ...de.dictionary },
					translations: de.translations,
				} );
				scorer = ( password ) =>
					core.zxcvbn( password ).score as StrengthScore;
				return scorer;
			} )
			.catch( () => null );
	}
	return loading;
}

/** The score now: zxcvbn's when loaded, else the fallback. */
export function passwordScore( password: string ): StrengthScore {
	if ( ! password ) {
		return 0;
	}
	return scorer ? scorer( password ) : fallbackScore( password );
}
