export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/**
 * The phone project has a server of its own, on the next port, with its own fresh database: each
 * project's specs find the data they expect, whatever the other project created before them.
 */
export const E2E_PHONE_PORT = E2E_PORT + 1;
export const E2E_PHONE_BASE_URL = `http://localhost:${E2E_PHONE_PORT}`;
/** The admin account created on the e2e server's first start. */
export const ADMIN = { username: 'admin', password: 'admin-e2e-motdepasse' };
