import {
  RECONCILIATION_MESSAGES,
  STATEMENT_FILE_FIELD,
  type StatementImportFields,
  statementImportFieldsSchema,
} from '@pelote/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { uploadedFile } from '../../lib/uploads.ts';
import { readStatementFile, type StatementFile } from './statement-file.ts';

/**
 * What an import reads before its transaction opens: the multipart fields (`operateur`, `magasin`,
 * optional `colonnes`, a JSON mapping) checked by their shared schema, and the file, read and
 * recognised by its content. Any refusal here is a 4xx before anything is looked up or written.
 */

export type StatementUpload = { fields: StatementImportFields; file: StatementFile };

export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  const upload = await uploadedFile(request, STATEMENT_FILE_FIELD, {
    noFile: RECONCILIATION_MESSAGES.noFile,
    tooLarge: RECONCILIATION_MESSAGES.tooLarge,
  });
  const parsed = statementImportFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      errors[key] ??= issue.message;
    }
    throw badRequest(Object.values(errors)[0] ?? RECONCILIATION_MESSAGES.noFile, errors);
  }
  return { fields: parsed.data, file: await readStatementFile(upload.bytes) };
}
