/**
 * The notices reducer. Duplicates are removed by content (SPEC section 8).
 */
import { NOTICE_CONTEXT } from './constants';
import type { NoticesAction } from './actions';
import type { Notice, NoticesState } from './types';

export const DEFAULT_STATE: NoticesState = {
	notices: {},
	containers: [],
	lastId: 0,
};

/** Reduces notice actions. */
export default function reducer(
	state: NoticesState = DEFAULT_STATE,
	action: NoticesAction
): NoticesState {
	switch ( action.type ) {
		case 'CREATE_NOTICE': {
			// Ids are numbered per store: two registries never share a counter.
			const lastId = action.notice.id ? state.lastId : state.lastId + 1;
			const notice: Notice = {
				...action.notice,
				id: action.notice.id || `kiosk-notice-${ lastId }`,
			};
			const list = ( state.notices[ notice.context ] || [] ).filter(
				( n ) => n.id !== notice.id && n.content !== notice.content
			);
			return {
				...state,
				lastId,
				notices: {
					...state.notices,
					[ notice.context ]: [ ...list, notice ],
				},
			};
		}
		case 'REMOVE_NOTICE': {
			const list = state.notices[ action.context ];
			if ( ! list || ! list.some( ( n ) => n.id === action.id ) ) {
				return state;
			}
			return {
				...state,
				notices: {
					...state.notices,
					[ action.context ]: list.filter(
						( n ) => n.id !== action.id
					),
				},
			};
		}
		case 'REMOVE_ALL_NOTICES':
			if ( ! state.notices[ action.context ]?.length ) {
				return state;
			}
			return {
				...state,
				notices: { ...state.notices, [ action.context ]: [] },
			};
		case 'CLEAR_ALL_NOTICES': {
			const notices = { ...state.notices };
			[ NOTICE_CONTEXT.GLOBAL, ...state.containers ].forEach(
				( context ) => {
					delete notices[ context ];
				}
			);
			return { ...state, notices };
		}
		case 'REGISTER_CONTAINER':
			if ( state.containers.includes( action.context ) ) {
				return state;
			}
			return {
				...state,
				containers: [ ...state.containers, action.context ],
			};
		case 'UNREGISTER_CONTAINER':
			return {
				...state,
				containers: state.containers.filter(
					( c ) => c !== action.context
				),
			};
		default:
			return state;
	}
}
