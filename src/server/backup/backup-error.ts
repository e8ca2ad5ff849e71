/**
 * A backup or restore that cannot go ahead, for a reason the operator can act on. The CLI prints the message as
 * one line and exits with 1; anything else that is thrown is a bug, reported the same way but without a trace.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
