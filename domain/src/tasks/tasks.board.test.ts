import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoardCard,
  boardView,
  buildColumns,
  columnIds,
  compareKeys,
  isRealMove,
  mergeTask,
  mergeTasks,
  moveOfDrop,
  type PendingMove,
  placeCard,
  refreshKnown,
} from './tasks.board';
import { TASK_STATUSES, type TaskStatus } from './tasks.rules';

/**
 * A key strictly between two keys of decimal digits (no trailing zero), compared bytewise: the
 * midpoint scheme of fractional indexing, small enough to model the server here (domain takes no
 * dependency; the server uses the `fractional-indexing` package, which these keys imitate).
 */
function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    let n = 0;
    while ((a[n] ?? '0') === b[n]) n += 1;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const low = a ? Number(a[0]) : 0;
  const high = b !== null ? Number(b[0]) : 10;
  if (high - low > 1) return String(Math.round((low + high) / 2));
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return String(low) + midpoint(a.slice(1), null);
}

const card = (id: number, status: TaskStatus, position: string | null, revision = 1): BoardCard => ({
  id,
  status,
  position,
  revision,
  is_archived: position === null,
});

/** The server: the one authority, applying requests one at a time (its transactions serialise). */
class ServerModel {
  tasks: BoardCard[];
  constructor(tasks: BoardCard[]) {
    this.tasks = tasks.map((task) => ({ ...task }));
  }

  private column(status: TaskStatus, except: number): BoardCard[] {
    return buildColumns(this.tasks)[status].filter((task) => task.id !== except);
  }

  private save(task: BoardCard, change: Partial<BoardCard>): BoardCard {
    const next = { ...task, ...change, revision: task.revision + 1 };
    this.tasks = this.tasks.map((held) => (held.id === task.id ? next : held));
    return next;
  }

  /** Refused (null) when the task is archived or the card it should follow left the column. */
  move(move: PendingMove): BoardCard | null {
    const task = this.tasks.find((held) => held.id === move.id);
    if (!task || task.is_archived) return null;
    const column = this.column(move.status, move.id);
    const index = move.after_id === null ? -1 : column.findIndex((held) => held.id === move.after_id);
    if (move.after_id !== null && index === -1) return null;
    const before = index === -1 ? '' : (column[index]?.position ?? '');
    const after = column[index + 1]?.position ?? null;
    return this.save(task, { status: move.status, position: midpoint(before, after) });
  }

  /** Another staff member archives a task, or restores it on top of its column. */
  toggleArchive(id: number): BoardCard | null {
    const task = this.tasks.find((held) => held.id === id);
    if (!task) return null;
    if (!task.is_archived) return this.save(task, { is_archived: true, position: null });
    const first = this.column(task.status, id)[0]?.position ?? null;
    return this.save(task, { is_archived: false, position: midpoint('', first) });
  }
}

type Message = { kind: 'event'; task: BoardCard } | { kind: 'answer'; token: number; task: BoardCard | null };

class ClientModel {
  known: BoardCard[];
  pending: (PendingMove & { token: number })[] = [];
  inbox: Message[] = [];
  constructor(snapshot: BoardCard[]) {
    this.known = snapshot.map((task) => ({ ...task }));
  }

  view() {
    return boardView(this.known, this.pending);
  }

  receive(message: Message): void {
    if (message.kind === 'event') {
      this.known = mergeTask(this.known, message.task);
      return;
    }
    // Confirmed: the server's copy replaces the drawing. Refused: the drawing is rolled back.
    if (message.task) this.known = mergeTask(this.known, message.task);
    this.pending = this.pending.filter((move) => move.token !== message.token);
  }
}

const INITIAL: BoardCard[] = [
  card(1, 'todo', '2'),
  card(2, 'todo', '4'),
  card(3, 'todo', '6'),
  card(4, 'in_progress', '3'),
  card(5, 'in_progress', '7'),
  card(6, 'review', '5'),
  card(7, 'done', '5'),
  card(8, 'todo', null),
];

/**
 * Runs a script of choices: each number picks the next step among those possible (a client
 * drags a card somewhere it sees, the server takes any request in flight, a message reaches its
 * client in any order, another person archives or restores a task), then lets everything still
 * in flight arrive in an order the script also picks.
 */
