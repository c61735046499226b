import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { Mailer } from '../../lib/mailer.ts';

/** What the sign-in routes and the account routes beside them are registered with. */
export type AuthRoutesOptions = { db: Db; config: Config; jwtSecret: string; mailer: Mailer };
