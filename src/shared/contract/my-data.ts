import { z } from 'zod';
import { MESSAGES } from '../messages';
import { madeOnce } from './change-id';
import { MY_DATA_FORMAT, MY_DATA_VERSION, myDataFileSchema } from './my-data-file';
import { noInput } from './profile';

/** Why a value is not a data file of a version this build reads, or null when its header is one. */
function headerProblem(value: unknown): string | null {
  const header = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (header.format !== MY_DATA_FORMAT || Array.isArray(value)) {
    return MESSAGES.importNotAislewise;
  }
  const { version } = header;
  if (typeof version === 'number' && Number.isInteger(version) && version > MY_DATA_VERSION) {
    return MESSAGES.importNewerVersion(version);
  }
  return version === MY_DATA_VERSION ? null : MESSAGES.importUnknownVersion;
}

/**
 * Checks an uploaded data file's header: a file from elsewhere or from a newer version is refused as such.
 * The rest is read by the server a part at a time (readDataFileInTurns), naming the first problem with where
 * it is in the file, so a large file never holds up other requests while it is checked.
 */
function readMyDataFile(value: unknown, ctx: z.RefinementCtx): unknown {
  const problem = headerProblem(value);
  if (problem !== null) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return value;
}

/** What an import added, and what it left alone because this account already had it. */
const importCountsSchema = z.object({
  lists: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
  meals: z.number().int().nonnegative(),
  planEntries: z.number().int().nonnegative(),
  stores: z.number().int().nonnegative(),
  categoryCorrections: z.number().int().nonnegative(),
  skipped: z.object({
    meals: z.number().int().nonnegative(),
    stores: z.number().int().nonnegative(),
    planEntries: z.number().int().nonnegative(),
  }),
});
/** What importMyData answers: the rows it added, and what it skipped because the account had them. */
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const myDataContracts = {
  /** Everything the caller keeps here, as one data file (see docs/data-export.md). */
  exportMyData: { input: noInput, output: myDataFileSchema },
  /**
   * Adds a data file's lists, items, meals, plan, stores and corrections to the caller's account, all or
   * nothing. `file` is the parsed JSON of the file; a file that is not one, or is newer, is refused by name.
   */
  importMyData: {
    input: z.object({ file: z.unknown().transform(readMyDataFile), ...madeOnce }),
    output: importCountsSchema,
  },
} as const;
