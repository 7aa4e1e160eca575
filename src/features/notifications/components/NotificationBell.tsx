import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { m } from '../../../../domain/messages.ts';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../../../components/ui/menu.tsx';
import { notificationsQueryOptions } from '../api/notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-read.ts';
import { formatDateTime } from '../../../../domain/dates.ts';
import { usePopoverMadeOnUse } from '../../../components/ui/made-on-use.ts';
import { queryClient } from '../../../lib/query-client.ts';

/**
 * The top bar's bell: unread count, the newest notifications, mark as read; a notification with
 * a screen (a new order, a complaint, a cancelled item) opens it.
 */
export function NotificationBell() {
  const feed = useQuery(notificationsQueryOptions());
  // Made on first use (decision 077): a plain button of the same look until then.
  const { open, setOpen, standIn } = usePopoverMadeOnUse();
  const unread = feed.data?.unreadCount ?? 0;
  const label = unread ? m.notificationsUnread({ count: unread }) : m.notifications();
  const face = (
    <>
      <Bell aria-hidden className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute top-1.5 right-1.5 grid min-w-5 place-items-center rounded-full bg-notice px-1 text-xs font-semibold text-on-notice"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
  if (open === null)
    return (
      <button type="button" aria-label={label} className={TRIGGER} {...standIn}>
        {face}
      </button>
    );
  return (
    <PopoverRoot open={open} onOpenChange={setOpen}>
      <PopoverTrigger aria-label={label} className={TRIGGER}>
        {face}
      </PopoverTrigger>
      <Feed close={() => setOpen(false)} />
    </PopoverRoot>
  );
}

const TRIGGER =
  'relative inline-flex size-11 items-center justify-center rounded-md text-soft hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand';

/** The popover's content: made with the popover, on first use. */
function Feed({ close }: { close(): void }) {
  const feed = useQuery(notificationsQueryOptions());
  const unread = feed.data?.unreadCount ?? 0;
  const markRead = useMarkNotificationsRead();
  const router = useRouter();
  return (
    <PopoverContent aria-label={m.notifications()}>
      <div className="flex items-center justify-between border-b border-line px-3 py-2">
        <h2 className="text-sm font-semibold">{m.notifications()}</h2>
        {unread > 0 && (
          <button
            type="button"
            className="tap-target text-sm text-link"
            onClick={() => markRead.mutate(undefined)}
          >
            {m.markAllRead()}
          </button>
        )}
      </div>
      <div className="max-h-96 overflow-y-auto">
        {feed.isPending ? (
          <p className="p-3 text-sm">{m.loading()}</p>
        ) : feed.isError ? (
          <p className="p-3 text-sm text-danger">{m.errorLoadingData()}</p>
        ) : feed.data.items.length === 0 ? (
          <p className="p-3 text-sm text-muted">{m.notificationsEmpty()}</p>
        ) : (
          <ul>
            {feed.data.items.map((n) => (
              <li key={n.id} className="border-b border-line px-3 py-2 last:border-0">
                <button
                  type="button"
                  className="w-full text-left"
                  onClick={() => {
                    if (!n.read) markRead.mutate([n.id]);
                    if (n.link) {
                      close();
                      router.history.push(n.link);
                    }
                  }}
                >
                  <span className="flex items-center gap-2 text-sm font-medium">
                    {!n.read && (
                      <span
                        className="size-2 shrink-0 rounded-full bg-notice"
                        aria-label={m.unread()}
                      />
                    )}
                    {n.title}
                  </span>
                  {n.body && (
                    <span className="block text-sm text-muted wrap-anywhere">{n.body}</span>
                  )}
                  <span className="block text-xs text-muted">{formatDateTime(n.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PopoverContent>
  );
}

/** The feed is asked for in a task before the bell's first render (decision 077). */
NotificationBell.prepare = () => void queryClient.prefetchQuery(notificationsQueryOptions());
