// The printing helper is shared with the credit notes: it lives in lib/.
export { printElement } from '@/lib/print-element';
