import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../domain/dates.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { activityQueryOptions } from '../api/team.ts';

/**
 * What the store's people did, newest first (decision 051): item moves, stock and price changes
 * and team changes under each one's name; the owner keeps one member's with the filter.
 */
interface Person {
  userId: string;
  email: string;
  name?: string | null;
}

export function ActivityCard({
  storeId,
  members,
  formerMembers,
}: {
  storeId: string;
  members: Person[];
  /** People removed from the team: their past actions are still the store's to read. */
  formerMembers: Person[];
}) {
  const [memberId, setMemberId] = useState('');
  const activity = useInfiniteQuery(activityQueryOptions(storeId, memberId || null));
  return (
    <Card aria-labelledby="team-activity" className="flex flex-col gap-3">
      <h2 id="team-activity" className="text-lg font-semibold">
        {m.storeActivity()}
      </h2>
      <p className="text-sm text-soft">{m.storeActivityIntro()}</p>
      <SelectField
        label={m.activityOf()}
        name="activityOf"
        value={memberId}
        onChange={(event) => setMemberId(event.currentTarget.value)}
      >
        <option value="">{m.activityEveryone()}</option>
        {members.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name || member.email}
          </option>
        ))}
        {formerMembers.map((former) => (
          <option key={former.userId} value={former.userId}>
            {m.activityFormerMember({ name: former.name || former.email })}
          </option>
        ))}
      </SelectField>
      <QueryState
        query={activity}
        isEmpty={(data) => data.pages[0]!.items.length === 0}
        empty={<p className="text-soft">{m.activityNone()}</p>}
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-2" aria-label={m.storeActivity()}>
              {data.pages.flatMap((page) =>
                page.items.map((entry) => (
                  <li
                    key={entry.id}
                    data-testid="activity-entry"
                    className="flex flex-col gap-0.5 rounded-md border border-line p-3"
                  >
                    <span className="break-words">{entry.summary}</span>
                    <span className="text-xs text-muted">
                      {entry.actorName} · {formatDateTime(Number(entry.at))}
                    </span>
                  </li>
                )),
              )}
            </ul>
            {activity.hasNextPage && (
              <Button
                variant="secondary"
                className="self-start"
                disabled={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                {m.activityOlder()}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
