/**
 * Business constants and limits.
 * Durations carry their unit in the name: `_MS` milliseconds, `_S` seconds.
 */

export const PRODUCT_NAME = 'Pelote';

// HTTP and session
export const API_BASE = '/api';
export const HTTP_TIMEOUT_MS = 10_000;
/** Default authentication timeout: 30 minutes. */
export const AUTH_TIMEOUT_MS = 30 * 60_000;
export const ACCESS_TOKEN_TTL_S = 86_400;
export const REFRESH_TOKEN_TTL_S = 30 * 86_400;
export const COOKIE_ACCESS = 'access_token';
export const COOKIE_REFRESH = 'refresh_token';
/** Pages of the web app that e-mailed links open (token in the `token` query parameter). */
export const VERIFY_EMAIL_PATH = '/verify-email';
export const RESET_PASSWORD_PATH = '/reinitialiser-mot-de-passe';

// Browser storage keys
export const USER_DATA_KEY = 'user_data';
export const SESSION_EXPIRES_KEY = 'session_expires_at';
export const SELECTED_SHOP_KEY = 'selected_shop';

// Screens
export const LOGIN_ERROR_DISMISS_MS = 5000;
export const PAGE_SIZE = 5;
/** How many page numbers the pagination control shows at once. */
export const PAGER_WINDOW = 5;
export const SHOP_SELECTOR_CLOSE_DELAY_MS = 200;
export const DASHBOARD_RECENT_SALES = 3;
export const DASHBOARD_LOW_STOCK = 3;
export const CLIENT_TOP_ARTICLES = 5;

// Sales
/** The most lines one sale (or one discount approval asked for it) may hold. */
export const SALE_LINES_MAX = 200;

// Uploads
export const SHOP_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

// Till
/** A deposit (bank, head office) still in transit this long after its cash-out shows on direction's dashboard. */
export const DEPOSIT_LATE_HOURS = 48;

// Stock
/**
 * The largest quantity one line may carry (a sale line, a stock addition or entry, a threshold, a
 * pouch component): far above any real delivery, far below the database's integer limit.
 */
export const QUANTITY_MAX = 1_000_000;
export const DEFAULT_STOCK_THRESHOLD = 5;
export const STOCK_THRESHOLD_MIN = 0;
export const ADD_STOCK_QUANTITY_MIN = 1;
export const ADD_STOCK_DEFAULT_QUANTITY = 1;
/** The sale form highlights a stock at or below this quantity. */
export const LOW_STOCK_HIGHLIGHT = 5;
/** Alert level: quantity / threshold at most this is critical ('Stock critique'). */
export const CRITICAL_RATIO = 0.5;
/** Alert level: quantity / threshold at most this (and above CRITICAL_RATIO) is a warning ('Stock bas'). */
export const WARNING_RATIO = 1;

// Users
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 150;
export const EMAIL_MAX = 254;
export const NAME_MAX = 150;
export const PASSWORD_MIN_USER = 8;
export const PASSWORD_MIN_LOGIN = 6;
/** Country code (ISO 3166-1 alpha-2) of the default nationality: France. */
export const DEFAULT_NATIONALITY = 'FR';

// Money and time
export const CURRENCY_CODE = 'XOF';
export const CURRENCY_LABEL = 'FCFA';
/** Dates are shown in the shops' time zone (Côte d'Ivoire, UTC+0 all year). */
export const SHOP_TIME_ZONE = 'Africa/Abidjan';

/**
 * GET the server's readiness (public): `{ status, database }`, 503 when the database does not
 * answer — what a load balancer routes by. `HEALTH_PATH/live` is the liveness: 200 whenever the
 * process answers, with the same body — what a supervisor restarts by.
 */
export const HEALTH_PATH = '/health';
