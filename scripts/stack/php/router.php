<?php
/**
 * Router for `php -S`: files under /wp-content/ come from the site's own
 * folder (KIOSK_SITE_DIR), other existing files from WordPress core, and
 * everything else goes to index.php (pretty permalinks, /wp-json/).
 *
 * @package Kiosk
 */

$kiosk_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) ); // phpcs:ignore
if ( str_contains( $kiosk_path, '..' ) || str_contains( $kiosk_path, "\0" ) ) {
	http_response_code( 400 );
	return true;
}

const KIOSK_TYPES = array(
	'css'   => 'text/css; charset=utf-8',
	'js'    => 'text/javascript; charset=utf-8',
	'mjs'   => 'text/javascript; charset=utf-8',
	'json'  => 'application/json',
	'map'   => 'application/json',
	'svg'   => 'image/svg+xml',
	'png'   => 'image/png',
	'jpg'   => 'image/jpeg',
	'jpeg'  => 'image/jpeg',
	'gif'   => 'image/gif',
	'webp'  => 'image/webp',
	'avif'  => 'image/avif',
	'ico'   => 'image/x-icon',
	'woff'  => 'font/woff',
	'woff2' => 'font/woff2',
	'ttf'   => 'font/ttf',
	'txt'   => 'text/plain; charset=utf-8',
	'html'  => 'text/html; charset=utf-8',
	'pdf'   => 'application/pdf',
	'mp4'   => 'video/mp4',
	'zip'   => 'application/zip',
);

/** Static types worth compressing. */
const KIOSK_COMPRESSIBLE = array( 'css', 'js', 'mjs', 'json', 'map', 'svg', 'txt', 'html' );

/**
 * Sends a static file with its type, validators and, where the client takes
 * it and a pre-compressed copy exists, brotli or gzip.
 *
 * @param string $file Absolute path.
 */
function kiosk_send_static( string $file ): void {
	$ext   = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	$mtime = filemtime( $file );
	$etag  = '"' . dechex( $mtime ) . '-' . dechex( filesize( $file ) ) . '"';
	header( 'Content-Type: ' . ( KIOSK_TYPES[ $ext ] ?? 'application/octet-stream' ) );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $mtime ) . ' GMT' );
	header( 'ETag: ' . $etag );
	header( 'Cache-Control: public, max-age=31536000' );
	header( 'Vary: Accept-Encoding' );
	if ( ( $_SERVER['HTTP_IF_NONE_MATCH'] ?? '' ) === $etag ) {
		http_response_code( 304 );
		return;
	}
	$accept = (string) ( $_SERVER['HTTP_ACCEPT_ENCODING'] ?? '' );
	foreach ( array( 'br' => '.br', 'gzip' => '.gz' ) as $encoding => $suffix ) {
		if ( str_contains( $accept, $encoding ) && is_file( $file . $suffix ) ) {
			header( 'Content-Encoding: ' . $encoding );
			$file = $file . $suffix;
			break;
		}
	}
	// Text without a pre-compressed copy (the theme's style.css, other
	// plugins' files) goes out gzipped, as a production server sends it.
	if ( ! str_ends_with( $file, '.br' ) && ! str_ends_with( $file, '.gz' )
		&& in_array( $ext, KIOSK_COMPRESSIBLE, true ) && str_contains( $accept, 'gzip' ) ) {
		$body = kiosk_gzipped( $file, $mtime );
		header( 'Content-Encoding: gzip' );
		header( 'Content-Length: ' . strlen( $body ) );
		if ( 'HEAD' !== $_SERVER['REQUEST_METHOD'] ) {
			echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		return;
	}
	header( 'Content-Length: ' . filesize( $file ) );
	if ( 'HEAD' !== $_SERVER['REQUEST_METHOD'] ) {
		readfile( $file );
	}
}

