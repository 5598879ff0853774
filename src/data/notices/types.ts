/** Shapes of the notices store. */
export type NoticeStatus = 'error' | 'warning' | 'success' | 'info' | 'default';

export interface Notice {
	id: string;
	status: NoticeStatus;
	/** Text or server HTML (sanitised when rendered). */
	content: string;
	/** 'snackbar' notices auto-dismiss. */
	type: 'default' | 'snackbar';
	isDismissible: boolean;
	context: string;
}

/** A notice as `createNotice` hands it to the store, before it has an id. */
export type NewNotice = Omit< Notice, 'id' > & { id?: string };

export interface NoticeOptions {
	id?: string;
	context?: string;
	type?: Notice[ 'type' ];
	isDismissible?: boolean;
}

export interface NoticesState {
	/** Notices by context. */
	notices: Record< string, Notice[] >;
	/** Contexts with a mounted container. */
	containers: string[];
	/** The number in the last id the store gave a notice created without one. */
	lastId: number;
}
