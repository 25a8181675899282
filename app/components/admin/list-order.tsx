// Staff choose the order of a list (issue 38 point 5: hero pictures, gallery pictures, documents, schools): each
// item has Move up and Move down buttons (the keyboard's way) and a handle to drag it onto another item's place
// (mouse, pen or finger: pointer events, so phones drag too). A move is PUT <path>/<id>/position
// ({ before } or { after } a neighbour, server/resources/order.ts); the page's data is fetched again, the moved
// item keeps the focus, and its new position is said in a status region for screen readers.
//   const order = useListOrder({ path: '/api/headers', items, name: (h) => h.title, page });
//   <PictureCard ... order={order.slot(item, index)} />   and once, {order.status}
// A page of a longer list (`page`) moves its first item up onto the previous page (and its last one down onto
// the next): the neighbour there is asked for (GET <path>?page=<n>&limit=1 with the list's filters), and the
// address goes to that page.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useNavigation, useRevalidator, useSearchParams } from 'react-router';
import type { ListPage } from '../../../common/api-types.ts';
import { apiSend } from '../../lib/api-client.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useReason } from './error-text.ts';
import { useNotice } from './notice.tsx';
import { LIST_PARAMS } from './server-list.tsx';
import { useAdminApi } from './use-admin-api.ts';

/** What an item of an ordered list draws: its buttons and handle, and where a drag may drop (`data-order-id`). */
export interface OrderSlot {
  id: string;
  /** A drag is over this item: it marks the place. */
  dropTarget: boolean;
  controls: ReactNode;
}

type Target = { before: string } | { after: string };

/** The attribute that names an item a drag can drop on. */
export const ORDER_ATTRIBUTE = 'data-order-id';

