/**
 * Entry for `kiosk-account` (/mein-konto/): loads the profile of the
 * logged-in user through the REST API into the account page.
 */
import { init } from './profile';

init( document );
