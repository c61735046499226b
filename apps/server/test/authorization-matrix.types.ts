import { type Action, can } from '@pelote/shared';

/** Types of the authorization matrix and the four usual shapes of "who may call". */

/** The bytes of a PNG as the uploads judge it (its signature), for the upload rows. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
export const PRINCIPALS = ['anonymous', 'gerantA', 'gerantB', 'direction'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export const ALLOWED = 'allowed';
export type Expected = number | typeof ALLOWED;
export type Expectations = Record<Principal, Expected>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The catalogue types whose routes the matrix covers, by their key in ARTICLE_KINDS. */
export type ArticleKey = 'laine' | 'accessoire' | 'habit' | 'trousse' | 'kit' | 'machine' | 'composant';

/** What the rows' requests may use; built once per test run (see authorization.test.ts). */
export type MatrixFixtures = {
  shopA: number;
  shopB: number;
  /** The user id of gerantA. */
  gerantAId: number;
  /** A client, and one article of each type, all present. */
  clientId: number;
  articles: Record<ArticleKey, number>;
  /** The name of a photo uploaded by direction (GET /api/Magasins/photos/{name}). */
  photoName: string;
  /** The name of a photo file of DATA_DIR/uploads, from before photos moved (GET /uploads/{name}). */
  uploadName: string;
  /** A user nobody else signs in as: its credentials, for the sign-in and refresh rows. */
  spare: { username: string; password: string };
  /** A new number on each call, for unique usernames and e-mails. */
  unique: () => number;
  /** Resources a destructive call may consume (one per call, so callers do not disturb each other). */
  freshShop: () => Promise<number>;
  freshUser: () => Promise<number>;
  freshClient: () => Promise<number>;
  freshArticle: (kind: ArticleKey) => Promise<number>;
  /** A new session of the spare user (its refresh token). */
  freshRefreshToken: () => Promise<string>;
  /**
   * A call made as direction, to set up what a row needs (add stock, record a sale...); throws
   * unless the answer is 2xx. Answers the parsed JSON body. `headers` go with it (a multipart body's
   * content type).
   */
  asDirection: (
    method: HttpMethod,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<unknown>;
};

export type MatrixRequest = {
  /** Values of the path's `:params`. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body with one file. */
  file?: {
    field: string;
    filename: string;
    contentType: string;
    bytes: Buffer;
    fields?: Record<string, string>;
  };
};

/**
 * What a read a gerant may make holds of a shop's data, for the check that a gerant never reads
 * another shop's (authorization.test.ts, with data in both shops):
 * - 'shared': nothing of a shop (the catalogue, the client base, one's own account, public files);
 * - 'named': the one shop or record named in the path, which shop B's gerant is refused above;
 * - `rows`: the shop id of each row of the answer (every one must be the gerant's shop);
 * - `figures`: figures of the reader's shop: the gerant's answer is direction's for that shop
 *   (`narrow: 'magasin'`, direction asking with ?magasin=) and differs from direction's for every shop
 *   (`narrow: 'none'`, the route has no shop filter: only the difference is checked).
 */
export type ShopScope =
  | 'shared'
  | 'named'
  | { rows: (body: unknown) => number[] }
  | { figures: true; narrow: 'magasin' | 'none' };

/** The shop id of each row of a page whose rows carry `magasin: { id }` (or `magasin: id`). */
export const pageRows = (body: unknown): number[] =>
  (body as { results: { magasin: number | { id: number } | null }[] }).results.flatMap((row) =>
    row.magasin === null ? [] : [typeof row.magasin === 'number' ? row.magasin : row.magasin.id],
  );
export const FIGURES: ShopScope = { figures: true, narrow: 'magasin' };

export type MatrixRow = {
  method: HttpMethod;
  /** The path as registered (with the /api prefix and any trailing slash). */
  path: string;
  expect: Expectations;
  request?: (fixtures: MatrixFixtures) => MatrixRequest | Promise<MatrixRequest>;
  /** The call ends or rotates the caller's session: make it with a new sign-in of the same user. */
  freshSession?: boolean;
  /** Required on every GET a gerant may make: see ShopScope. */
  scope?: ShopScope;
};

// ---- Who may call: the four usual shapes ------------------------------------------------------

/** Public: the same answer for everyone. */
export const everyone = (status: Expected): Expectations => ({
  anonymous: status,
  gerantA: status,
  gerantB: status,
  direction: status,
});
/** Any signed-in user. */
export const signedIn = (status: Expected): Expectations => ({
  anonymous: 401,
  gerantA: status,
  gerantB: status,
  direction: status,
});
/**
 * Those whose role the shared PERMISSIONS table names for `action` (the server reads the same
 * table): the others signed in are refused (403), the anonymous 401.
 */
export const permitted = (action: Action, status: Expected): Expectations => ({
  anonymous: 401,
  gerantA: can('gerant', action) ? status : 403,
  gerantB: can('gerant', action) ? status : 403,
  direction: can('direction', action) ? status : 403,
});
/** Shop A's data: its gerant and direction; the gerant of shop B is refused (lib/shop-scope.ts). */
export const shopA = (status: Expected): Expectations => ({
  anonymous: 401,
  gerantA: status,
  gerantB: 403,
  direction: status,
});

// ---- Reads of shop A: the two usual rows ------------------------------------------------------

/** Shop A's rows asked for by ?magasin=, all on one page. */
export const wholePageOfA = (f: MatrixFixtures): MatrixRequest => ({
  query: { magasin: f.shopA, page_size: 100 },
});

/**
 * A GET of a page of shop A's rows (by default asked for with ?magasin=): shop A's gerant and
 * direction read it, and each row a gerant gets must be of their shop.
 */
export const shopAPage = (
  path: string,
  request: NonNullable<MatrixRow['request']> = (f) => ({ query: { magasin: f.shopA } }),
): MatrixRow => ({ method: 'GET', path, expect: shopA(200), request, scope: { rows: pageRows } });

/** A GET of one record of shop A, named in the request: shop A's gerant and direction read it. */
export const shopARecord = (path: string, request: NonNullable<MatrixRow['request']>): MatrixRow => ({
  method: 'GET',
  path,
  expect: shopA(200),
  request,
  scope: 'named',
});
