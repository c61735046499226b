import {
  MOBILE_MONEY_METHODS,
  type MobileMoneyMethod,
  PAYMENT_METHOD_LABELS,
  STATEMENT_MAX_BYTES,
  type StatementColumns,
  type StatementImport,
  type StatementRejected,
} from '@pelote/shared';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FileDropZone } from '@/components/file-drop-zone';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { StatementFailure, useSendStatement } from './reconciliation-api';
import { ColumnMapping } from './statement-column-mapping';
import { StatementErrors, StatementPreview } from './statement-preview';

export const STATEMENT_IMPORT_TEXTS = {
  title: 'Importer un relevé',
  description: (shop: string) => `Relevé de mobile money du magasin ${shop}`,
  operator: 'Opérateur',
  file: 'Relevé (CSV ou XLSX)',
  drop: 'Glissez-déposez le relevé de l’opérateur ici',
  hint: 'CSV ou XLSX exporté de l’espace marchand, 2 MB maximum',
  check: 'Vérifier',
  checking: 'Vérification...',
  confirm: 'Confirmer l’import',
  importing: 'Import...',
  cancel: 'Fermer',
  checkFirst: 'Vérifiez le relevé : le rapprochement s’affiche avant tout enregistrement.',
} as const;

const T = STATEMENT_IMPORT_TEXTS;
const TYPES = [
  '.csv',
  '.txt',
  '.xlsx',
  'text/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
const OPERATOR_OPTIONS = MOBILE_MONEY_METHODS.map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] }));

/**
 * Caisse › Rapprochement's import: choose the operator and the file, 'Vérifier' (a dry run: the
 * matching, or each line's problem, or the columns to map), then 'Confirmer l'import' under one
 * Idempotency-Key per file.
 */
export function StatementImportDialog({
  shop,
  onClose,
  onImported,
}: {
  shop: { id: number; nom: string };
  onClose: () => void;
  onImported: (answer: StatementImport) => void;
}) {
  const [operateur, setOperateur] = useState<MobileMoneyMethod>('orange_money');
  const [file, setFile] = useState<{ file: File; key: string } | null>(null);
  const [colonnes, setColonnes] = useState<StatementColumns | undefined>();
  const [preview, setPreview] = useState<StatementImport | null>(null);
  const [refusal, setRefusal] = useState<StatementRejected | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendStatement();

  function restart() {
    setPreview(null);
    setRefusal(null);
    setFailure(null);
    send.reset();
  }

  function submit(dryRun: boolean, mapping = colonnes) {
    if (!file) return;
    setFailure(null);
    send.mutate(
      {
        file: file.file,
        magasin: shop.id,
        operateur,
        colonnes: mapping,
        dryRun,
        ...(dryRun ? {} : { idempotencyKey: file.key }),
      },
      {
        onSuccess: (answer) => {
          setRefusal(null);
          if (answer.dry_run) setPreview(answer);
          else onImported(answer);
        },
        onError: (error) => {
          setPreview(null);
          setRefusal(error instanceof StatementFailure ? (error.refusal ?? null) : null);
          setFailure(error.message);
        },
      },
    );
  }

  const canConfirm = preview !== null && preview.nouvelles > 0;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={T.title}
      description={T.description(shop.nom)}
      size="lg"
      isDismissable={!send.isPending}
    >
      <ModalBody>
        <SelectField
          label={T.operator}
          options={OPERATOR_OPTIONS}
          value={operateur}
          onChange={(value) => {
            setOperateur(value as MobileMoneyMethod);
            setColonnes(undefined);
            restart();
          }}
          isRequired
        />
        <FileDropZone
          label={T.file}
          acceptedTypes={TYPES}
          maxBytes={STATEMENT_MAX_BYTES}
          onFile={(chosen) => {
            setFile({ file: chosen, key: newIdempotencyKey() });
            restart();
          }}
          dropText={file ? file.file.name : T.drop}
          description={T.hint}
          icon={<FileSpreadsheet aria-hidden="true" className="size-6" />}
          isBusy={send.isPending}
        />
        {failure ? <Alert title={failure} /> : null}
        {refusal?.erreurs?.length ? <StatementErrors errors={refusal.erreurs} /> : null}
        {refusal?.colonnes_fichier ? (
          <ColumnMapping
            headers={refusal.colonnes_fichier}
            onMapped={(mapping) => {
              setColonnes(mapping);
              submit(true, mapping);
            }}
          />
        ) : null}
        {preview ? (
          <StatementPreview answer={preview} />
        ) : (
          <p className="text-sm text-stone-600">{T.checkFirst}</p>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onPress={onClose} isDisabled={send.isPending}>
          {T.cancel}
        </Button>
        <Button
          variant={canConfirm ? 'secondary' : 'primary'}
          onPress={() => submit(true)}
          isDisabled={!file}
          isPending={send.isPending && send.variables?.dryRun === true}
          pendingLabel={T.checking}
        >
          {T.check}
        </Button>
        {canConfirm ? (
          <Button
            onPress={() => submit(false)}
            isPending={send.isPending && send.variables?.dryRun === false}
            pendingLabel={T.importing}
          >
            {T.confirm}
          </Button>
        ) : null}
      </ModalFooter>
    </Modal>
  );
}
