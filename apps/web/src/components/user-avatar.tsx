import type { SessionUser } from '../lib/session.tsx';

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

/** Decorative avatar: the surrounding link or text names the person. */
export function UserAvatar({ user, className }: { user: SessionUser | null; className: string }) {
  return (
    <img
      src={user?.imageUrl || AVATAR_PLACEHOLDER}
      alt=""
      width={40}
      height={40}
      className={`rounded-full bg-base-200 object-cover ${className}`}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(AVATAR_PLACEHOLDER)) {
          event.currentTarget.src = AVATAR_PLACEHOLDER;
        }
      }}
    />
  );
}
