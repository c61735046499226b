import type { StatementProblem } from '@pelote/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * A statement refused before anything is written (400): its French `detail`, each line's problem
 * (`erreurs`: `{ ligne, detail }`) and, when its columns were not recognised, the file's headers
 * (`colonnes_fichier`) for the column-mapping step.
 */
export class StatementRejected extends AppError {
  constructor(detail: string, fields: { erreurs?: StatementProblem[]; colonnes_fichier?: string[] } = {}) {
    super('validation', detail, undefined, { fields });
  }
}
