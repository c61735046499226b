import type { BarcodeFormat } from 'barcode-detector/ponyfill';
import { useEffect, useRef, useState } from 'react';
import { createDetector } from '@/lib/barcode/detector';
import { Alert } from './alert';
import { Button } from './button';
import { Modal, ModalBody, ModalFooter } from './modal';

export const BARCODE_CAMERA_TEXTS = {
  title: 'Scanner un code-barres',
  starting: 'Ouverture de la caméra...',
  aim: 'Visez le code-barres : il est lu tout seul.',
  denied:
    'Accès à la caméra refusé. Autorisez la caméra pour Pelote dans le navigateur, ou saisissez le code.',
  unavailable: 'Aucune caméra disponible sur cet appareil : saisissez le code-barres.',
  failed: 'La caméra ou le lecteur de codes-barres n’a pas pu démarrer : saisissez le code-barres.',
  video: 'Image de la caméra',
  done: 'Terminer',
} as const;

const T = BARCODE_CAMERA_TEXTS;

/** The camera image is read this often (a phone's processor stays cool, a label is still read at once). */
const READ_EVERY_MS = 150;

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable' | 'failed';

function failureState(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'unavailable';
  return 'failed';
}

type BarcodeCameraSheetProps = {
  /** Every value read, with the number of the image it was read in (the caller filters misreads and repeats). */
  onRead: (rawValue: string, frame: number) => void;
  onClose: () => void;
  /** The last scan's outcome, said under the image ('Trouvé : …'). */
  status: string | null;
  /** What it reads: the goods' barcodes unless told (a ticket's QR code). */
  formats?: readonly BarcodeFormat[];
  /** Its title and what it asks for, when it reads something else than the goods' barcodes. */
  texts?: { title: string; aim: string };
};

/**
 * The camera view (a sheet from the bottom on a phone): the back camera's image, read every
 * READ_EVERY_MS by a BarcodeDetector (the browser's, else the WebAssembly one). The camera is
 * released when the sheet closes. Loaded on first use only.
 */
export function BarcodeCameraSheet({ onRead, onClose, status, formats, texts }: BarcodeCameraSheetProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const latestOnRead = useRef(onRead);
  latestOnRead.current = onRead;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      const detector = await createDetector(formats);
      const element = video.current;
      if (stopped || !element) return release();
      element.srcObject = stream;
      try {
        await element.play();
      } catch {
        // Autoplay of a muted inline video is allowed; a refusal only delays the first image.
      }
      setState('scanning');
      let frame = 0;
      const read = async () => {
        if (stopped) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          frame += 1;
          try {
            const seen = await detector.detect(element);
            for (const barcode of seen) latestOnRead.current(barcode.rawValue, frame);
          } catch {
            // A frame the decoder could not take: the next one will do.
          }
        }
        if (!stopped) timer = setTimeout(read, READ_EVERY_MS);
      };
      void read();
    }

    start().catch((error: unknown) => {
      release();
      if (!stopped) setState(failureState(error));
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      release();
    };
    // The formats are the caller's constant: the camera starts once per opening.
  }, [formats]);

  const problem = state === 'denied' || state === 'unavailable' || state === 'failed' ? T[state] : null;
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={texts?.title ?? T.title}>
      <ModalBody>
        {problem ? (
          <Alert tone="warning">{problem}</Alert>
        ) : (
          <div className="relative overflow-hidden rounded-xl bg-stone-900">
            <video
              ref={video}
              aria-label={T.video}
              className="aspect-[4/3] max-h-[50dvh] w-full object-cover"
              muted
              playsInline
            />
            {/* The aiming frame: a wide band across the middle, where a barcode fits. */}
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-[10%] top-1/4 h-1/2 rounded-lg border-2 border-white/90 shadow-[0_0_0_100vmax_rgb(0_0_0/0.3)]"
            />
          </div>
        )}
        <p aria-live="polite" className="text-sm text-stone-700">
          {status ?? (state === 'starting' ? T.starting : problem ? null : (texts?.aim ?? T.aim))}
        </p>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close">
          {T.done}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