function simulate(script: readonly number[]) {
  const server = new ServerModel(INITIAL);
  const clients = [new ClientModel(INITIAL), new ClientModel(INITIAL)];
  const requests: { client: number; token: number; move: PendingMove }[] = [];
  let tokens = 0;
  let cursor = 0;
  const next = (bound: number) => {
    const value = script[cursor % Math.max(1, script.length)] ?? 0;
    cursor += 1;
    return bound <= 1 ? 0 : value % bound;
  };
  const broadcast = (task: BoardCard) => {
    for (const client of clients) client.inbox.push({ kind: 'event', task });
  };
  const serve = () => {
    const [request] = requests.splice(next(requests.length), 1);
    if (!request) return;
    const result = server.move(request.move);
    if (result) broadcast(result);
    clients[request.client]?.inbox.push({ kind: 'answer', token: request.token, task: result });
  };
  const deliver = (client: ClientModel) => {
    const [message] = client.inbox.splice(next(client.inbox.length), 1);
    if (message) client.receive(message);
  };
  const drag = (index: number) => {
    const client = clients[index] as ClientModel;
    const view = client.view();
    const cards = TASK_STATUSES.flatMap((status) => view[status]);
    const moving = cards[next(cards.length)];
    if (!moving) return;
    const status = TASK_STATUSES[next(TASK_STATUSES.length)] as TaskStatus;
    const column = view[status].filter((task) => task.id !== moving.id);
    const slot = next(column.length + 1);
    const move: PendingMove = {
      id: moving.id,
      status,
      after_id: slot === 0 ? null : (column[slot - 1]?.id ?? null),
    };
    if (!isRealMove(view, move)) return;
    tokens += 1;
    client.pending.push({ ...move, token: tokens });
    requests.push({ client: index, token: tokens, move });
  };

  for (const step of script) {
    switch (step % 6) {
      case 0:
        drag(0);
        break;
      case 1:
        drag(1);
        break;
      case 2:
        serve();
        break;
      case 3:
        deliver(clients[0] as ClientModel);
        break;
      case 4:
        deliver(clients[1] as ClientModel);
        break;
      default: {
        const archived = server.toggleArchive(1 + next(INITIAL.length));
        if (archived) broadcast(archived);
      }
    }
  }
  while (requests.length > 0) serve();
  for (const client of clients) while (client.inbox.length > 0) deliver(client);
  return { server, clients };
}

describe('the kanban board', () => {
  it('converges: whatever two clients drag and whatever order the messages take, both show the server’s board', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1_000), { minLength: 1, maxLength: 120 }), (script) => {
        const { server, clients } = simulate(script);
        const truth = columnIds(buildColumns(server.tasks));
        for (const client of clients) {
          expect(client.pending).toEqual([]);
          expect(columnIds(client.view())).toEqual(truth);
        }
        // Keys stay unique within a column, so the order never rests on the id alone.
        for (const status of TASK_STATUSES) {
          const keys = buildColumns(server.tasks)[status].map((task) => task.position);
          expect(new Set(keys).size).toBe(keys.length);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('lands two drops into the same gap both, in one order everyone sees', () => {
    const server = new ServerModel(INITIAL);
    const first = server.move({ id: 4, status: 'todo', after_id: 1 });
    const second = server.move({ id: 5, status: 'todo', after_id: 1 });
    expect(first && second).toBeTruthy();
    const a = new ClientModel(INITIAL);
    const b = new ClientModel(INITIAL);
    for (const task of [first, second] as BoardCard[]) a.receive({ kind: 'event', task });
    for (const task of [second, first] as BoardCard[]) b.receive({ kind: 'event', task });
    expect(columnIds(a.view()).todo).toEqual([1, 5, 4, 2, 3]);
    expect(columnIds(b.view())).toEqual(columnIds(a.view()));
  });

  it('keeps the newer copy of a task whatever order copies arrive in, and an archived task off the board', () => {
    const older = card(9, 'todo', '3', 2);
    const newer = { ...card(9, 'done', '1', 3) };
    const archived = { ...card(9, 'done', null, 4) };
    expect(mergeTasks([], [older, newer])).toEqual(mergeTasks([], [newer, older]));
    expect(mergeTask([newer], older)).toEqual([newer]);
    const board = buildColumns(mergeTasks([], [archived, newer, older]));
    expect(columnIds(board)).toEqual({ todo: [], in_progress: [], review: [], done: [] });
  });

  it('draws a pending move on top of the known copies, and says which move a drop makes', () => {
    const columns = boardView(INITIAL, [{ id: 3, status: 'in_progress', after_id: 4 }]);
    expect(columnIds(columns)).toEqual({ todo: [1, 2], in_progress: [4, 3, 5], review: [6], done: [7] });
    expect(columns.in_progress[1]?.status).toBe('in_progress');
    expect(moveOfDrop(columns, 3)).toEqual({ status: 'in_progress', after_id: 4 });
    expect(moveOfDrop(columns, 1)).toEqual({ status: 'todo', after_id: null });
    expect(isRealMove(columns, { id: 1, status: 'todo', after_id: null })).toBe(false);
    // A card to follow that left the column: the card goes on top rather than nowhere.
    expect(columnIds(placeCard(columns, 6, 'todo', 99)).todo).toEqual([6, 1, 2]);
  });

  it('takes a board fetched again without losing a newer copy an event brought meanwhile', () => {
    const fetched = [card(1, 'todo', '2', 3), card(2, 'todo', '4', 1)];
    const known = [card(1, 'done', '5', 4), card(2, 'todo', '4', 1), card(3, 'review', '1', 9)];
    expect(refreshKnown(fetched, known)).toEqual([known[0], fetched[1]]);
  });

  it('orders keys bytewise, as the databases do, not by a locale', () => {
    expect(['a0', 'Zz', 'a0V', 'A1'].sort(compareKeys)).toEqual(['A1', 'Zz', 'a0', 'a0V']);
  });
});
