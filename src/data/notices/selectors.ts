/**
 * Pure selectors of the notices store; empty results share one constant.
 */
import { NOTICE_CONTEXT } from './constants';
import type { Notice, NoticesState } from './types';

const EMPTY: Notice[] = [];

/** Notices of a context. */
export const getNotices = (
	state: NoticesState,
	context: string = NOTICE_CONTEXT.GLOBAL
): Notice[] => state.notices[ context ] || EMPTY;

/** Contexts with a mounted container. */
export const getRegisteredContainers = ( state: NoticesState ): string[] =>
	state.containers;
