export {
	ReadMore,
	excerpt,
	textOf,
	EXCERPT_WORDS,
	MAX_LINES,
} from './read-more';
