/** The till: opening, cash movements, X report, close (Z), and the session a sale goes into. */
export { lastClosingCash, type SaleSession, sessionForSale } from './till-session.ts';
