/**
 * The one pager (src/lib/cursors.ts, decision 024): the count and the text from the list contract,
 * Next and Prev by the shown page's cursors, another page by its number.
 */
import { describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { pagerOf, searchUpdate, type ShownPage } from '../../src/lib/cursors.ts';

interface Filters {
  status: string;
  page: number;
  after?: string;
  before?: string;
}

function pager(filters: Filters, shown: ShownPage | undefined, known = shown) {
  const moves: Filters[] = [];
  const props = pagerOf(filters, shown, known, (next) => moves.push(next));
  return { props, moves };
}

describe('the pager', () => {
  it('counts the pages, and moves to the next and previous pages by their cursors', () => {
    const shown = { totalCount: 45, totalCapped: false, nextCursor: 'n3', prevCursor: 'p3' };
    const { props, moves } = pager({ status: 'OPEN', page: 3, after: 'x' }, shown);
    expect(props).toMatchObject({
      page: 3,
      pages: 5,
      more: false,
      text: m.pageOf({ page: 3, pages: 5 }),
    });
    props.onPage(4);
    props.onPage(2);
    props.onPage(5);
    props.onPage(1);
    expect(moves).toEqual([
      { status: 'OPEN', page: 4, after: 'n3' },
      { status: 'OPEN', page: 2, before: 'p3' },
      { status: 'OPEN', page: 5 },
      { status: 'OPEN', page: 1 },
    ]);
  });

  it('says "X+" when counting stopped, and keeps Next on while more follow', () => {
    const { props } = pager(
      { status: '', page: 20 },
      { totalCount: 200, totalCapped: true, nextCursor: 'n', prevCursor: 'p' },
    );
    expect(props).toMatchObject({
      pages: 20,
      more: true,
      text: m.pageOf({ page: 20, pages: '20+' }),
    });
  });

  it('while a page loads, keeps the known count and moves by number only', () => {
    const known = { totalCount: 30, totalCapped: false, nextCursor: 'n', prevCursor: null };
    const { props, moves } = pager({ status: '', page: 2 }, undefined, known);
    expect(props.text).toBe(m.pageOf({ page: 2, pages: 3 }));
    props.onPage(3);
    expect(moves).toEqual([{ status: '', page: 3 }]);
    expect(pager({ status: '', page: 2 }, undefined).props.text).toBe(m.pageOnly({ page: 2 }));
  });

  it('pages an uncounted list (the ledger) by its cursors alone, and never says a page past the last', () => {
    const ledger = pager({ status: '', page: 2 }, { nextCursor: 'n', prevCursor: 'p' }).props;
    expect(ledger).toMatchObject({ pages: 3, text: m.pageOnly({ page: 2 }) });
    const past = pager({ status: '', page: 9 }, { totalCount: 10, totalCapped: false }).props;
    expect(past.text).toBe(m.pageOnly({ page: 9 }));
  });
});

describe('a change made while another is on its way (searchUpdate)', () => {
  const seen: Filters & { search: string } = { status: '', search: 'Rohan', page: 1 };

  it('lays a settled search over the status picked meanwhile, not the status it was drawn with', () => {
    // The status change's navigation is still loading when the search box settles.
    const latest = { ...seen, status: 'CANCELLED' };
    const update = searchUpdate(seen, { ...seen, search: '', page: 1 });
    expect(update(latest)).toEqual({ status: 'CANCELLED', search: '', page: 1 });
  });

  it('starts a changed filter at page 1 without the cursors of a page move on its way', () => {
    const latest = { ...seen, page: 2, after: 'n1' };
    expect(searchUpdate(seen, { ...seen, status: 'SHIPPED' })(latest)).toEqual({
      status: 'SHIPPED',
      search: 'Rohan',
      page: 1,
    });
  });

  it('sends a page move whole: it belongs to the page it was made from', () => {
    const move = { ...seen, page: 2, after: 'n1' };
    expect(searchUpdate(seen, move)({ ...seen, status: 'CANCELLED' })).toEqual(move);
  });

  it('clears a key the change removed', () => {
    const withId = { ...seen, id: 'o1' } as Filters & { search: string; id?: string };
    const next = { ...withId };
    delete next.id;
    expect(searchUpdate(withId, next)({ ...withId, status: 'SHIPPED' })).toEqual({
      status: 'SHIPPED',
      search: 'Rohan',
      page: 1,
      id: undefined,
    });
  });
});
