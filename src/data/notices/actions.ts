/**
 * Actions of the notices store.
 */
import { NOTICE_CONTEXT } from './constants';
import type { NewNotice, NoticeOptions, NoticeStatus } from './types';

/**
 * Adds a notice; a notice with the same id or the same content in its
 * context is replaced. Without an id the store numbers it (reducer.ts).
 */
export function createNotice(
	status: NoticeStatus,
	content: string,
	options: NoticeOptions = {}
) {
	const notice: NewNotice = {
		id: options.id,
		status,
		content,
		type: options.type || 'default',
		isDismissible: options.isDismissible ?? true,
		context: options.context || NOTICE_CONTEXT.GLOBAL,
	};
	return { type: 'CREATE_NOTICE', notice } as const;
}

/** Adds an error notice. */
export const createErrorNotice = ( content: string, options?: NoticeOptions ) =>
	createNotice( 'error', content, options );
/** Adds a success notice. */
export const createSuccessNotice = (
	content: string,
	options?: NoticeOptions
) => createNotice( 'success', content, options );
/** Adds an info notice. */
export const createInfoNotice = ( content: string, options?: NoticeOptions ) =>
	createNotice( 'info', content, options );
/** Adds a warning notice. */
export const createWarningNotice = (
	content: string,
	options?: NoticeOptions
) => createNotice( 'warning', content, options );

/** Removes a notice by id. */
export const removeNotice = (
	id: string,
	context: string = NOTICE_CONTEXT.GLOBAL
) => ( { type: 'REMOVE_NOTICE', id, context } ) as const;

/** Removes every notice of a context. */
export const removeAllNotices = ( context: string = NOTICE_CONTEXT.GLOBAL ) =>
	( { type: 'REMOVE_ALL_NOTICES', context } ) as const;

/** Removes the notices of every registered container (and the global context). */
export const clearAllNotices = () => ( { type: 'CLEAR_ALL_NOTICES' } ) as const;

/** Registers a mounted notices container. */
export const registerContainer = ( context: string ) =>
	( { type: 'REGISTER_CONTAINER', context } ) as const;

/** Unregisters a container. */
export const unregisterContainer = ( context: string ) =>
	( { type: 'UNREGISTER_CONTAINER', context } ) as const;

export type NoticesAction = ReturnType<
	| typeof createNotice
	| typeof removeNotice
	| typeof removeAllNotices
	| typeof clearAllNotices
	| typeof registerContainer
	| typeof unregisterContainer
>;
