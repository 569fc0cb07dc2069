import type { Session } from '@shop/contract';
import { Laptop } from 'lucide-react';
import { busyButtonProps } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useShopDateTime } from '../../../components/shop-time-zone.ts';
import { useEndSessions, useSessions } from '../api/sessions.ts';

const nameOf = (session: Session) =>
  [session.browser, session.device].filter(Boolean).join(' on ') || 'Unknown device';

function DeviceRow({
  session,
  onEnd,
  busy,
}: {
  session: Session;
  onEnd: () => void;
  busy: boolean;
}) {
  const formatDateTime = useShopDateTime();
  const name = nameOf(session);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <Laptop className="size-5 shrink-0 text-base-content/70" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {name}
          {session.current ? <span className="badge badge-outline ml-2">This device</span> : null}
        </p>
        <p className="text-sm text-base-content/80">
          Last active {formatDateTime(session.lastActiveAt)}
          {session.ip ? ` · signed in from ${session.ip}` : ''}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={`Sign out ${name}, last active ${formatDateTime(session.lastActiveAt)}`}
          {...busyButtonProps(busy)}
          onClick={onEnd}
        >
          Sign out
        </button>
      )}
    </li>
  );
}

/** The account page's "Signed-in devices": every session, each ended on its own or all at once. */
export function SignedInDevices() {
  const sessions = useSessions();
  const end = useEndSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  const endOne = (id: string) => {
    if (!end.isPending) end.mutate(id);
  };

  return (
    <section
      aria-labelledby="signed-in-devices-heading"
      className="mt-6 rounded-box border border-base-300 bg-base-100 p-6"
    >
      <h2 id="signed-in-devices-heading" className="mb-1 text-xl font-semibold">
        Signed-in devices
      </h2>
      <p className="text-sm text-base-content/80">
        Where your account is signed in now. Sign out any you do not recognise.
      </p>
      {sessions.isPending ? (
        <p role="status" className="mt-3 text-sm">
          Loading your devices…
        </p>
      ) : null}
      <FormAlert tone="error" message={sessions.error?.message ?? end.error?.message} />
      <ul aria-label="Signed-in devices" className="divide-y divide-base-300">
        {list.map((session) => (
          <DeviceRow
            key={session._id}
            session={session}
            busy={end.isPending && end.variables === session._id}
            onEnd={() => endOne(session._id)}
          />
        ))}
      </ul>
      {others > 0 ? (
        <button
          type="button"
          className="btn btn-outline mt-3"
          {...busyButtonProps(end.isPending && end.variables === 'others')}
          onClick={() => endOne('others')}
        >
          Sign out everywhere else
        </button>
      ) : null}
    </section>
  );
}
