import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js';
import { PNG } from 'pngjs';

// A fake camera for Chromium (--use-file-for-fake-video-capture): a YUV4MPEG2 file filming a
// barcode, made here without ffmpeg — bwip-js draws the barcode as a PNG, pngjs decodes it, and the
// image is written centred on a white 640 × 480 frame in the 4:2:0 planes the format wants.

const WIDTH = 640;
const HEIGHT = 480;
/** A few identical frames: Chromium plays the file in a loop. */
const FRAMES = 5;

/** Chromium's flags for a camera that films `file`, the permission prompt answered yes. */
export function fakeCameraArgs(file: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/** The luma of each pixel of the PNG, composed over white. */
function luma(png: PNG): (x: number, y: number) => number {
  return (x, y) => {
    const i = (y * png.width + x) * 4;
    const [r = 255, g = 255, b = 255, a = 255] = png.data.subarray(i, i + 4);
    const value = 0.299 * r + 0.587 * g + 0.114 * b;
    return Math.round((value * a + 255 * (255 - a)) / 255);
  };
}

/** One frame's Y, U and V planes: the image centred on white, no colour (U = V = 128). */
function framePlanes(png: PNG): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - png.width) / 2);
  const top = Math.floor((HEIGHT - png.height) / 2);
  const read = luma(png);
  for (let row = 0; row < png.height; row++) {
    for (let column = 0; column < png.width; column++) {
      y[(top + row) * WIDTH + left + column] = read(column, row);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([y, chroma]);
}

/** The .y4m bytes of a camera filming `code` drawn as `bcid`. */
async function filmOf(code: string, bcid: string): Promise<Buffer> {
  const image = await bwipjs.toBuffer({
    bcid,
    text: code,
    scale: 3,
    height: 25,
    includetext: bcid !== 'qrcode',
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
  const png = PNG.sync.read(image);
  if (png.width > WIDTH || png.height > HEIGHT)
    throw new Error(`fakeCameraFile: ${png.width}×${png.height} is too large`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), framePlanes(png)]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

const CAMERA_FOLDER = path.join(tmpdir(), 'pelote-e2e-camera');

/**
 * Writes `file` as a camera filming `code`: written aside, then renamed, so Chromium never reads a
 * half-written film. Chromium opens the file each time a page starts the camera, so a test may film
 * another code (a sale's number known only once it is made) before the camera opens.
 */
export async function filmCode(file: string, code: string, bcid = 'ean13'): Promise<void> {
  const bytes = await filmOf(code, bcid);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** A camera file of this worker process's own, for a test that films several codes in turn. */
export const workerCameraFile = () => path.join(CAMERA_FOLDER, `worker-${process.pid}.y4m`);

/**
 * Writes (once per code) a .y4m of `code` drawn as `bcid` (bwip-js's name: 'ean13', 'code128'...)
 * under the system's temporary folder, and answers its path. The desktop and phone workers run at
 * once: each writes aside and renames, so neither hands Chromium a file the other is writing.
 */
export async function fakeCameraFile(code: string, bcid = 'ean13'): Promise<string> {
  const file = path.join(CAMERA_FOLDER, `${bcid}-${code.replace(/[^\w-]/g, '_')}.y4m`);
  if (!existsSync(file)) await filmCode(file, code, bcid);
  return file;
}
