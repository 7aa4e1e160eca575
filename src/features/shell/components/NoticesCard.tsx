import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { NOTICE_TOPIC_HINT_LABELS, NOTICE_TOPIC_LABELS } from '../../../../domain/labels-team.ts';
import { m } from '../../../../domain/messages.ts';
import type { NoticeSetting, StoreNoticeTopic } from '../../../../domain/permissions.ts';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useOnline } from '../../../offline/online.ts';
import { myNoticesQuery, saveNotice } from '../api/notices.ts';

/** The ways a topic is heard, each a box: its label, and its accessible name with the topic. */
const WAYS = [
  { key: 'inConsole', label: m.noticeInConsole, name: m.noticeInConsoleOf },
  { key: 'byMail', label: m.noticeByMail, name: m.noticeByMailOf },
] as const;

/**
 * How the signed-in person hears of the current store's news (issue 49): for each topic their
 * role hears of, in the console and by e-mail, saved as each box is ticked. Theirs alone.
 */
export function NoticesCard() {
  const { store } = useCurrentStore();
  if (!store) return null;
  return <StoreNotices key={store.id} storeId={store.id} storeName={store.name} />;
}

function StoreNotices({ storeId, storeName }: { storeId: string; storeName: string }) {
  const queryClient = useQueryClient();
  const notices = useQuery(myNoticesQuery(storeId));
  const online = useOnline();
  // The box ticked shows ticked while it is saved; a refusal puts it back as the server has it.
  const [saving, setSaving] = useState<{ topic: StoreNoticeTopic } & NoticeSetting>();
  const save = async (topic: StoreNoticeTopic, setting: NoticeSetting) => {
    setSaving({ topic, ...setting });
    try {
      await saveNotice(queryClient, { storeId, topic, ...setting });
      toast.success(m.noticeSaved({ topic: labelOf(NOTICE_TOPIC_LABELS, topic) }));
    } catch (error) {
      toast.error(errorText(error, m.somethingWentWrong()));
    } finally {
      setSaving(undefined);
    }
  };
  return (
    <Card aria-labelledby="notices" className="flex flex-col gap-3">
      <h2 id="notices" className="text-lg font-semibold">
        {m.noticeSettingsTitle({ store: storeName })}
      </h2>
      <p className="text-sm text-soft">{m.noticeSettingsIntro()}</p>
      {!online && <p className="text-sm text-soft">{m.noticeNeedsConnection()}</p>}
      <QueryState
        query={notices}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-soft">{m.noticeSettingsNone()}</p>}
        error={(message) => m.noticeSettingsFetchError({ message })}
      >
        {(list) => (
          <ul className="flex flex-col gap-2">
            {list.map((shown) => {
              const n = saving?.topic === shown.topic ? saving : shown;
              const topic = labelOf(NOTICE_TOPIC_LABELS, n.topic);
              const disabled = saving !== undefined || !online;
              return (
                <li key={n.topic} className="rounded-md border border-line p-3">
                  <p className="font-medium">{topic}</p>
                  <p className="text-xs text-muted">{labelOf(NOTICE_TOPIC_HINT_LABELS, n.topic)}</p>
                  <div className="mt-1 flex flex-wrap gap-x-6">
                    {WAYS.map(({ key, label, name }) => (
                      <label key={key} className="tap-target flex items-center gap-2">
                        <input
                          type="checkbox"
                          className="size-5 accent-brand"
                          aria-label={name({ topic })}
                          checked={n[key]}
                          disabled={disabled}
                          onChange={(e) =>
                            void save(n.topic, {
                              inConsole: n.inConsole,
                              byMail: n.byMail,
                              [key]: e.target.checked,
                            })
                          }
                        />
                        {label()}
                      </label>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
