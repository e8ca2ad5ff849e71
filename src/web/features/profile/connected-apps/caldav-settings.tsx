import { caldavAddress } from './app-password-texts';
import { CopyButton } from './copy-button';

const TERM = 'text-sm font-semibold text-slate-600 dark:text-slate-300';
const VALUE = 'mt-0.5 break-all font-mono text-slate-900 select-all dark:text-slate-100';

/** What a CalDAV client asks for: this server's /dav/ address, the account's e-mail and an app password. */
export function CaldavSettings({ email }: { email: string }) {
  const address = caldavAddress(window.location.origin);
  return (
    <dl className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800">
      <div>
        <dt className={TERM}>CalDAV address</dt>
        <dd className="flex flex-wrap items-center justify-between gap-2">
          <span className={VALUE}>{address}</span>
          <CopyButton text={address} label="Copy address" />
        </dd>
      </div>
      <div>
        <dt className={TERM}>User name</dt>
        <dd className={VALUE}>{email}</dd>
      </div>
      <div>
        <dt className={TERM}>Password</dt>
        <dd className="mt-0.5 text-slate-900 dark:text-slate-100">An app password made below</dd>
      </div>
    </dl>
  );
}
