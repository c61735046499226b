import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries beside helmet's:
 * - `Permissions-Policy`: the page may use the camera (the barcode scanner) and the share sheet
 *   ('Partager' an invoice), for itself only; every other powerful feature is off.
 * - `Cache-Control: no-store` on an API answer that did not say how it may be kept: the answers
 *   carry clients, sales, users and stock, which no shared or browser cache may keep. A route that
 *   may be kept says so itself (the nationalities, a photo), and a file sets its own.
 */

const ALLOWED = ['camera', 'web-share'];
const REFUSED = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [
  ...ALLOWED.map((feature) => `${feature}=(self)`),
  ...REFUSED.map((feature) => `${feature}=()`),
].join(', ');

export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
