import { m, type MessageParam, type MessageRef } from '../domain/messages.ts';
import { formatInr } from '../domain/money.ts';
import { formatDay } from '../domain/dates.ts';
import { formatList } from '../domain/intl.ts';

type Render = (params?: Record<string, string | number>) => string;
const renderers = m as unknown as Record<string, Render | undefined>;

function renderParam(param: MessageParam): string | number {
  if (typeof param !== 'object') return param;
  if ('list' in param) return formatList(param.list.map((p) => String(renderParam(p))));
  if ('day' in param) return formatDay(param.day);
  return 'paise' in param ? formatInr(param.paise) : renderMessage(param);
}

/**
 * A stored message in the current locale (the reader's request's). A key the messages no longer
 * have renders as its key, so that an old row never breaks a feed.
 */
export function renderMessage(ref: MessageRef): string {
  const render = renderers[ref.key];
  if (!render) return ref.key;
  const params = Object.fromEntries(
    Object.entries(ref.params ?? {}).map(([name, value]) => [name, renderParam(value)]),
  );
  return render(params);
}
