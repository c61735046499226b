import { fileTooLargeMessage, fileTypeMessage, UPLOAD_MAX_BYTES } from '@pelote/shared';
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { Button } from './button';

export const FILE_DROP_ZONE_TEXTS = {
  drop: 'Glissez-déposez une image ici',
  choose: 'ou cliquez pour choisir un fichier',
  replace: 'Changer la photo',
  remove: 'Retirer la photo',
  busy: 'Envoi en cours...',
  hint: (maxMb: number) => `Images uniquement, ${maxMb} MB maximum`,
} as const;

const T = FILE_DROP_ZONE_TEXTS;
const MB = 1024 * 1024;

/**
 * Why a file is refused, or null when it is accepted:
 * 'Type de fichier non supporté. Types acceptés: …' or 'Le fichier est trop volumineux. Taille maximum: {x}MB'.
 */
export function fileRejection(file: File, acceptedTypes: readonly string[], maxBytes: number): string | null {
  // A type may also be an extension ('.csv'): a spreadsheet's file comes with a type that varies by system.
  const extension = /\.[^.]+$/.exec(file.name)?.[0]?.toLowerCase() ?? '';
  if (!acceptedTypes.includes(file.type) && !acceptedTypes.includes(extension)) {
    return fileTypeMessage(acceptedTypes.join(', '));
  }
  if (file.size > maxBytes) return fileTooLargeMessage(maxBytes / MB);
  return null;
}

type FileDropZoneProps = {
  /** The field's name, shown above the zone and given to the file input. */
  label: string;
  acceptedTypes: readonly string[];
  /** The largest file taken; 5 MB unless the field says less (a shop photo: 2 MB). */
  maxBytes?: number;
  /** Called with an accepted file (only the first file of a drop or a choice is used). */
  onFile: (file: File) => void;
  /** The current image, shown as a preview with a remove button. */
  previewUrl?: string | null;
  previewAlt?: string;
  onRemove?: () => void;
  /** A failure from outside (the upload itself), shown like a refused file. */
  error?: string | null;
  /** While the file is being sent: the zone shows it and takes no new file. */
  isBusy?: boolean;
  description?: ReactNode;
  /** The invitation inside the zone, and its icon (an image by default). */
  dropText?: string;
  icon?: ReactNode;
  /** On a phone, 'choisir' opens the back camera (`accept="image/*" capture="environment"`). */
  camera?: boolean;
  /** What is done to a file before it is checked (a photo made smaller). */
  prepareFile?: (file: File) => Promise<File>;
};

/**
 * Drag-and-drop or click to choose one image (keyboard: Tab to 'choisir un fichier', Enter or
 * Space). The type and size are checked here first with the shared French messages; the server
 * checks them again.
 */
export function FileDropZone({
  label,
  acceptedTypes,
  maxBytes = UPLOAD_MAX_BYTES,
  onFile,
  previewUrl,
  previewAlt = '',
  onRemove,
  error,
  isBusy = false,
  description = T.hint(maxBytes / MB),
  dropText = T.drop,
  icon = <ImagePlus aria-hidden="true" className="size-6" />,
  camera = false,
  prepareFile,
}: FileDropZoneProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const message = rejection ?? error ?? null;

  async function take(chosen: File | undefined | null) {
    if (!chosen || isBusy) return;
    const file = prepareFile ? await prepareFile(chosen) : chosen;
    const refused = fileRejection(file, acceptedTypes, maxBytes);
    setRejection(refused);
    if (!refused) onFile(file);
  }

  const trigger = (
    <FileTrigger
      acceptedFileTypes={camera ? ['image/*'] : acceptedTypes}
      {...(camera ? { defaultCamera: 'environment' as const } : {})}
      onSelect={(files) => void take(files?.[0])}
      aria-labelledby={labelId}
      aria-describedby={message ? `${hintId} ${errorId}` : hintId}
    >
      <AriaButton
        isDisabled={isBusy}
        className="touch-target rounded text-sm font-medium text-rose-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-rose-600 data-[disabled]:opacity-60"
      >
        {previewUrl ? T.replace : T.choose}
      </AriaButton>
    </FileTrigger>
  );

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <DropZone
        aria-labelledby={labelId}
        isDisabled={isBusy}
        getDropOperation={() => (isBusy ? 'cancel' : 'copy')}
        onDrop={async (event) => {
          const first = event.items.find(isFileDropItem);
          if (first) await take(await first.getFile());
        }}
        className={({ isDropTarget, isFocusVisible }) =>
          `flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors ${
            isDropTarget ? 'border-rose-600 bg-rose-50' : message ? 'border-red-400' : 'border-stone-300'
          } ${isFocusVisible ? 'outline-2 outline-offset-2 outline-rose-600' : ''}`
        }
      >
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={previewAlt}
            className="h-32 w-full max-w-xs rounded-lg bg-stone-100 object-cover"
          />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-500">
            {icon}
          </span>
        )}
        {isBusy ? (
          <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {T.busy}
          </p>
        ) : (
          <div className="flex flex-col items-center gap-1 text-sm text-stone-600">
            {previewUrl ? null : <span>{dropText}</span>}
            {trigger}
          </div>
        )}
        {previewUrl && onRemove && !isBusy ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onPress={() => {
              setRejection(null);
              onRemove();
            }}
          >
            {T.remove}
          </Button>
        ) : null}
      </DropZone>
      <p id={hintId} className="text-sm text-stone-500">
        {description}
      </p>
      {message ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
