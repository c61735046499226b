export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The admin account created on the e2e server's first start. */
export const ADMIN = { username: 'admin', password: 'admin-e2e-motdepasse' };