/**
 * The file gzipped at level 6, made once and kept in KIOSK_GZIP_CACHE (the
 * stack's folder, shared by every site and server of it) under the file's
 * path, modification time and size, so a changed file gets a new copy. The
 * same bytes as gzipping it on each request, which cost every cold browser
 * context of a test some CPU seconds on an admin or checkout page (WordPress's
 * components.min.js alone is 800 KB).
 *
 * @param string $file  Absolute path.
 * @param int    $mtime Its modification time.
 */
function kiosk_gzipped( string $file, int $mtime ): string {
	$dir = (string) getenv( 'KIOSK_GZIP_CACHE' );
	if ( '' === $dir ) {
		return (string) gzencode( (string) file_get_contents( $file ), 6 );
	}
	// Keyed by the real path: every site links the same plugins and theme.
	$cached = $dir . '/' . md5( (string) realpath( $file ) ) . '-' . dechex( $mtime ) . '-' . dechex( (int) filesize( $file ) ) . '.gz';
	$body   = is_file( $cached ) ? file_get_contents( $cached ) : false;
	if ( false !== $body ) {
		return $body;
	}
	$body = (string) gzencode( (string) file_get_contents( $file ), 6 );
	if ( is_dir( $dir ) || @mkdir( $dir, 0777, true ) || is_dir( $dir ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors
		// Written aside and renamed: a worker reading it meanwhile sees the whole copy or none.
		$temporary = $cached . '.' . getmypid() . '.tmp';
		if ( false !== file_put_contents( $temporary, $body ) ) {
			rename( $temporary, $cached );
		}
	}
	return $body;
}

// An e2e host's `php()` (eval.php): only where the host set a token for it.
if ( '/__kiosk-eval' === $kiosk_path && getenv( 'KIOSK_EVAL_TOKEN' ) ) {
	require __DIR__ . '/eval.php';
	return true;
}

if ( str_starts_with( $kiosk_path, '/wp-content/' ) ) {
	$kiosk_file = getenv( 'KIOSK_SITE_DIR' ) . $kiosk_path;
	if ( is_file( $kiosk_file ) && ! str_ends_with( $kiosk_file, '.php' ) ) {
		kiosk_send_static( $kiosk_file );
		return true;
	}
	if ( is_file( $kiosk_file ) ) {
		// A plugin's own PHP endpoint.
		chdir( dirname( $kiosk_file ) );
		require $kiosk_file;
		return true;
	}
	http_response_code( 404 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "Not found\n";
	return true;
}

$kiosk_core = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$kiosk_file = $kiosk_core . $kiosk_path;
if ( '/' !== $kiosk_path && is_file( $kiosk_file ) ) {
	if ( str_ends_with( $kiosk_file, '.php' ) ) {
		return false;
	}
	kiosk_send_static( $kiosk_file );
	return true;
}
if ( '/' !== $kiosk_path && is_dir( $kiosk_file ) && is_file( rtrim( $kiosk_file, '/' ) . '/index.php' ) ) {
	if ( ! str_ends_with( $kiosk_path, '/' ) ) {
		header( 'Location: ' . $kiosk_path . '/', true, 301 );
		return true;
	}
	$_SERVER['SCRIPT_NAME']     = $kiosk_path . 'index.php';
	$_SERVER['SCRIPT_FILENAME'] = $kiosk_file . 'index.php';
	$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
	chdir( $kiosk_file );
	require $kiosk_file . 'index.php';
	return true;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $kiosk_core . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $kiosk_core );
/*
 * Pages and REST answers go out gzipped when the client takes it, as a
 * production web server sends them (php -S compresses nothing). A removable
 * output buffer, which WordPress's own shutdown flush (wp_ob_end_flush_all)
 * ends cleanly; zlib.output_compression is not, and logs a notice there.
 * ob_gzhandler itself leaves the body alone when the client sent no
 * Accept-Encoding: gzip.
 */
ob_start( 'ob_gzhandler' );
require $kiosk_core . '/index.php';
return true;
