import { ARTICLE_MESSAGES } from '@pelote/shared';
import { ScanBarcode } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { lookupBarcode, type ScannedArticle } from '@/lib/barcode/barcode-api';
import { signalScan } from '@/lib/barcode/scan-feedback';
import { createScanFilter } from '@/lib/barcode/scan-filter';
import { useSession } from '@/lib/session';
import { Alert } from './alert';
import { BarcodeAssociateDialog } from './barcode-associate-dialog';
import { Button } from './button';

// The camera view and its decoder are fetched only when 'Scanner' is first pressed.
const BarcodeCameraSheet = lazy(() =>
  import('./barcode-camera-sheet').then((module) => ({ default: module.BarcodeCameraSheet })),
);

export const BARCODE_FIELD_TEXTS = {
  label: 'Code-barres',
  placeholder: 'Scanner ou saisir un code-barres',
  scan: 'Scanner',
  searching: 'Recherche du code-barres...',
  found: (nom: string) => `Trouvé : ${nom}`,
  unknown: (code: string) => `Code inconnu : ${code}`,
  associate: 'Associer à un produit',
  invalid: ARTICLE_MESSAGES.barcodeInvalid,
  checkDigit: (code: string) => `${ARTICLE_MESSAGES.barcodeCheckDigit} (${code})`,
  failed: 'Erreur lors de la recherche du code-barres : ',
  /** Said by a screen that only takes what the shop holds (the sale). */
  notInShop: (nom: string) => `${nom} : aucun stock dans ce magasin`,
} as const;

const T = BARCODE_FIELD_TEXTS;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export type BarcodeFieldProps = {
  /**
   * What the screen does with a scanned article (add a line, count one more...); it may answer the
   * sentence to show ('Compté : 3'), else 'Trouvé : {nom}' is shown.
   */
  onArticle: (article: ScannedArticle) => string | undefined | Promise<string | undefined>;
  /**
   * The shop whose quantity and lots come with the article; without a network, its copy kept on
   * the device for selling offline answers the scan (without a shop, any shop's copy there).
   */
  magasin?: number | null;
  /** The camera view closes after one article (a form that takes a single product). */
  single?: boolean;
  isDisabled?: boolean;
  className?: string;
};

/**
 * 'Code-barres': the field a hand scanner types into (a code then Enter), and 'Scanner', the phone's
 * camera. Both go through the same gate (check digit, a code read again within 1.5 s ignored), beep,
 * then ask the server for the article. Scans are handled one after the other, in the order read. An
 * unknown code says so; direction may then give it to a product ('Associer à un produit').
 */
export function BarcodeField({
  onArticle,
  magasin,
  single = false,
  isDisabled,
  className = '',
}: BarcodeFieldProps) {
  const inputId = useId();
  const { user } = useSession();
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [unknown, setUnknown] = useState<string | null>(null);
  const [associating, setAssociating] = useState(false);
  const filter = useRef(createScanFilter());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const offline = user ? { userId: user.id } : undefined;
  const latest = useRef({ onArticle, magasin, single, offline });
  latest.current = { onArticle, magasin, single, offline };

  async function find(code: string) {
    setOutcome({ tone: 'success', text: T.searching });
    try {
      const answer = await lookupBarcode(code, latest.current.magasin, latest.current.offline);
      if (!answer.found) {
        setOutcome(null);
        setUnknown(code);
        setCamera(false);
        return;
      }
      setUnknown(null);
      const said = await latest.current.onArticle(answer.article);
      setOutcome({ tone: 'success', text: said ?? T.found(answer.article.nom) });
      if (latest.current.single) setCamera(false);
    } catch (error) {
      setOutcome({ tone: 'error', text: `${T.failed}${error instanceof Error ? error.message : ''}` });
    }
  }

  /** `frame`: the camera image it was read in; none when typed. */
  function read(raw: string, frame?: number) {
    const verdict = filter.current(raw, frame);
    if (verdict.kind === 'invalid') {
      if (frame === undefined && verdict.code !== '')
        setOutcome({
          tone: 'error',
          text: verdict.problem === 'checkDigit' ? T.checkDigit(verdict.code) : T.invalid,
        });
      return;
    }
    if (verdict.kind === 'repeat') return;
    signalScan();
    queue.current = queue.current.then(() => find(verdict.code));
  }

  return (
    <div className={`flex min-w-0 flex-col gap-2 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {T.label}
      </label>
      <div className="flex gap-2">
        {/* No width of its own (w-0): inside a fieldset, whose width is at least its content's, a
            text field's default 20 characters beside 'Scanner' would overflow a 360 px phone. */}
        <input
          id={inputId}
          value={text}
          disabled={isDisabled}
          placeholder={T.placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          className="h-11 w-0 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 sm:text-sm"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // A hand scanner ends its code with Enter: it is a scan, never the form's submit.
            event.preventDefault();
            // The field's own value: a scanner types faster than the screen redraws.
            read(event.currentTarget.value);
            setText('');
          }}
        />
        <Button
          variant="secondary"
          className="h-11 shrink-0"
          isDisabled={isDisabled}
          icon={<ScanBarcode aria-hidden="true" className="size-5" />}
          onPress={() => setCamera(true)}
        >
          {T.scan}
        </Button>
      </div>
      {outcome ? (
        <p
          aria-live="polite"
          className={`text-sm break-words ${outcome.tone === 'error' ? 'text-red-700' : 'text-stone-700'}`}
        >
          {outcome.text}
        </p>
      ) : null}
      {unknown ? (
        <Alert tone="warning" title={T.unknown(unknown)}>
          {user?.role === 'direction' ? (
            <Button variant="secondary" size="sm" className="mt-1" onPress={() => setAssociating(true)}>
              {T.associate}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {camera ? (
        <Suspense fallback={null}>
          <BarcodeCameraSheet onRead={read} onClose={() => setCamera(false)} status={outcome?.text ?? null} />
        </Suspense>
      ) : null}
      {associating && unknown ? (
        <BarcodeAssociateDialog
          code={unknown}
          onClose={() => setAssociating(false)}
          onAssociated={() => {
            const code = unknown;
            setAssociating(false);
            setUnknown(null);
            queue.current = queue.current.then(() => find(code));
          }}
        />
      ) : null}
    </div>
  );
}