export function useListOrder<T extends { _id: string }>({
  path,
  items,
  name,
  page,
}: {
  /** The list's API address: /api/headers. */
  path: string;
  /** The items shown, in their order. */
  items: T[];
  name: (item: T) => string;
  /** The page of a longer list shown (server-list.tsx), if it is one. */
  page?: ListPage<unknown> | null;
}) {
  const { t } = useT();
  const reason = useReason();
  const notify = useNotice();
  const { send } = useAdminApi();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const working = useRef(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [drag, setDrag] = useState<{ id: string; over: string | null } | null>(null);
  // After a move: the item, the button that keeps the focus and what is said, once the list is drawn again
  // with the item at its new place (the router commits the new data later than the move's answer comes).
  const pending = useRef<{ id: string; button: 'up' | 'down' | 'drag'; at: number; say: string; since: number } | null>(
    null,
  );
  const offset = page ? (page.page - 1) * page.limit : 0;
  const total = page ? page.total : items.length;

  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || offset + items.findIndex((item) => item._id === wanted.id) !== wanted.at) return;
    pending.current = null;
    setSaid(wanted.say);
    // The one shown (a page may draw a list twice: cards on phones, a table on wider screens).
    const box = [...document.querySelectorAll(`[${ORDER_ATTRIBUTE}="${wanted.id}"]`)].find(
      (element) => element.getClientRects().length > 0,
    );
    if (!box) return;
    const buttons = [...box.querySelectorAll<HTMLButtonElement>('button[data-move]')];
    const button =
      buttons.find((b) => b.dataset.move === wanted.button && !b.disabled) ?? buttons.find((b) => !b.disabled);
    button?.focus();
  }, [items, offset]);

  /** The id of the item at this place of the whole (filtered) list, read from the server (another page's). */
  async function idAt(index: number): Promise<string | null> {
    const query = new URLSearchParams({ page: String(index + 1), limit: '1' });
    for (const name of LIST_PARAMS) {
      const value = params.get(name)?.trim();
      if (value) query.set(name, value);
    }
    const answer = await apiSend<ListPage<{ _id: string }>>(`${path}?${query}`);
    return answer.ok ? (answer.data.items[0]?._id ?? null) : null;
  }

  /** Moves an item to `to` (its index in the whole list), next to `target`; says where it went. */
  async function move(item: T, to: number, target: Target, button: 'up' | 'down' | 'drag') {
    const answer = await send(`${path}/${item._id}/position`, { method: 'PUT', json: target });
    if (!answer.ok) {
      if (answer.status !== 401) notify(t('admin.order.failed', { reason: reason(answer) }), 'error');
      return;
    }
    const say = t('admin.order.moved', { name: name(item), position: to + 1, total });
    pending.current = { id: item._id, button, at: to, say, since: Date.now() };
    // Onto another page: the address follows it there.
    if (page && (to < offset || to >= offset + page.limit)) {
      const next = new URLSearchParams(params);
      next.set('page', String(Math.floor(to / page.limit) + 1));
      setParams(next, { replace: true });
    } else await revalidator.revalidate();
  }

  /**
   * Runs one move at a time, and none while the list is read again: a press meanwhile would name the neighbours
   * of the list drawn before (until the list shows the last move, `pending`). (The buttons stay enabled, so the focus is not lost while it runs.)
   */
  async function once(work: () => Promise<void>) {
    // (A move whose list never came, after a change elsewhere meanwhile, holds nothing up for long.)
    const waiting = pending.current && Date.now() - pending.current.since < 10_000;
    if (working.current || waiting || navigation.state !== 'idle' || revalidator.state !== 'idle') return;
    working.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      working.current = false;
      setBusy(false);
    }
  }

  /** One place up or down (`by` -1 or 1), onto the previous or next page at this page's ends. */
  const step = (item: T, index: number, by: -1 | 1) =>
    once(async () => {
      const to = offset + index + by;
      if (to < 0 || to >= total) return;
      const neighbour = items[index + by]?._id ?? (await idAt(to));
      if (!neighbour) return;
      await move(item, to, by < 0 ? { before: neighbour } : { after: neighbour }, by < 0 ? 'up' : 'down');
    });

  /** A drag of this item's handle: the item under the pointer is marked, and the item dropped in its place. */
  function startDrag(item: T, index: number, event: ReactPointerEvent<HTMLElement>) {
    if (working.current || event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    let over: string | null = null;
    setDrag({ id: item._id, over });
    const under = (e: PointerEvent) =>
      document.elementFromPoint(e.clientX, e.clientY)?.closest(`[${ORDER_ATTRIBUTE}]`)?.getAttribute(ORDER_ATTRIBUTE) ??
      null;
    const onMove = (e: PointerEvent) => {
      // Near the window's top or bottom edge the page scrolls, so a place further away can be reached.
      const edge = 48;
      if (e.clientY < edge) window.scrollBy(0, -16);
      else if (e.clientY > window.innerHeight - edge) window.scrollBy(0, 16);
      const id = under(e);
      if (id === over) return;
      over = id;
      setDrag({ id: item._id, over: id === item._id ? null : id });
    };
    const onEnd = (e: PointerEvent) => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onEnd);
      handle.removeEventListener('pointercancel', onEnd);
      setDrag(null);
      const id = e.type === 'pointerup' ? under(e) : null;
      const at = items.findIndex((other) => other._id === id);
      if (!id || id === item._id || at < 0) return;
      // Dropped on an item: it takes that item's place (after it when coming from above, else before it).
      void once(() => move(item, offset + at, at > index ? { after: id } : { before: id }, 'drag'));
    };
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onEnd);
    handle.addEventListener('pointercancel', onEnd);
  }

  const slot = (item: T, index: number): OrderSlot => {
    const place = offset + index;
    return {
      id: item._id,
      dropTarget: drag?.over === item._id,
      controls: (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Box
            aria-hidden
            title={t('admin.order.drag')}
            data-drag-handle=""
            onPointerDown={(event) => startDrag(item, index, event)}
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              cursor: drag?.id === item._id ? 'grabbing' : busy ? 'progress' : 'grab',
              touchAction: 'none',
              color: 'text.secondary',
            }}
          >
            <DragIndicatorIcon />
          </Box>
          <IconButton
            data-move="up"
            aria-label={t('admin.order.moveUp', { name: name(item) })}
            disabled={place === 0}
            onClick={() => void step(item, index, -1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            data-move="down"
            aria-label={t('admin.order.moveDown', { name: name(item) })}
            disabled={place >= total - 1}
            onClick={() => void step(item, index, 1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
        </Box>
      ),
    };
  };

  const status = (
    <Box role="status" sx={visuallyHidden}>
      {said}
    </Box>
  );
  return { slot, status };
}

/** The mark of the place a dragged item would take (an outline in the theme's secondary colour). */
export const dropMark = (slot: OrderSlot | undefined) =>
  slot?.dropTarget ? { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 } : {};
