declare module 'sourcebuster' {
	const sbjs: {
		init: ( prefs: Record< string, unknown > ) => void;
		get: Record< string, Record< string, string > >;
	};
	export default sbjs;
}
