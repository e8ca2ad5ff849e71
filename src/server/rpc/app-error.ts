import { MESSAGES } from '@shared/messages';
import { RPC_STATUS_CODES, type RpcErrorBody, type RpcStatus } from '@shared/rpc-errors';

/** An error meant for the caller: its status picks the HTTP code and its message is shown as is. */
export class AppError extends Error {
  constructor(
    readonly status: RpcStatus,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The HTTP code of this error's status. */
  get httpCode(): (typeof RPC_STATUS_CODES)[RpcStatus] {
    return RPC_STATUS_CODES[this.status];
  }

  /** The wire body of the callable protocol. */
  toBody(): RpcErrorBody {
    return { error: { status: this.status, message: this.message } };
  }
}

/** The session outlived its account (deleted elsewhere): the caller is treated as signed out. */
export function accountGone(): never {
  throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
}
