import { EVENT, REALTIME_PATH, SUBSCRIBE, type SubscribeAck } from '@pickleball/domain';
import { io as connect, type Socket } from 'socket.io-client';

/** An event as a test reads it: any name, the payload the test expects. */
export interface ReceivedEvent<T = unknown> {
  type: string;
  id: number | string;
  data: T;
}

/**
 * A realtime client for tests. Events arrive from independent async paths (a Redis round trip,
 * a commit on another instance), so a test never takes "the next event": it records every event
 * from the moment it connects and waits for the one that matches what it expects, with a
 * deadline that names what never came.
 */
export class TestRealtimeClient {
  readonly socket: Socket;
  readonly events: ReceivedEvent[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(url: string, token?: string) {
    this.socket = connect(url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      ...(token ? { auth: { token } } : {}),
    });
    this.socket.on(EVENT, (event: ReceivedEvent) => {
      this.events.push(event);
      for (const wake of this.waiters) wake();
    });
  }

  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  subscribe(rooms: string[]): Promise<SubscribeAck> {
    return new Promise((resolve) => this.socket.emit(SUBSCRIBE, rooms, resolve));
  }

  /** Events of a type received so far. */
  received<T>(type: string): ReceivedEvent<T>[] {
    return this.events.filter((event) => event.type === type) as ReceivedEvent<T>[];
  }

  /**
   * The first event (received before or after the call) of this type for which `matches` holds;
   * rejects after `timeoutMs` saying what was awaited and what came instead.
   */
  waitFor<T>(
    type: string,
    matches: (data: T) => boolean,
    description: string,
    timeoutMs = 10_000,
  ): Promise<ReceivedEvent<T>> {
    const find = () => this.received<T>(type).find((event) => matches(event.data));
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      const check = () => {
        const event = find();
        if (!event) return;
        done();
        resolve(event);
      };
      const timer = setTimeout(() => {
        done();
        const seen = this.received(type).map((event) => JSON.stringify(event.data).slice(0, 200));
        reject(
          new Error(
            `no ${type} where ${description} within ${timeoutMs} ms; received ${seen.length}: ${seen.join(' | ')}`,
          ),
        );
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** The clients a test file opens, closed together when it ends. */
export class TestRealtimeClients {
  private readonly opened: TestRealtimeClient[] = [];

  open(url: string, token?: string): TestRealtimeClient {
    const client = new TestRealtimeClient(url, token);
    this.opened.push(client);
    return client;
  }

  closeAll(): void {
    for (const client of this.opened.splice(0)) client.close();
  }
}
